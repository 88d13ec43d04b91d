import type { EntityInfo } from '../../engine/registry/types.ts';
import { PARTNER_ROLE } from './Database.ts';

/**
 * The partner policies of the entity tables (docs/permissions.md#partner-scope): restrictive
 * row-level security policies of the partner role only (Database.ts `PARTNER_ROLE`, the role of a
 * partner user's transactions, which also carry `app.partner`: partnerScope.ts). Restrictive: a
 * row must pass both the tenant policy and this one. The staff's transactions run as the app role:
 * their statements carry no partner condition (nor its weight in the planner's estimates). A
 * partner transaction without `app.partner` would see none of these rows.
 *
 * Which rows a partner sees:
 * - contracts and deals naming the partner in `persons` with the role PARTNER;
 * - agreements whose `partnerRegistration` is the partner;
 * - quotations of those deals or contracts (one naming neither: created by its users);
 * - persons: the partner itself, the persons named on its contracts and deals, and those its users
 *   created; prospects its users created;
 * - notes, documents and tasks attached to a record it sees; those attached to no partner-scoped
 *   record, created by its users.
 * "Its users": the users whose record names the partner (`partnerRegistration`). The same
 * conditions are the WITH CHECK of writes: a partner cannot write a row it could not read.
 */

const PARTNER = `current_setting('app.partner', true)`;

type Tables = Map<string, string>;

/** `created_by` is one of the partner's users (a scalar subquery: evaluated once per statement). */
function byItsUsers(t: Tables): string {
  const users = t.get('User');
  if (!users) return `created_by = current_setting('app.partner_user', true)`;
  return `created_by = ANY ((SELECT coalesce(array_agg(coalesce(u.data->>'username', u.registration)), '{}') FROM ${users} u WHERE u.data->>'partnerRegistration' = ${PARTNER})::text[])
      OR created_by = current_setting('app.partner_user', true)`;
}

/** The registrations of the persons named on the visible rows of a table with `persons`. */
function personsOf(table: string): string {
  return `SELECT e->>'personRegistration' FROM ${table} r,
      jsonb_array_elements(CASE WHEN jsonb_typeof(r.data->'persons') = 'array' THEN r.data->'persons' ELSE '[]'::jsonb END) e`;
}

/** `field` is empty, or names a row of `table` the partner sees (the subquery is read under its policies). */
function unsetOrVisible(field: string, table: string): string {
  return `(coalesce(data->>'${field}', '') = '' OR data->>'${field}' IN (SELECT registration FROM ${table}))`;
}

/** The condition of each partner-scoped entity, given the tables of the registry. */
function conditions(t: Tables): Record<string, string | undefined> {
  const named = `data->'persons' @> jsonb_build_array(jsonb_build_object('role', 'PARTNER', 'personRegistration', ${PARTNER}))`;
  const visibleTo = (names: string[]) => names.filter((n) => t.has(n)).map((n) => `registration IN (${personsOf(t.get(n)!)})`);
  // a quotation of a deal or contract follows it; one of neither is its users' own
  const quotationLinks = [['dealRegistration', 'Deal'], ['contractRegistration', 'Contract']].filter(([, n]) => t.has(n));
  const quotation = [
    ...quotationLinks.map(([field, n]) => unsetOrVisible(field, t.get(n)!)),
    `(${[...quotationLinks.map(([field]) => `coalesce(data->>'${field}', '') <> ''`), `(${byItsUsers(t)})`].join(' OR ')})`,
  ].join('\n      AND ');
  // a note, document or task attached to a partner-scoped record follows it; any other is its users' own
  const attachable = (['Contract', 'Deal', 'Quotation', 'Person', 'Prospect'] as const).filter((n) => t.has(n));
  const attachedTo = (n: string) => `(data->>'entityName' = '${n}' AND data->>'entityRegistration' IN (SELECT registration FROM ${t.get(n)}))`;
  const unattached = `(coalesce(data->>'entityName', '') NOT IN (${attachable.map((n) => `'${n}'`).join(', ')}) AND (${byItsUsers(t)}))`;
  const attachment = [...attachable.map(attachedTo), unattached].join('\n      OR ');
  return {
    Contract: named,
    Deal: named,
    Agreement: `data->>'partnerRegistration' = ${PARTNER}`,
    Quotation: quotation,
    Person: [`registration = ${PARTNER}`, ...visibleTo(['Contract', 'Deal']), byItsUsers(t)].join('\n      OR '),
    Prospect: byItsUsers(t),
    Note: attachment,
    Document: attachment,
    Task: attachment,
  };
}

/** The entities whose rows a partner user sees only in part. */
export const PARTNER_SCOPED_ENTITIES = ['Contract', 'Deal', 'Agreement', 'Quotation', 'Person', 'Prospect', 'Note', 'Document', 'Task'] as const;

/**
 * The DDL of the partner policies of the registry's tables (idempotent), run after every table
 * exists since a policy reads other tables (a quotation is visible through its deal).
 */
export function partnerPoliciesSql(entities: readonly EntityInfo[]): string {
  const tables: Tables = new Map(entities.filter((e) => !e.dyno).map((e) => [e.name, e.table]));
  const byEntity = conditions(tables);
  return PARTNER_SCOPED_ENTITIES.filter((name) => tables.has(name) && byEntity[name])
    .map((name) => {
      const table = tables.get(name)!;
      const condition = byEntity[name];
      return `
    DROP POLICY IF EXISTS partner_scope ON ${table};
    CREATE POLICY partner_scope ON ${table} AS RESTRICTIVE TO ${PARTNER_ROLE}
      USING (${condition})
      WITH CHECK (${condition});`;
    })
    .join('\n');
}
