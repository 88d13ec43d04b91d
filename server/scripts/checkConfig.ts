import { planConfigSync, type ConfigPlan, type ShippedItem } from '../../engine/scripts/checkConfigPlan.ts';
import { emptyCheckConfigAnswer, type CheckConfigAnswer } from '../../engine/scripts/CheckConfigAnswer.ts';
import type { EntityInfo } from '../../engine/registry/types.ts';
import type { AppContext } from '../context.ts';
import type { Queryable } from '../db/Database.ts';
import { bulkInsert } from './bulkInsert.ts';
import { listHash, scriptHash } from './configHash.ts';
import { listInfo, scriptInfo } from './scriptRecords.ts';
import { shippedConfig } from './shippedConfig.ts';
import { seedWorkflows } from '../workflow/seedWorkflows.ts';
import { upgradeStoredWorkflows } from '../workflow/upgradeStoredWorkflows.ts';

type Rec = Record<string, unknown>;

/** Marks records written by a sync; `shippedHash` is the hash of what it wrote. */
export const SHIPPED_ORIGIN = 'shipped';
const SYSTEM = { username: 'system' };

interface Collection {
  info: EntityInfo;
  hash: (r: Rec) => string;
  shipped: Map<string, Rec>;
}

async function planFor(q: Queryable, c: Collection): Promise<ConfigPlan> {
  const { rows } = await q.query<{ name: string | null; data: Rec }>(`SELECT name, data FROM ${c.info.table}`);
  const tenant = rows
    .filter((r) => r.name)
    .map((r) => ({
      name: r.name as string,
      origin: typeof r.data.origin === 'string' ? r.data.origin : null,
      shippedHash: typeof r.data.shippedHash === 'string' ? r.data.shippedHash : null,
      currentHash: c.hash(r.data),
    }));
  const shipped: ShippedItem[] = [...c.shipped.entries()].map(([name, r]) => ({ name, hash: c.hash(r) }));
  return planConfigSync(shipped, tenant);
}

/** Applies one change in a savepoint, so a failing record is reported and the others still sync. */
async function apply(q: Queryable, errors: CheckConfigAnswer['errors'], tenant: string, name: string, fn: () => Promise<unknown>): Promise<boolean> {
  await q.exec('SAVEPOINT config_item');
  try {
    await fn();
    await q.exec('RELEASE SAVEPOINT config_item');
    return true;
  } catch (err) {
    await q.exec('ROLLBACK TO SAVEPOINT config_item');
    errors.push({ tenant, name, message: err instanceof Error ? err.message : String(err) });
    return false;
  }
}

/** How a sync writes: `dryRun` only plans; `bulk` inserts missing records in one statement (seeding). */
export interface SyncOptions {
  dryRun?: boolean;
  bulk?: boolean;
}

async function syncCollection(ctx: AppContext, q: Queryable, tenant: string, c: Collection, opts: SyncOptions, errors: CheckConfigAnswer['errors']) {
  const plan = await planFor(q, c);
  if (opts.dryRun) return plan;
  const done: ConfigPlan = { insert: [], update: [], delete: [], user: plan.user };
  const body = (name: string) => {
    const r = c.shipped.get(name) as Rec;
    return { ...r, shippedHash: c.hash(r) };
  };
  const created = (name: string) => ({ ...body(name), registration: name, enabled: true, origin: SHIPPED_ORIGIN });
  if (opts.bulk) done.insert.push(...(await bulkInsert(q, c.info, plan.insert.map(created), SYSTEM.username)));
  for (const name of opts.bulk ? [] : plan.insert) {
    if (await apply(q, errors, tenant, name, () => ctx.store.create(q, c.info, created(name), SYSTEM))) done.insert.push(name);
  }
  for (const name of plan.update) {
    if (await apply(q, errors, tenant, name, () => ctx.store.update(q, c.info, name, body(name), SYSTEM))) done.update.push(name);
  }
  for (const name of plan.delete) {
    if (await apply(q, errors, tenant, name, () => ctx.store.remove(q, c.info, name, SYSTEM))) done.delete.push(name);
  }
  return done;
}

/**
 * Re-syncs the shipped configuration (server/defaults/scripts and lists) into the current tenant:
 * the answer of GET /api/core/tenants/check-config for one tenant (seed 002 §7). Records the tenant
 * created or edited are never overwritten (see planConfigSync).
 */
export async function syncTenantConfig(ctx: AppContext, q: Queryable, tenant: string, opts: SyncOptions = {}): Promise<CheckConfigAnswer> {
  const { scripts, lists } = shippedConfig();
  const answer = emptyCheckConfigAnswer();
  const s = await syncCollection(ctx, q, tenant, { info: scriptInfo(ctx), hash: scriptHash, shipped: new Map(scripts.map((x) => [x.name, { ...x }])) }, opts, answer.errors);
  const l = await syncCollection(ctx, q, tenant, { info: listInfo(ctx), hash: listHash, shipped: new Map(lists.map((x) => [x.name, { ...x }])) }, opts, answer.errors);
  Object.assign(answer, {
    insertedScripts: s.insert,
    updatedScripts: s.update,
    deletedScripts: s.delete,
    userScripts: s.user,
    insertedLists: l.insert,
    updatedLists: l.update,
    deletedLists: l.delete,
    userLists: l.user,
  });
  // the shipped workflows a tenant lacks (one added by a later version): never replaces its own
  if (!opts.dryRun) await seedWorkflows(ctx, q);
  // and brings the stored ones of an earlier release to the current model
  if (!opts.dryRun) await upgradeStoredWorkflows(ctx, q);
  return answer;
}
