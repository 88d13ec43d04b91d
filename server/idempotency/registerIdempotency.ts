import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from '../../engine/errors/AppError.ts';
import type { Database } from '../db/Database.ts';
import { storeAnswer, type StoredAnswer } from './idempotencyKeys.ts';
import { runInIdempotencyScope, type IdempotencyScope } from './idempotencyScope.ts';
import { idempotencyKeyOf, isKeyedWrite, REPLAYED_HEADER } from './idempotentRequest.ts';
import { replayOf, settledKey } from './replayAnswer.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** The keyed write being served (docs/scaling.md#idempotent-writes), or null. */
    idempotency: IdempotencyScope | null;
  }
}

/** Largest answer kept for replays; a larger one is rebuilt from the transaction's result. */
const MAX_STORED_BODY = 1024 * 1024;

/** The answer as sent, in the form kept for replays (a body that is not text is not kept). */
function answerOf(reply: FastifyReply, payload: unknown): StoredAnswer {
  const contentType = reply.getHeader('content-type');
  const type = typeof contentType === 'string' ? contentType : null;
  const text = payload == null ? '' : typeof payload === 'string' ? payload : Buffer.isBuffer(payload) && /json|text/.test(type ?? '') ? payload.toString('utf8') : null;
  return { status: reply.statusCode, body: text !== null && text.length <= MAX_STORED_BODY ? text : null, contentType: type };
}

/** Sends `answer` as the replay of the request's key. */
function sendReplay(reply: FastifyReply, answer: StoredAnswer): string {
  reply.code(answer.status).header(REPLAYED_HEADER, 'true');
  if (answer.contentType) reply.type(answer.contentType);
  return answer.body ?? '';
}

/**
 * Before the handler: a used key answers the first answer (or 422 when it was used for another
 * request) without running the handler; a new key runs the handler in its scope, so that the
 * request's first write transaction claims it (idempotentDatabase.ts).
 */
async function prepare(db: Database, request: FastifyRequest, reply: FastifyReply): Promise<IdempotencyScope | 'replayed' | undefined> {
  if (!isKeyedWrite(request)) return undefined;
  const key = idempotencyKeyOf(request);
  const session = request.session;
  if (key === undefined || !session) return undefined;
  const scope: IdempotencyScope = { tenant: session.tenant, key, username: session.username, method: request.method, path: request.url, state: 'open' };
  const row = await settledKey(db, scope.tenant, key);
  if (!row) return scope;
  const answer = replayOf(row, scope);
  reply.send(sendReplay(reply, answer));
  return 'replayed';
}

/**
 * After the handler: the answer of a request that lost the race for its key is replaced by the
 * first request's; the answer of a request whose write claimed the key, or of a successful write
 * that ran no tenant transaction, is kept for its replays. A refused request that committed
 * nothing keeps nothing: its retry runs again. Failing to keep an answer is logged, not fatal:
 * replays then answer the transaction's result.
 */
async function finish(db: Database, request: FastifyRequest, reply: FastifyReply, payload: unknown): Promise<unknown> {
  const scope = request.idempotency;
  if (!scope) return payload;
  if (scope.state === 'conflict') {
    const row = await settledKey(db, scope.tenant, scope.key);
    if (!row) return payload;
    try {
      return sendReplay(reply, replayOf(row, scope));
    } catch (err) {
      if (!(err instanceof AppError)) throw err;
      reply.code(err.status).type('application/json; charset=utf-8');
      return JSON.stringify(err.toBody());
    }
  }
  const claimed = scope.state === 'claimed';
  scope.state = 'answered';
  if (!claimed && (reply.statusCode < 200 || reply.statusCode >= 300)) return payload;
  await storeAnswer(db, scope, answerOf(reply, payload), claimed).catch((err: unknown) => request.log.error({ err }, 'idempotent answer not stored'));
  return payload;
}

/**
 * `Idempotency-Key` on the write routes (docs/scaling.md#idempotent-writes). Registered after the
 * sessions (the key belongs to the signed-in user's tenant); `db` is the engine without the
 * claiming decorator (its own small transactions claim nothing).
 */
export function registerIdempotency(app: FastifyInstance, db: Database): void {
  app.decorateRequest('idempotency', null);
  app.addHook('preHandler', (request, reply, done) => {
    prepare(db, request, reply).then((scope) => {
      if (scope === 'replayed') return;
      if (!scope) return done();
      request.idempotency = scope;
      const release = runInIdempotencyScope(scope, done);
      reply.raw.once('close', release);
    }, done);
  });
  app.addHook('onSend', (request, reply, payload, done) => {
    if (!request.idempotency) return done(null, payload);
    finish(db, request, reply, payload).then((next) => done(null, next), done);
  });
}
