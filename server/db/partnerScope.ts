import { AsyncLocalStorage } from 'node:async_hooks';

/**
 * The partner scope of a request (docs/permissions.md, partner profile): a signed-in dealer or
 * broker sees only the rows of its partner. The scope travels with the request's asynchronous flow,
 * and every tenant transaction opened in it sets `app.partner` and `app.partner_user`
 * ({@link partnerSettingsSql}), which the partner policies of the entity tables read
 * (partnerPolicies.ts): the database refuses the other rows on every path, whatever the route.
 */
export interface PartnerScope {
  /** Registration of the partner person (the dealer or broker company) the user works for. */
  partner: string;
  /** The signed-in user (`created_by` of the rows it writes). */
  username: string;
}

/**
 * The scope of a partner user whose record names no partner: no partner-scoped row is its own.
 * Never a registration (registrations hold no space).
 */
export const NO_PARTNER = 'no partner';

const storage = new AsyncLocalStorage<PartnerScope>();
let holding = 0;

/** The partner scope of the current asynchronous flow, or undefined (staff, start-up, cron, jobs). */
export function currentPartnerScope(): PartnerScope | undefined {
  return holding > 0 ? storage.getStore() : undefined;
}

/**
 * Runs `fn` (and everything it starts) in a partner scope; the storage is disabled again when no
 * flow holds one, so requests of the staff cost no asynchronous hook (as requestContext.ts does).
 * `release` is called when the request is over (its answer sent).
 */
export function runInPartnerScope(scope: PartnerScope, fn: () => void): () => void {
  holding++;
  let released = false;
  storage.run({ ...scope }, fn);
  return () => {
    if (released) return;
    released = true;
    if (--holding === 0) storage.disable();
  };
}

/** A text as an SQL string literal (quotes doubled; standard_conforming_strings is on). */
function literal(text: string): string {
  if (text.includes('\0')) throw new Error('invalid partner scope');
  return `'${text.replace(/'/g, "''")}'`;
}

/**
 * The transaction-local settings of the current partner scope, to append to a tenant
 * transaction's start (Database.ts `enterTenantSql`), or '' outside one. Settings of a
 * transaction (`set_config(…, true)`), so a pooled connection never keeps them.
 */
export function partnerSettingsSql(): string {
  const scope = currentPartnerScope();
  if (!scope) return '';
  return `, set_config('app.partner', ${literal(scope.partner || NO_PARTNER)}, true), set_config('app.partner_user', ${literal(scope.username)}, true)`;
}
