import { AppError } from '../../engine/errors/AppError.ts';
import type { EntityInfo } from '../../engine/registry/types.ts';
import type { ConversionRequest } from '../workflow/conversion.ts';
import type { AppContext } from '../context.ts';
import type { Queryable } from '../db/Database.ts';
import { loadWorkflow } from '../workflow/loadWorkflow.ts';

type Rec = Record<string, unknown>;

/** Prospect fields never copied: the person draws its own key, status and audit fields. */
const NOT_COPIED = new Set([
  '_id', 'registration', 'status', 'username', 'organization', 'personRegistration', 'prospectRegistration',
  '_version', '_insertDate', '_insertUser', '_updateDate', '_updateUser',
]);

/** The person made from a prospect: every field the Person schema has (type, names, addresses, contacts, bank accounts...). */
export function personFromProspect(prospect: Rec, person: EntityInfo): Rec {
  const known = new Set(Object.keys(person.schema.properties ?? {}));
  const data: Rec = {};
  for (const [key, value] of Object.entries(prospect)) {
    if (!NOT_COPIED.has(key) && known.has(key) && value !== undefined) data[key] = structuredClone(value);
  }
  data.prospectRegistration = prospect.registration;
  return data;
}

/** Moves the records of `entity` (documents, notes) attached to the prospect onto the person. */
async function relink(ctx: AppContext, q: Queryable, entity: string, from: string, to: string, username: string): Promise<number> {
  if (!ctx.registry.has(entity)) return 0;
  const info = ctx.registry.get(entity);
  const { rows } = await q.query<{ registration: string }>(
    `SELECT registration FROM ${info.table} WHERE data->>'entityName' = 'Prospect' AND data->>'entityRegistration' = $1`,
    [from],
  );
  for (const row of rows) await ctx.store.update(q, info, row.registration, { entityName: 'Person', entityRegistration: to }, { username });
  return rows.length;
}

/**
 * The `prospectToPerson` converter of the Prospect workflow's *Convert to person* transition
 * (issue 15 item 7), in the transition's transaction: creates the Person from the prospect's data
 * (same type, addresses, contacts, bank accounts and mandates...), moves the prospect's documents
 * and notes onto it, and links both (`person.prospectRegistration`, `prospect.personRegistration`).
 * A prospect already linked to a person is refused (409 PROSPECT_ALREADY_CONVERTED) and nothing
 * is written. Answers the prospect as it ends.
 */
export async function convertProspect({ ctx, q, record, username, tenant }: ConversionRequest): Promise<Rec> {
  const registration = String(record.registration);
  const linked = typeof record.personRegistration === 'string' && record.personRegistration ? record.personRegistration : undefined;
  if (linked) throw new AppError('PROSPECT_ALREADY_CONVERTED', [registration, linked]);
  const personInfo = ctx.registry.get('Person');
  const data = personFromProspect(record, personInfo);
  // a server write sets its own status: the person starts in its workflow's first one
  const workflow = await loadWorkflow(ctx, q, personInfo);
  if (workflow?.initialStatus) data.status = workflow.initialStatus;
  const person = await ctx.store.create(q, personInfo, data, { username, tenant });
  const personRegistration = String(person.registration);
  await relink(ctx, q, 'Document', registration, personRegistration, username);
  await relink(ctx, q, 'Note', registration, personRegistration, username);
  return ctx.store.update(q, ctx.registry.get('Prospect'), registration, { personRegistration }, { username, tenant });
}
