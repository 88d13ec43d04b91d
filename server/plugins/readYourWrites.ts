import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Database, TenantOptions } from '../db/Database.ts';
import { DEFAULT_MAX_LAG_MS, PROBE_INTERVAL_MS } from '../db/readReplica.ts';
import { walPosition } from '../db/walPosition.ts';
import { cookieValue } from '../http/cookieValue.ts';

/** The cookie carrying the primary's WAL position after the browser's last write. */
export const READ_AFTER_COOKIE = 'tabula_read_after';

const WRITES = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** Entries kept before the expired ones are swept. */
const SWEEP_ABOVE = 10_000;

declare module 'fastify' {
  interface FastifyInstance {
    /** With a read replica: the WAL position a read of this request must include (see {@link replicaRead}). */
    readAfter?: (request: FastifyRequest) => string | undefined;
  }
}

/**
 * Read-your-writes with a read replica (docs/scaling.md, Read replicas): after a request that
 * may have written (POST, PUT, PATCH, DELETE answered below 400, by a signed-in user), the
 * primary's WAL position is taken and remembered for the user (on this instance) and sent in a
 * cookie (for the other instances behind the same address). A replica read of that user then
 * goes to the replica only once it has replayed that far (readReplica.ts). Both are kept for
 * `maxLagMs` plus five probes: after that any replica in use has replayed the write (a replica
 * further behind is skipped). Nothing is registered without a replica.
 */
export function registerReadYourWrites(app: FastifyInstance, db: Database, maxLagMs = DEFAULT_MAX_LAG_MS): void {
  const position = db.writePosition;
  if (!position) return;
  const keepMs = maxLagMs + 5 * PROBE_INTERVAL_MS;
  const recent = new Map<string, { lsn: string; until: number }>();
  const keyOf = (request: FastifyRequest) => (request.session ? `${request.session.tenant}\0${request.session.username}` : undefined);

  app.decorate('readAfter', (request: FastifyRequest) => {
    const key = keyOf(request);
    const mine = key ? recent.get(key) : undefined;
    const own = mine && mine.until > Date.now() ? mine.lsn : undefined;
    const sent = cookieValue(request.headers.cookie, READ_AFTER_COOKIE);
    // the later of the two (an invalid cookie is ignored)
    const fromCookie = walPosition(sent) === undefined ? undefined : sent;
    if (!own || !fromCookie) return own ?? fromCookie;
    return (walPosition(own) as bigint) >= (walPosition(fromCookie) as bigint) ? own : fromCookie;
  });

  app.addHook('onSend', async (request, reply, payload) => {
    const key = keyOf(request);
    if (!key || !WRITES.has(request.method) || reply.statusCode >= 400) return payload;
    const lsn = await position().catch(() => undefined);
    if (!lsn) return payload;
    if (recent.size > SWEEP_ABOVE) for (const [k, v] of recent) if (v.until <= Date.now()) recent.delete(k);
    recent.set(key, { lsn, until: Date.now() + keepMs });
    // a WAL position (hexadecimal and '/') needs no encoding in a cookie
    const secure = request.protocol === 'https' ? '; Secure' : '';
    reply.header('set-cookie', `${READ_AFTER_COOKIE}=${lsn}; Path=/api; Max-Age=${Math.ceil(keepMs / 1000)}; HttpOnly; SameSite=Lax${secure}`);
    return payload;
  });
}

/** The `replica` option of a read that a read replica may answer, for this request's user. */
export function replicaRead(request: FastifyRequest): NonNullable<TenantOptions['replica']> {
  const after = request.server.readAfter?.(request);
  return after ? { after } : {};
}
