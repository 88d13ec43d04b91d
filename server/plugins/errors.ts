import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from '../../engine/errors/AppError.ts';
import { SERVER_TEXTS } from '../../engine/errors/errorArgs.ts';
import { MESSAGES } from '../../engine/validation/messages.ts';
import { ajvSpecIssue, concreteErrors } from '../entities/ajvMessages.ts';
import { uniqueFieldOf } from '../db/entityIndexes.ts';
import { isUnavailableState } from '../db/Database.ts';

interface PgError {
  code?: string;
  message?: string;
  detail?: string;
  constraint?: string;
}

/**
 * `Key (tenant, registration)=(master, X) already exists.` -> the value and the field, without the
 * tenant; under row-level security PostgreSQL hides the detail, so the field comes from the constraint.
 */
function duplicateOf(detail: string | undefined, constraint: string | undefined): [string, string] {
  const m = /^Key \((.*)\)=\((.*)\) already exists/.exec(detail ?? '');
  if (!m) return [SERVER_TEXTS.value, uniqueFieldOf(constraint) ?? SERVER_TEXTS.uniqueField];
  const fields = m[1].split(',').map((f) => f.trim().replace(/^\(?data ->> '([^']+)'.*$/, '$1'));
  const values = m[2].split(',').map((v) => v.trim());
  const i = fields[0] === 'tenant' && fields.length > 1 ? 1 : 0;
  return [values.slice(i).join(', '), fields.slice(i).join(', ')];
}

/** Fastify's own request errors (body parsing, content type, URL) as catalogued errors. */
function fromFastify(e: FastifyError): AppError | undefined {
  switch (e.code) {
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      return new AppError('MISSING_BODY_PAYLOAD');
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
      return new AppError('INVALID_JSON_FIELD', [SERVER_TEXTS.notJson]);
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return new AppError('PAYLOAD_TOO_LARGE');
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return new AppError('INVALID_FIELD_IN_HEADERS', ['content-type']);
    case 'FST_ERR_CTP_INVALID_CONTENT_LENGTH':
      return new AppError('INVALID_FIELD_IN_HEADERS', ['content-length']);
  }
  if (e.validation) {
    const where = e.validationContext === 'querystring' ? 'QUERY' : e.validationContext === 'params' ? 'PATH' : 'BODY';
    // ajv's wording (`must be string`, `must match "then" schema`) is put into the spec's (engine/validation/messages.ts)
    const first = e.validation.length ? concreteErrors(e.validation as Parameters<typeof concreteErrors>[0])[0] : undefined;
    const base = first?.instancePath?.replace(/^\//, '').replace(/\//g, '.') ?? '';
    const missing = first?.keyword === 'required' ? String(first.params?.missingProperty ?? '') : '';
    const field = [base, missing].filter(Boolean).join('.');
    const why = first ? ajvSpecIssue(first as Parameters<typeof ajvSpecIssue>[0]).message : MESSAGES.invalidFormat;
    const err =
      where === 'BODY'
        ? new AppError('INVALID_FIELD_IN_BODY', [field || SERVER_TEXTS.body, why])
        : where === 'QUERY'
          ? new AppError('INVALID_FIELD_IN_QUERY', [field, why])
          : new AppError('INVALID_FIELD_IN_PATH', [field]);
    if (field) err.field = field;
    return err;
  }
  return undefined;
}

/** Database errors a request can cause (bad input, not a server fault) as catalogued errors. */
function fromDatabase(e: PgError): AppError | undefined {
  switch (e.code) {
    case '23505': {
      // PostgreSQL's text (`duplicate key value violates unique constraint ...`) is not shown: the value and the field
      const [value, field] = duplicateOf(e.detail, e.constraint);
      const err = new AppError('VALUE_ALREADY_EXISTS', [value, field]);
      if (field !== SERVER_TEXTS.uniqueField && !field.includes(',')) err.field = field;
      return err;
    }
    case '42501':
      // a row-level security policy refused a written row: a partner user's row for another partner
      // (server/db/partnerPolicies.ts); the app role lacking a privilege is a server fault
      return /row-level security/i.test(e.message ?? '') ? new AppError('PERMISSION_DENIED', ['write']) : undefined;
    case '2201B':
      return new AppError('INVALID_FIELD_IN_QUERY', [SERVER_TEXTS.regularExpression, MESSAGES.invalidFormat]);
    case '54000':
      return new AppError('INVALID_FIELD_VALUE', [SERVER_TEXTS.value, SERVER_TEXTS.tooLong]);
    case '57014': // statement_timeout, which also ends a wait for a lock
    case '55P03': // lock_timeout, should one be set
      return new AppError('QUERY_TIMEOUT');
    case '53100': // disk_full: PostgreSQL could not extend a file
    case 'ENOSPC': // the same from a file written by the server
      return new AppError('STORAGE_FULL');
  }
  // Class 22, data exceptions: a value the database cannot take (a NUL character, a number out of range...).
  // PostgreSQL's own text never reaches a user: the spec's `Invalid format`.
  if (e.code?.startsWith('22')) return new AppError('INVALID_FIELD_VALUE', [SERVER_TEXTS.value, MESSAGES.invalidFormat]);
  // The server shutting down or starting up, connection exceptions, too many connections
  // (server/db/pg.ts already answers these as DATABASE_UNAVAILABLE for its own transactions).
  if (isUnavailableState(e.code)) return new AppError('DATABASE_UNAVAILABLE');
  return undefined;
}

/** Seconds a client should wait before trying again after a 503 DATABASE_UNAVAILABLE. */
const RETRY_AFTER_SECONDS = 5;

/** Maps any thrown error to a catalogued one; unexpected errors become 500 INTERNAL_ERROR, logged. */
export function toAppError(err: unknown, requestId: string): AppError {
  if (err instanceof AppError) return err;
  const e = err as FastifyError & PgError;
  const known = fromFastify(e) ?? fromDatabase(e);
  if (known) return known;
  // a library's own wording (JSON.parse, Fastify, a plugin) never reaches a user: a catalogued text instead
  if (err instanceof SyntaxError || (e.statusCode === 400 && /JSON/i.test(e.message ?? ''))) {
    return new AppError('INVALID_JSON_FIELD', [SERVER_TEXTS.notJson]);
  }
  if (typeof e.statusCode === 'number' && e.statusCode >= 400 && e.statusCode < 500) {
    return new AppError('INVALID_REQUEST', [SERVER_TEXTS.unreadableRequest]);
  }
  return new AppError('INTERNAL_ERROR', [requestId]);
}

/** Fastify's `maxParamLength`: a longer path parameter never reaches a route. */
export const MAX_PARAM_LENGTH = 100;

/**
 * Fastify's `frameworkErrors`: what its router refuses before any route or hook runs (a URL that
 * is not valid percent-encoding, a path parameter over {@link MAX_PARAM_LENGTH} characters) as a
 * catalogued 400 instead of Fastify's own body (`{error, code: FST_ERR_BAD_URL, statusCode}`, 414).
 */
export function answerFrameworkError(err: FastifyError, request: FastifyRequest, reply: FastifyReply): void {
  const appErr =
    err.code === 'FST_ERR_BAD_URL'
      ? new AppError('INVALID_FIELD_IN_PATH', ['(not a valid URL encoding)'])
      : err.code === 'FST_ERR_MAX_PARAM_LENGTH'
        ? new AppError('INVALID_FIELD_IN_PATH', [`(longer than ${MAX_PARAM_LENGTH} characters)`])
        : toAppError(err, request.id);
  if (appErr.status >= 500) request.log.error({ err }, 'request failed');
  void reply.status(appErr.status).type('application/json').send(appErr.toBody());
}

/** Called for every 5xx answer before it is sent (the SystemLog line, server/logs/serverErrors.ts); must not throw. */
export type ServerErrorRecorder = (request: FastifyRequest, appErr: AppError, err: unknown) => Promise<void>;

/** One error format for every answer: `{status, code, message, errors?, rejectionReason?}` (seed 000 §8.1). */
export function registerErrorHandling(app: FastifyInstance, recordServerError?: ServerErrorRecorder): void {
  app.setErrorHandler(async (err, request, reply) => {
    const appErr = toAppError(err, request.id);
    if (appErr.status >= 500) {
      request.log.error({ err }, 'request failed');
      await recordServerError?.(request, appErr, err).catch((e: unknown) => request.log.error({ err: e }, 'system log not written'));
    }
    if (appErr.code === 'DATABASE_UNAVAILABLE') reply.header('retry-after', String(RETRY_AFTER_SECONDS));
    return reply.status(appErr.status).type('application/json').send(appErr.toBody());
  });
}
