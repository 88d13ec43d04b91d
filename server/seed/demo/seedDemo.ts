import type { AppContext } from '../../context.ts';
import { setPassword } from '../../auth/credentials.ts';
import { billDemoContracts } from './billDemoContracts.ts';
import { brandDemoTenant } from './brand.ts';
import { seedBulkContracts } from './bulkContracts.ts';
import { cancelDeadCashflows } from './cancelDeadCashflows.ts';
import { seedCollectionCases } from './collectionCases.ts';
import { seedDemoBatches } from './demoBatches.ts';
import { generateDemoWorld } from './generateDemoWorld.ts';
import { seedVehicleInspections } from './vehicleInspections.ts';
import { seedAdministration } from './administration.ts';
import { seedAssetOperations } from './assetOperations.ts';
import { seedCatalogues } from './catalogues.ts';
import { seedClientRelations } from './clientRelations.ts';
import { seedWorkspace } from './workspace.ts';
import { seedDemoAccounting } from './accounting.ts';
import { seedDemoReferenceData } from './referenceData.ts';
import { seedDemoRefinancing } from './refinancing.ts';
import { seedDemoSupplierPayments } from './supplierPayments.ts';
import { seedDemoTreasury } from './treasury.ts';
import { writeDemoWorld } from './writeDemoWorld.ts';
import { DEMO_TENANT, DEMO_USERNAME } from './demoTenant.ts';

export { DEMO_TENANT, DEMO_USERNAME } from './demoTenant.ts';

export interface DemoSeedResult {
  /** The day the world was drawn around (docs/demo-data.md). */
  today: string;
  records: number;
  /** Registrations of the lessor's organizations. */
  organizations: string[];
}

/** A step of the demo after its world is written and billed: it runs the product's flows or writes records of one domain. */
type DemoStep = (ctx: AppContext, opts: { tenant: string; username: string; today: string }) => Promise<unknown>;

/**
 * The steps after billing, in order (docs/demo-data.md, "How it is built"): the treasury first, as
 * its bank statement pays some overdue invoices before the collection cases are drawn.
 */
const DEMO_STEPS: readonly DemoStep[] = [
  seedDemoTreasury,
  seedDemoAccounting,
  seedDemoRefinancing,
  seedDemoReferenceData,
  seedCollectionCases,
  seedDemoBatches,
  seedVehicleInspections,
  seedCatalogues,
  seedAssetOperations,
  seedClientRelations,
  seedWorkspace,
  seedAdministration,
  seedDemoSupplierPayments,
];

/**
 * Seeds the demo world in `master` (docs/demo-data.md): generated for `today` (the first start's
 * date, UTC, unless given), written in one transaction, then billed; `bulk` contracts are added
 * last (TABULA_DEMO_SIZE=large).
 */
export async function seedDemo(ctx: AppContext, opts: { today?: string; bulk?: number } = {}): Promise<DemoSeedResult> {
  const today = opts.today ?? new Date().toISOString().slice(0, 10);
  const world = generateDemoWorld(today);
  const keys = await ctx.db.withTenant(DEMO_TENANT, async (q) => {
    const written = await writeDemoWorld(ctx, q, world, { username: DEMO_USERNAME, tenant: DEMO_TENANT });
    await cancelDeadCashflows(ctx, q);
    return written;
  });
  const organizations = world.operations.flatMap((o) => (o.op === 'create' && o.entity === 'Person' && o.data.type === 'O' ? [String(keys.get(o.key))] : []));
  await billDemoContracts(ctx, { tenant: DEMO_TENANT, date: today, organizations, username: DEMO_USERNAME });
  for (const step of DEMO_STEPS) await step(ctx, { tenant: DEMO_TENANT, username: DEMO_USERNAME, today });
  await brandDemoTenant(ctx, DEMO_TENANT);
  // the large size's bulk contracts, once the world is whole (bulkContracts.ts)
  if (opts.bulk) await seedBulkContracts(ctx, { tenant: DEMO_TENANT, count: opts.bulk, today, username: DEMO_USERNAME, log: (line) => console.info(line) });
  return { today, records: keys.size, organizations };
}

/**
 * Gives every demo staff user (the users of the demo tenant but the first start's administrator)
 * the demo password, so each profile can be tried (docs/demo-data.md).
 */
export async function giveDemoPasswords(ctx: AppContext, password: string): Promise<void> {
  if (!ctx.registry.has('User')) return;
  return ctx.db.withTenant(DEMO_TENANT, async (q) => {
    const { rows } = await q.query<{ username: string }>(
      `SELECT data ->> 'username' AS username FROM ${ctx.registry.get('User').table} WHERE NOT coalesce((data ->> 'isAdmin')::boolean, false) ORDER BY 1`,
    );
    for (const row of rows) await setPassword(q, row.username, password);
  });
}
