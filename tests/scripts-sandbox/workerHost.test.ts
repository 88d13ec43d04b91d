import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ScriptError } from '../../scripts-sandbox/index.ts';
import { createWorkerSandbox, type WorkerSandbox } from '../../scripts-sandbox/node.ts';

let sandbox: WorkerSandbox;
beforeAll(async () => {
  sandbox = await createWorkerSandbox({ workers: 2, maxQueue: 50 });
});
afterAll(() => sandbox.close());

describe('the worker host', () => {
  it('runs a kind-checked script and answers its result', async () => {
    expect(await sandbox.run({ tenant: 'acme', kind: 'layout', name: 'l', code: 'function execute(ctx) { return { entity: ctx.entity, mode: ctx.mode }; }', ctx: { entity: 'Person' } })).toEqual({ entity: 'Person', mode: 'view' });
  });

  it('serves asynchronous capabilities to the script synchronously', async () => {
    const capabilities = {
      readEntity: async (args: unknown, call: { tenant: string }) => {
        await new Promise((resolve) => setTimeout(resolve, 5));
        return { args: args as never, tenant: call.tenant };
      },
      notFound: async () => {
        throw Object.assign(new Error('Person "P-9" not found'), { status: 404 });
      },
      broken: async () => {
        throw new Error('ECONNREFUSED 10.0.0.5');
      },
    };
    const code = `function execute(ctx) {
      const read = ctx.host.readEntity({ id: "P-1" });
      const errors = ["notFound", "broken"].map((name) => { try { ctx.host[name](); } catch (e) { return e.name + ": " + e.message; } });
      return { read, errors };
    }`;
    expect(await sandbox.run({ tenant: 'acme', kind: 'run', name: 'reader', code, capabilities })).toEqual({
      read: { args: { id: 'P-1' }, tenant: 'acme' },
      errors: ['CapabilityError: notFound: Person "P-9" not found', 'CapabilityError: Capability broken failed'],
    });
  });

  it('rejects with the ScriptError of the worker', async () => {
    const error = await sandbox.run({ tenant: 'acme', kind: 'layout', name: 'person-layout', code: 'function render() {}', ctx: { entity: 'Person' } }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ScriptError);
    expect(error).toMatchObject({ code: 'SCRIPT_NO_EXECUTE', message: 'Layout script person-layout does not have an execute() function' });
  });

  it('runs concurrent requests on its workers, for several tenants', async () => {
    const runs = Array.from({ length: 20 }, (_, i) => sandbox.run({ tenant: `t${i % 4}`, kind: 'run', name: 'n', code: 'function execute(ctx) { return ctx.body; }', ctx: { body: i } }));
    expect(await Promise.all(runs)).toEqual(Array.from({ length: 20 }, (_, i) => i));
    expect(sandbox.stats()).toMatchObject({ workers: 2, busy: 0, queued: 0 });
  });

  it('refuses runs beyond its queue', async () => {
    const code = 'function execute() { const end = Date.now() + 20; while (Date.now() < end) {} return 1; }';
    const outcomes = await Promise.allSettled(Array.from({ length: 60 }, () => sandbox.run({ tenant: 'acme', kind: 'run', name: 'slow', code })));
    const refused = outcomes.filter((outcome) => outcome.status === 'rejected').map((outcome) => (outcome as PromiseRejectedResult).reason as ScriptError);
    expect(refused.length).toBeGreaterThan(0);
    expect(refused[0].code).toBe('SANDBOX_BUSY');
  });
});
