// Sandbox benchmark (`npx tsx bench/sandbox.ts`): figures, never a failure. Targets of issue 6:
// warm p95 < 50 us, cold < 1 ms. Timings on a loaded machine are noisy: read them as orders.
import os from 'node:os';
import { createSandbox, type JsonObject, type Sandbox } from '../scripts-sandbox/index.ts';
import { createWorkerSandbox, loadNodeModule } from '../scripts-sandbox/node.ts';
import { figures, printTable, timeSync, type Figures } from './sandbox/measure.ts';
import { LEGAL_PERSON, NATURAL_PERSON, PERSON_LAYOUT_SCRIPT } from './sandbox/personLayout.ts';

const TINY = 'function execute(ctx) { return { next: ctx.params.n + 1 }; }';
// Long enough for the spare realm (made on a timer after each cold call) to be ready again.
const idle = () => new Promise((resolve) => setTimeout(resolve, 25));
const layoutCtx = (i: number): JsonObject => ({
  entity: 'Person', type: i % 2 ? 'legal' : 'natural', mode: i % 3 ? 'view' : 'edit',
  data: i % 2 ? LEGAL_PERSON : NATURAL_PERSON, user: { id: 'u1', roles: ['admin'] },
});

async function cold(sandbox: Sandbox, count: number): Promise<number[]> {
  const durations: number[] = [];
  for (let i = 0; i < count + 5; i++) {
    sandbox.reset('cold');
    await idle();
    const start = process.hrtime.bigint();
    sandbox.run({ tenant: 'cold', kind: 'layout', name: 'tiny', code: TINY, ctx: { entity: 'Person', params: { n: i } } });
    if (i >= 5) durations.push(Number(process.hrtime.bigint() - start) / 1000);
  }
  return durations;
}

const rows: Figures[] = [];
const sandbox = await createSandbox({ loadModule: loadNodeModule });
const warm = (i: number) => sandbox.run({ tenant: 'warm', kind: 'layout', name: 'tiny', code: TINY, ctx: { entity: 'Person', params: { n: i } } });
rows.push(figures('warm call (tiny layout script, warm tenant)', timeSync(20_000, 2_000, warm), 'p95 < 50 us'));
rows.push(figures('cold call (new tenant context; spare realm ready)', await cold(sandbox, 200), '< 1 ms'));
const eager = await createSandbox({ loadModule: loadNodeModule, prepareAhead: false });
rows.push(figures('cold call (new context hardened during the call)', await cold(eager, 100), '< 1 ms'));
const layout = (i: number) => sandbox.run({ tenant: 'warm', kind: 'layout', name: 'person-layout', code: PERSON_LAYOUT_SCRIPT, ctx: layoutCtx(i) });
rows.push(figures('person layout (~100 lines -> screen model, warm)', timeSync(5_000, 500, layout), 'none (figure)'));

const workers = await createWorkerSandbox({ workers: 1 });
const roundTrips: number[] = [];
for (let i = 0; i < 2_200; i++) {
  const start = process.hrtime.bigint();
  await workers.run({ tenant: 'warm', kind: 'layout', name: 'tiny', code: TINY, ctx: { entity: 'Person', params: { n: i } } });
  if (i >= 200) roundTrips.push(Number(process.hrtime.bigint() - start) / 1000);
}
rows.push(figures('worker host round trip (tiny script, warm tenant)', roundTrips, 'none (server path)'));
await workers.close();

const model = sandbox.run<JsonObject>({ tenant: 'warm', kind: 'layout', name: 'person-layout', code: PERSON_LAYOUT_SCRIPT, ctx: layoutCtx(0) });
console.log(`QuickJS sandbox, Node ${process.version}, ${os.cpus().length} CPU(s), load average ${os.loadavg()[0].toFixed(1)}`);
printTable(rows);
console.log(`person layout model: ${JSON.stringify(model).length} characters of JSON, ${(model.cards as unknown[]).length} cards`);
sandbox.dispose();
eager.dispose();
