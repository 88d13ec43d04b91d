import { APP_ROLE, type Database, type Queryable } from '../db/Database.ts';
import type { Migration } from '../db/migration.ts';
import type { SessionClaims } from './tokens.ts';

/**
 * Revoked sessions (issue: server-side session revocation). A row is either one session (its id,
 * revoked by logout) or, with `session_id = '*'`, every session of a user opened at or before
 * `not_before` (ms since epoch: lock, deletion, password set by an administrator). A row is kept
 * until `expires_at`, when no token of those sessions can still be valid.
 *
 * Row-level security applies to the app role (tenant transactions write their own tenant's rows);
 * it is ENABLEd but not FORCEd, so the owner (the admin session that migrated the database) reads
 * the rows of every tenant when an instance loads them.
 */
export const REVOKED_SESSIONS_MIGRATION: Migration = {
  version: 56,
  name: 'revoked sessions',
  sql: `
    CREATE TABLE revoked_sessions (
      tenant text NOT NULL DEFAULT current_setting('app.tenant', true),
      username text NOT NULL,
      session_id text NOT NULL,
      not_before bigint,
      revoked_at timestamptz NOT NULL DEFAULT now(),
      expires_at timestamptz NOT NULL,
      PRIMARY KEY (tenant, username, session_id)
    );
    CREATE INDEX revoked_sessions_expiry ON revoked_sessions (expires_at);
    ALTER TABLE revoked_sessions ENABLE ROW LEVEL SECURITY;
    CREATE POLICY tenant_isolation ON revoked_sessions
      USING (tenant = current_setting('app.tenant', true))
      WITH CHECK (tenant = current_setting('app.tenant', true));
    GRANT SELECT, INSERT, UPDATE ON revoked_sessions TO ${APP_ROLE};`,
};

/** The channel on which every instance hears of the revocations made by the others. */
export const REVOCATION_CHANNEL = 'tabula_session_revocations';

/** `session_id` of a user-wide revocation. */
const ALL_SESSIONS = '*';

/**
 * Time a revocation is kept after the token lifetime: covers the renewals another instance may
 * still have made before it heard of the revocation (at most {@link RESYNC_MS}) and clock skew.
 */
const MARGIN_MS = 120_000;

/** Every instance re-reads the table this often: a revocation whose notification was lost still arrives. */
export const RESYNC_MS = 30_000;

/** One revocation, as stored, announced and applied. */
export type Revocation =
  | { kind: 'session'; sessionId: string; expiresAt: number }
  | { kind: 'user'; tenant: string; username: string; notBefore: number; expiresAt: number };

interface Row {
  tenant: string;
  username: string;
  session_id: string;
  not_before: string | number | null;
  expires_ms: string | number;
}

function parseRevocation(payload: string): Revocation | undefined {
  try {
    const r = JSON.parse(payload) as Partial<Record<string, unknown>>;
    if (typeof r.expiresAt !== 'number') return undefined;
    if (r.kind === 'session' && typeof r.sessionId === 'string') return { kind: 'session', sessionId: r.sessionId, expiresAt: r.expiresAt };
    if (r.kind === 'user' && typeof r.tenant === 'string' && typeof r.username === 'string' && typeof r.notBefore === 'number') {
      return { kind: 'user', tenant: r.tenant, username: r.username, notBefore: r.notBefore, expiresAt: r.expiresAt };
    }
  } catch {
    // not ours, or garbled: ignored (the periodic re-read catches up)
  }
  return undefined;
}

const userKey = (tenant: string, username: string) => `${tenant}\u0000${username}`;

/**
 * The revoked sessions known to this instance, checked on every request without a query: two maps
 * loaded at start, updated at once by revocations made here, by notifications from the other
 * instances, and by a re-read of the table every {@link RESYNC_MS} (in case a notification was lost).
 * Recording happens inside the caller's transaction ({@link recordSession}, {@link recordUser});
 * {@link announce} applies it here and tells the others, once the transaction is committed.
 */
export class SessionRevocations {
  /** Revoked session ids -> when the entry may be forgotten (ms). */
  private readonly sessions = new Map<string, number>();
  /** tenant + username -> sessions opened at or before `notBefore` are revoked, until `expiresAt`. */
  private readonly users = new Map<string, { notBefore: number; expiresAt: number }>();
  private unlisten: (() => Promise<void>) | undefined;
  private timer: NodeJS.Timeout | undefined;
  private syncing: Promise<void> | undefined;

  constructor(
    private readonly db: Database,
    private readonly lifetimeSeconds: number,
  ) {}

  /** Listens for the other instances' revocations, then loads the stored ones (in that order: none is missed). */
  async start(): Promise<void> {
    this.unlisten ??= await this.db.listen(REVOCATION_CHANNEL, (payload) => {
      const r = parseRevocation(payload);
      if (r) this.apply(r);
    });
    await this.sync();
    this.timer ??= setInterval(() => void this.sync().catch(() => undefined), RESYNC_MS);
    this.timer.unref();
  }

