import type { LookupItem } from '../../engine/scripts/lookupItems.ts';
import type { AppContext } from '../context.ts';
import type { Queryable } from '../db/Database.ts';
import { loadWorkflowOf } from './loadWorkflow.ts';

/** A dyno entity's status list name: `dyno{Name}Status` (the configurator's column list). */
const DYNO_STATUS_LIST = /^(dyno[A-Z][A-Za-z0-9]*)Status$/;

/** The entity whose status list `listName` is (`{entity}Status`, registered or dyno), or undefined. */
export function statusListEntity(ctx: Pick<AppContext, 'registry'>, listName: string): string | undefined {
  const registered = ctx.registry.all().find((i) => i.statusList === listName && !i.dyno);
  return registered?.name ?? DYNO_STATUS_LIST.exec(listName)?.[1];
}

/**
 * The statuses of an entity's workflow as the values of its status list, for a tenant that has no
 * List record of that name: `{value: code, label}` in the workflow's order. Undefined when the name
 * is no entity's status list, or the entity has no (readable) workflow. So a status column never
 * shows codes, whether the workflow came from the configurator or was saved by hand on /scripts.
 */
export async function workflowStatusItems(ctx: AppContext, q: Queryable, listName: string): Promise<LookupItem[] | undefined> {
  const entityName = statusListEntity(ctx, listName);
  if (!entityName) return undefined;
  const definition = await loadWorkflowOf(ctx, q, entityName).catch(() => null);
  if (!definition?.statuses.length) return undefined;
  return definition.statuses.map((s) => ({ value: s.code, label: s.label || s.code }));
}
