import { createHash, randomBytes } from 'node:crypto';
import type { Database } from '../db/Database.ts';
import type { Migration } from '../db/migration.ts';
import type { SessionClaims } from './tokens.ts';

/**
 * Single-use tickets (issue 40 item 4): what a URL carries instead of a credential. A ticket is 32
 * random bytes (base64url); only its SHA-256 digest is stored, with what it stands for, so a copy
 * of the table opens nothing. It lives {@link TICKET_SECONDS} seconds and is spent by its first use
 * (`DELETE ... RETURNING`: of two concurrent uses, on any instance, exactly one gets it).
 *
 * The table is global (the admin session reads it): a ticket arrives alone in a URL, before any
 * tenant is known, and itself names the session, hence the tenant, it authenticates.
 */
export const ACCESS_TICKETS_MIGRATION: Migration = {
  version: 58,
  name: 'access tickets',
  sql: `
    CREATE TABLE access_tickets (
      ticket_hash text PRIMARY KEY,
      purpose text NOT NULL,
      tenant text NOT NULL,
      username text NOT NULL,
      path text,
      claims jsonb NOT NULL,
      expires_at timestamptz NOT NULL,
      created_at timestamptz NOT NULL DEFAULT now()
    );
    CREATE INDEX access_tickets_expiry ON access_tickets (expires_at);`,
};

/** Lifetime of a ticket, in seconds. */
export const TICKET_SECONDS = 60;

/**
 * What a ticket is for: `access`, one GET of the API as the session that asked it (an event
 * stream, a document opened in a new window); `login`, a sign-in handed to the login page by a
 * single sign-on callback (exchanged by POST /api/core/auth/ticket/login).
 */
export type TicketPurpose = 'access' | 'login';

/** The query parameter a ticket travels in. */
export const TICKET_PARAM = 'ticket';

const TICKET = /^[A-Za-z0-9_-]{43}$/;

const digest = (ticket: string) => createHash('sha256').update(ticket).digest('hex');

/**
 * A path prefix a ticket may be bound to: a path of the API as sent (visible ASCII, non-ASCII
 * percent-encoded), without query, fragment, backslash or dot segments.
 */
export function isTicketPath(path: string): boolean {
  return /^\/api\/[\x21-\x7e]*$/.test(path) && !/[?#\\]/.test(path) && !hasDotSegment(path);
}

/** Whether a path has a `.` or `..` segment, plain or percent-encoded. */
function hasDotSegment(path: string): boolean {
  return /(^|\/)\.{1,2}(\/|$)/.test(path.replace(/%2e/gi, '.'));
}

/**
 * Whether a request URL is within a ticket's path prefix: the path itself or below it, compared
 * as sent (a ticket for `/api/script/events` opens neither `/api/script/events2` nor `/api/core/users`).
 */
export function withinTicketPath(prefix: string | null | undefined, url: string): boolean {
  if (!prefix) return true;
  const path = url.split('?')[0];
  if (hasDotSegment(path)) return false;
  return path === prefix || path.startsWith(prefix.endsWith('/') ? prefix : `${prefix}/`);
}

export interface IssuedTicket {
  ticket: string;
  /** ISO date after which the ticket no longer works (the database's clock). */
  expiresAt: string;
}

export interface TicketClaims {
  tenant: string;
  username: string;
  path?: string;
  data: Record<string, unknown>;
}

/**
 * Issues a ticket: the database keeps its digest with `claims` (who, in which tenant, what for) and
 * the optional path prefix it is bound to. The expired tickets are purged on the way.
 */
export async function issueTicket(db: Database, purpose: TicketPurpose, claims: TicketClaims, seconds = TICKET_SECONDS): Promise<IssuedTicket> {
  const ticket = randomBytes(32).toString('base64url');
  const { rows } = await db.admin(async (q) => {
    await q.query('DELETE FROM access_tickets WHERE expires_at < now()');
    return q.query<{ expires_at: Date | string }>(
      `INSERT INTO access_tickets (ticket_hash, purpose, tenant, username, path, claims, expires_at)
       VALUES ($1, $2, $3, $4, $5, $6::jsonb, now() + make_interval(secs => $7)) RETURNING expires_at`,
      [digest(ticket), purpose, claims.tenant, claims.username, claims.path ?? null, JSON.stringify(claims.data), seconds],
    );
  });
  return { ticket, expiresAt: new Date(rows[0].expires_at).toISOString() };
}

/**
 * Spends a ticket: the first use deletes it and answers its claims, if it was of that purpose and
 * not expired; any other use (again, later, elsewhere, a ticket of another purpose) answers
 * undefined. A ticket is gone after its first use even when that use is refused.
 */
export async function spendTicket(db: Database, purpose: TicketPurpose, ticket: string): Promise<TicketClaims | undefined> {
  if (!TICKET.test(ticket)) return undefined;
  const { rows } = await db.admin((q) =>
    q.query<{ purpose: string; tenant: string; username: string; path: string | null; claims: Record<string, unknown> | string; live: boolean }>(
      'DELETE FROM access_tickets WHERE ticket_hash = $1 RETURNING purpose, tenant, username, path, claims, expires_at > now() AS live',
      [digest(ticket)],
    ),
  );
  const row = rows[0];
  if (!row || !row.live || row.purpose !== purpose) return undefined;
  const data = typeof row.claims === 'string' ? (JSON.parse(row.claims) as Record<string, unknown>) : row.claims;
  return { tenant: row.tenant, username: row.username, path: row.path ?? undefined, data };
}

/** The session fields an access ticket keeps (never a token). */
export function ticketSessionData(session: SessionClaims): Record<string, unknown> {
  const { username, tenant, isAdmin, home, sso, sid, sessionId, sessionStart } = session;
  return { username, tenant, isAdmin, home, sso, sid, sessionId, sessionStart };
}

const text = (v: unknown) => (typeof v === 'string' ? v : undefined);

/** The session claims an access ticket was issued for, or undefined when they are not whole. */
export function ticketSession(claims: TicketClaims): SessionClaims | undefined {
  const d = claims.data;
  if (d.username !== claims.username || d.tenant !== claims.tenant || typeof d.sessionId !== 'string') return undefined;
  return {
    username: claims.username,
    tenant: claims.tenant,
    isAdmin: d.isAdmin === true,
    home: text(d.home),
    sso: text(d.sso),
    sid: text(d.sid),
    sessionId: d.sessionId,
    sessionStart: typeof d.sessionStart === 'number' ? d.sessionStart : undefined,
  };
}
