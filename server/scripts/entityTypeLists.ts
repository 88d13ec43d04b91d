import type { LookupItem } from '../../engine/scripts/lookupItems.ts';
import type { AppContext } from '../context.ts';
import type { Queryable } from '../db/Database.ts';
import { ENTITY_DOCUMENT_TYPES } from '../defaults/entityDocumentTypes.ts';
import { dynoDescriptorProblems } from '../dyno/descriptorProblems.ts';
import { AUDIT_COLLECTIONS } from '../entities/auditCollections.ts';
import { loadWorkflowOf } from '../workflow/loadWorkflow.ts';
import { readConfigItem } from './readConfigItem.ts';

/** The tenant lists an entity's own type lists are drawn from. */
export const DOCUMENT_TYPE_LIST = 'documentType';
export const HISTORY_TYPE_LIST = 'historyType';

/** A dyno entity's type list name: `dyno{Name}DocumentType`, `dyno{Name}HistoryType`. */
const DYNO_TYPE_LIST = /^(dyno[A-Z][A-Za-z0-9]*)(DocumentType|HistoryType)$/;
const DYNO_NAME = /^dyno[A-Z]/;
const DYNO_DESCRIPTORS_ITEM = 'dyno-descriptors';

type Kind = 'DocumentType' | 'HistoryType';
/** Reads lists of the transaction's tenant by name (server/scripts/lookupLists.ts). */
export type ListReader = (names: string[]) => Promise<(LookupItem[] | undefined)[]>;

/** The entity and kind of an `{entity}DocumentType` / `{entity}HistoryType` list name, or undefined. */
export function typeListEntity(ctx: Pick<AppContext, 'registry'>, listName: string): { entity: string; kind: Kind } | undefined {
  for (const info of ctx.registry.all()) {
    if (info.dyno) continue;
    if (info.documentType === listName) return { entity: info.name, kind: 'DocumentType' };
    if (info.historyType === listName) return { entity: info.name, kind: 'HistoryType' };
  }
  const dyno = DYNO_TYPE_LIST.exec(listName);
  return dyno ? { entity: dyno[1], kind: dyno[2] as Kind } : undefined;
}

/** A registered entity, or a dyno entity the transaction's tenant declares. */
async function declared(ctx: AppContext, q: Queryable, entity: string): Promise<boolean> {
  if (!DYNO_NAME.test(entity)) return true;
  const item = await readConfigItem<unknown>(q, DYNO_DESCRIPTORS_ITEM).catch(() => undefined);
  return dynoDescriptorProblems(item, (name) => ctx.registry.has(name)).descriptors.some((d) => d.name === entity);
}

/**
 * The values of an entity's document type or history type list (seed 000 §3.1) for a tenant that
 * has no List record of that name. `{entity}DocumentType`: the tenant's `documentType` items the
 * entity's documents take (server/defaults/entityDocumentTypes.ts; all of them for an entity not
 * named there). `{entity}HistoryType`: the tenant's `historyType` items its history records
 * (CREATE, UPDATE, DELETE; TRANSITION only when the entity has a workflow in the tenant); none for
 * the audit collections, which keep no history. Labels as the tenant's list gives them
 * (translated when it is). Undefined when the name is no such list or the source list is missing.
 */
export async function entityTypeItems(ctx: AppContext, q: Queryable, listName: string, read: ListReader): Promise<LookupItem[] | undefined> {
  const found = typeListEntity(ctx, listName);
  if (!found || !(await declared(ctx, q, found.entity))) return undefined;
  if (found.kind === 'DocumentType') {
    const [all] = await read([DOCUMENT_TYPE_LIST]);
    const wanted = ENTITY_DOCUMENT_TYPES[found.entity];
    if (!all || !wanted) return all;
    const own = all.filter((item) => wanted.includes(item.value));
    // a tenant whose documentType list has none of them still gets its types
    return own.length ? own : all;
  }
  if (AUDIT_COLLECTIONS.has(found.entity)) return [];
  const [all] = await read([HISTORY_TYPE_LIST]);
  if (!all) return undefined;
  const workflow = await loadWorkflowOf(ctx, q, found.entity).catch(() => null);
  return workflow ? all : all.filter((item) => item.value !== 'TRANSITION');
}
