import type { FastifyRequest } from 'fastify';
import { AppError } from '../../engine/errors/AppError.ts';
import { isValidUsername } from '../../engine/validation/username.ts';
import type { AppContext } from '../context.ts';
import type { Queryable } from '../db/Database.ts';
import type { Caller } from './callers.ts';

/** Fields only the server writes (through sign-in, TOTP activation and the main admin's seeding). */
const SERVER_FIELDS = ['hasActivatedMfa', 'lastLoginDate', 'isMainAdmin'] as const;

/** Whether a flag may be set by the caller: admins grant admin, super admins super admin, the main admin impersonation. */
function mayGrant(caller: Caller, field: string): boolean {
  const s = caller.subject;
  if (field === 'isAdmin') return s.isAdmin === true || s.isMainAdmin === true || s.isSuperAdmin === true;
  if (field === 'isSuperAdmin') return s.isSuperAdmin === true || s.isMainAdmin === true;
  if (field === 'canImpersonate') return s.isMainAdmin === true;
  // the scripts a user runs in place of the tenant's (docs/menus.md): an administrator's choice
  if (field === 'scriptOverrides') return s.isAdmin === true || s.isMainAdmin === true || s.isSuperAdmin === true;
  return true;
}

/** Whether two scriptOverrides values say the same (absent, null and [] say none). */
const sameOverrides = (a: unknown, b: unknown) => {
  const none = (v: unknown) => v == null || (Array.isArray(v) && v.length === 0);
  return none(a) ? none(b) : JSON.stringify(a) === JSON.stringify(b);
};

/**
 * Cleans a user body before the generic store sees it: server-owned fields dropped, privileged flags
 * and script overrides refused to callers who may not grant them, and the password taken out (it is never stored in the
 * record). `previous` is the stored record of an update.
 */
export function takeUserBody(caller: Caller, raw: unknown, previous?: Record<string, unknown>): { body: Record<string, unknown>; password?: string } {
  if (!raw || typeof raw !== 'object' || Array.isArray(raw)) throw new AppError('MISSING_BODY_PAYLOAD');
  const body = { ...(raw as Record<string, unknown>) };
  for (const f of SERVER_FIELDS) delete body[f];
  for (const f of ['isAdmin', 'isSuperAdmin', 'canImpersonate']) {
    if (f in body && (body[f] ?? false) !== (previous?.[f] ?? false) && !mayGrant(caller, f)) throw new AppError('PERMISSION_DENIED', [`grant ${f}`]);
  }
  if ('scriptOverrides' in body && !sameOverrides(body.scriptOverrides, previous?.scriptOverrides) && !mayGrant(caller, 'scriptOverrides'))
    throw new AppError('PERMISSION_DENIED', ['grant scriptOverrides']);
  const password = typeof body.password === 'string' && body.password ? body.password : undefined;
  delete body.password;
  return { body, password };
}

/** The username of a new user: mandatory, per seed 000 §5.1, and becoming its registration. */
export function newUsername(body: Record<string, unknown>, tenant: string): string {
  const username = typeof body.username === 'string' ? body.username.trim() : '';
  if (!username) throw new AppError('MISSING_FIELD_IN_BODY', ['username']);
  if (!isValidUsername(username, tenant)) {
    throw new AppError('INVALID_FIELD_IN_BODY', ['username', `Should be a valid email or a valid string ending with @${tenant}`]);
  }
  return username;
}

/**
 * ?syncPerson=1: links the user to its person (personRegistration must exist) or creates an
 * individual person from the user's names and e-mail. Returns the registration of a person it created.
 */
export async function syncPerson(ctx: AppContext, q: Queryable, body: Record<string, unknown>, username: string, writer: string): Promise<string | undefined> {
  const person = ctx.registry.get('Person');
  if (typeof body.personRegistration === 'string' && body.personRegistration) {
    await ctx.store.get(q, person, body.personRegistration);
    return undefined;
  }
  const lastName = typeof body.lastName === 'string' && body.lastName.trim() ? body.lastName : username.split('@')[0];
  const created = await ctx.store.create(
    q,
    person,
    Object.fromEntries(Object.entries({ type: 'I', firstName: body.firstName, lastName, email: body.email, username }).filter(([, v]) => v != null)),
    { username: writer },
  );
  body.personRegistration = created.registration;
  return String(created.registration);
}

/** Whether the query asks for person synchronisation (?syncPerson=1 or true). */
export function wantsSyncPerson(request: FastifyRequest): boolean {
  const v = (request.query as Record<string, unknown> | undefined)?.syncPerson;
  return v === '1' || v === 'true';
}
