import { applyBatchAction } from '../../batches/applyBatchAction.ts';
import type { BatchJob } from '../../batches/batchJob.ts';
import { processBatch } from '../../batches/processBatch.ts';
import type { AppContext } from '../../context.ts';
import { createSandboxRunner } from '../../scripts/runInSandbox.ts';

/** The demo's batches: the shipped person-risk-class script run over the individuals, then the professionals. */
const DEMO_BATCHES = [
  { name: 'Risk classes of individuals', query: 'type=I' },
  { name: 'Risk classes of professionals', query: 'type=P' },
];

/**
 * Runs the demo's batches to their end (docs/batches.md, docs/demo-data.md): mass updates of the
 * persons' risk classes by the shipped run script, with their per-record logs, as an administrator
 * would have run them from the batch page. Call it outside any transaction.
 */
export async function seedDemoBatches(ctx: AppContext, opts: { tenant: string; username: string }): Promise<string[]> {
  if (!ctx.registry.has('Batch') || !ctx.registry.has('Person')) return [];
  const runner = createSandboxRunner();
  const job: BatchJob = { ctx, runner, tenant: opts.tenant, username: opts.username, locale: 'en' };
  const registrations: string[] = [];
  try {
    for (const demo of DEMO_BATCHES) {
      const batch = await ctx.db.withTenant(opts.tenant, (q) =>
        ctx.store.create(
          q,
          ctx.registry.get('Batch'),
          { name: demo.name, type: 'MASS_UPDATE', scriptName: 'person-risk-class', parameters: { entityName: 'Person', query: demo.query, chunkSize: 50 } },
          { username: opts.username, tenant: opts.tenant },
        ),
      );
      const registration = String(batch.registration);
      await applyBatchAction(job, registration, 'DO');
      await processBatch(job, registration);
      registrations.push(registration);
    }
  } finally {
    await runner.close();
  }
  return registrations;
}