  async stop(): Promise<void> {
    clearInterval(this.timer);
    this.timer = undefined;
    const off = this.unlisten;
    this.unlisten = undefined;
    if (off) await off().catch(() => undefined);
    await this.syncing?.catch(() => undefined);
  }

  /** Whether the session of these (valid) claims is revoked: two map lookups. */
  isRevoked(claims: SessionClaims & { exp: number }): boolean {
    if (!this.sessions.size && !this.users.size) return false;
    const now = Date.now();
    if (claims.sessionId) {
      const until = this.sessions.get(claims.sessionId);
      if (until !== undefined && until > now) return true;
    }
    const user = this.users.get(userKey(claims.home ?? claims.tenant, claims.username));
    return !!user && user.expiresAt > now && (claims.sessionStart ?? 0) <= user.notBefore;
  }

  /** Records, in the transaction `q` of the user's home tenant, the revocation of one session (logout). */
  async recordSession(q: Queryable, claims: SessionClaims): Promise<Revocation | undefined> {
    if (!claims.sessionId) return undefined;
    const expiresAt = this.expiry(Date.now());
    await q.query(
      `INSERT INTO revoked_sessions (username, session_id, expires_at) VALUES ($1, $2, to_timestamp($3::double precision / 1000))
       ON CONFLICT (tenant, username, session_id) DO UPDATE SET expires_at = EXCLUDED.expires_at, revoked_at = now()`,
      [claims.username, claims.sessionId, expiresAt],
    );
    return { kind: 'session', sessionId: claims.sessionId, expiresAt };
  }

  /**
   * Records, in the transaction `q` of the user's tenant, the revocation of every session of
   * `username` opened until now (lock, deletion, password set by an administrator).
   */
  async recordUser(q: Queryable, username: string): Promise<Revocation> {
    if (!q.tenant) throw new Error('recordUser needs a tenant transaction');
    const notBefore = Date.now();
    const expiresAt = this.expiry(notBefore);
    await q.query(
      `INSERT INTO revoked_sessions (username, session_id, not_before, expires_at) VALUES ($1, '${ALL_SESSIONS}', $2, to_timestamp($3::double precision / 1000))
       ON CONFLICT (tenant, username, session_id) DO UPDATE SET not_before = GREATEST(revoked_sessions.not_before, EXCLUDED.not_before),
         expires_at = GREATEST(revoked_sessions.expires_at, EXCLUDED.expires_at), revoked_at = now()`,
      [username, notBefore, expiresAt],
    );
    return { kind: 'user', tenant: q.tenant, username, notBefore, expiresAt };
  }

  /** Applies committed revocations on this instance at once, and notifies the other instances. */
  async announce(...revocations: (Revocation | undefined)[]): Promise<void> {
    for (const r of revocations) {
      if (!r) continue;
      this.apply(r);
      // a lost notification is caught up by the periodic re-read
      await this.db.notify(REVOCATION_CHANNEL, JSON.stringify(r)).catch(() => undefined);
    }
  }

  /** Re-reads the stored revocations (merged: an entry is only ever dropped when it expires) and purges the expired rows. */
  sync(): Promise<void> {
    this.syncing ??= this.db
      .admin(async (q) => {
        await q.query('DELETE FROM revoked_sessions WHERE expires_at < now()');
        const { rows } = await q.query<Row>(
          `SELECT tenant, username, session_id, not_before, (extract(epoch FROM expires_at) * 1000)::bigint AS expires_ms FROM revoked_sessions`,
        );
        return rows;
      })
      .then((rows) => {
        this.forgetExpired();
        for (const row of rows) {
          const expiresAt = Number(row.expires_ms);
          if (row.session_id === ALL_SESSIONS) this.apply({ kind: 'user', tenant: row.tenant, username: row.username, notBefore: Number(row.not_before ?? 0), expiresAt });
          else this.apply({ kind: 'session', sessionId: row.session_id, expiresAt });
        }
      })
      .finally(() => {
        this.syncing = undefined;
      });
    return this.syncing;
  }

  /** Entries known here (for tests and diagnostics). */
  get size(): number {
    return this.sessions.size + this.users.size;
  }

  private expiry(from: number): number {
    return from + this.lifetimeSeconds * 1000 + MARGIN_MS;
  }

  private apply(r: Revocation): void {
    if (r.expiresAt <= Date.now()) return;
    if (r.kind === 'session') {
      this.sessions.set(r.sessionId, Math.max(r.expiresAt, this.sessions.get(r.sessionId) ?? 0));
      return;
    }
    const key = userKey(r.tenant, r.username);
    const known = this.users.get(key);
    this.users.set(key, { notBefore: Math.max(r.notBefore, known?.notBefore ?? 0), expiresAt: Math.max(r.expiresAt, known?.expiresAt ?? 0) });
  }

  private forgetExpired(): void {
    const now = Date.now();
    for (const [id, until] of this.sessions) if (until <= now) this.sessions.delete(id);
    for (const [key, user] of this.users) if (user.expiresAt <= now) this.users.delete(key);
  }
}
