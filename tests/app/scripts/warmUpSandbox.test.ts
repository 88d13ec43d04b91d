import { describe, expect, it } from 'vitest';
import { browserSandbox } from '../../../app/scripts/browserSandbox.ts';
import { warmUpSandbox } from '../../../app/scripts/warmUpSandbox.ts';

describe('warmUpSandbox (the shell, once idle)', () => {
  it("opens the tenant's realm in the browser's sandbox once: the first layout script then runs in a warm realm", async () => {
    const tenant = 'warm-up-test';
    const sandbox = await browserSandbox();
    const before = sandbox.stats();
    expect(sandbox.memory(tenant)).toBeUndefined();
    await warmUpSandbox(tenant);
    await warmUpSandbox(tenant);
    expect(sandbox.stats()).toMatchObject({ runs: before.runs + 1, failures: before.failures });
    expect(sandbox.memory(tenant)).toBeDefined();
    const layout = await sandbox.run({ tenant, kind: 'layout', name: 'contract-layout', code: 'function execute(ctx) { return { cards: [], entity: ctx.entity }; }', ctx: { entity: 'Contract', data: {}, user: {}, params: {} } });
    expect(layout).toEqual({ cards: [], entity: 'Contract' });
  });
});
