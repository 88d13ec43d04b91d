import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSandbox, ScriptError, type Capabilities, type CapabilityCall, type JsonObject, type RunReport, type Sandbox } from '../../scripts-sandbox/index.ts';
import { loadNodeModule } from '../../scripts-sandbox/node.ts';
import { attempt, failure, openSandbox, success } from './sandboxHelpers.ts';

let sandbox: Sandbox;
beforeAll(async () => {
  sandbox = await openSandbox();
});
afterAll(() => sandbox.dispose());

describe('execute(ctx)', () => {
  it('copies ctx in and the JSON result out', async () => {
    const value = await success(sandbox, { code: 'function execute(ctx) { return { method: ctx.method, q: ctx.query.q, twice: ctx.body.n * 2 }; }', ctx: { method: 'POST', query: { q: 'x' }, body: { n: 21 } } });
    expect(value).toEqual({ method: 'POST', q: 'x', twice: 42 });
  });

  it('gives the script a copy: mutating ctx leaves the caller object alone', async () => {
    const ctx: JsonObject = { body: { list: [1, 2], nested: { a: 1 } } };
    await success(sandbox, { code: 'function execute(ctx) { ctx.body.list.push(3); ctx.body.nested.a = 99; delete ctx.body.list; return null; }', ctx });
    expect(ctx).toEqual({ body: { list: [1, 2], nested: { a: 1 } } });
  });

  it('accepts the export form and async functions', async () => {
    expect(await success(sandbox, { code: 'export function execute(ctx) { return "exported"; }' })).toBe('exported');
    expect(await success(sandbox, { code: 'export async function execute(ctx) { const v = await Promise.resolve(20); return v + 1; }' })).toBe(21);
    expect(await success(sandbox, { code: 'const execute = (ctx) => ctx.method;' })).toBe('GET');
  });

  it('says which script has no execute(), in the wording of its kind', async () => {
    const layout = await failure(sandbox, { kind: 'layout', name: 'person-layout-natural', code: 'function render() {}', ctx: { entity: 'Person' } });
    expect(layout.message).toBe('Layout script person-layout-natural does not have an execute() function');
    expect(layout.code).toBe('SCRIPT_NO_EXECUTE');
    const check = await failure(sandbox, { kind: 'format-check', name: 'iban', code: 'const execute = 3;' });
    expect(check.message).toBe('Format-check script iban does not have an execute() function');
  });

  it('reports a thrown error with the script name, its message and its line', async () => {
    const error = await failure(sandbox, { name: 'broken', code: 'function execute(ctx) {\n  const person = null;\n  return person.name;\n}' });
    expect(error.message).toBe("Script broken failed at line 3: TypeError: cannot read property 'name' of null");
    expect(error).toMatchObject({ code: 'SCRIPT_THREW', line: 3, script: 'broken', status: 422 });
    expect(error.toBody()).toEqual({ status: 422, code: 'SCRIPT_THREW', message: error.message });
  });

  it('reports a syntax error with its line, before running anything', async () => {
    const error = await failure(sandbox, { name: 'typo', code: 'function execute(ctx) {\n  return {;\n}' });
    expect(error.code).toBe('SCRIPT_SYNTAX_ERROR');
    expect(error.message).toMatch(/^Script typo has a syntax error at line 2: /);
  });

  it('refuses source that would close its wrapper early', async () => {
    const error = await failure(sandbox, { code: '}); let shared = 1; (function () { function execute() { return shared; }' });
    expect(error.code).toBe('SCRIPT_SYNTAX_ERROR');
  });

  it('refuses unknown kinds, oversized code and oversized input with 400 errors', async () => {
    expect((await failure(sandbox, { kind: 'nope', code: 'function execute() {}' })).message).toBe('Unknown script kind "nope"');
    const longCode = await failure(sandbox, { code: `function execute() { return 1; } // ${'x'.repeat(600_000)}` });
    expect(longCode).toMatchObject({ code: 'SCRIPT_CODE_TOO_LARGE', status: 400 });
    const bigInput = await failure(sandbox, { code: 'function execute() { return 1; }', ctx: { body: 'x'.repeat(5_000_000) } });
    expect(bigInput).toMatchObject({ code: 'SCRIPT_INPUT_TOO_LARGE', status: 400 });
  });

  it('applies per-run limits within the caps, and refuses limits out of bounds', async () => {
    const error = await failure(sandbox, { code: 'function execute() { return "x".repeat(200); }', limits: { maxOutputChars: 100 } });
    expect(error.message).toBe('Script test-script returned 202 characters of JSON, over the limit of 100');
    await expect(attempt(sandbox, { code: 'function execute() {}', limits: { maxStackBytes: 10 * 1024 * 1024 } })).rejects.toThrow(RangeError);
    await expect(createSandbox({ loadModule: loadNodeModule, limits: { memoryPages: 100 } })).rejects.toThrow(/memoryPages/);
  });
});

describe('capabilities', () => {
  const calls: { args: unknown; call: CapabilityCall }[] = [];
  const capabilities: Capabilities = {
    readEntity: (args, call) => {
      calls.push({ args, call });
      return { id: (args as JsonObject).id, tenant: call.tenant };
    },
    now: () => '2025-01-01T00:00:00.000Z',
    broken: () => {
      throw new Error('connection to 10.0.0.5:5432 refused (password=secret)');
    },
    notFound: () => {
      throw Object.assign(new Error('Person "P-1" not found'), { status: 404 });
    },
    later: () => Promise.resolve(1) as never,
  };

  it('are called with JSON arguments and the run tenant, answering JSON', async () => {
    const value = await success(sandbox, { tenant: 'acme', kind: 'run', name: 'reader', code: 'function execute(ctx) { return [ctx.host.readEntity({ id: "P-1", tenant: "other" }), ctx.host.now()]; }', capabilities });
    expect(value).toEqual([{ id: 'P-1', tenant: 'acme' }, '2025-01-01T00:00:00.000Z']);
    expect(calls.at(-1)).toEqual({ args: { id: 'P-1', tenant: 'other' }, call: { tenant: 'acme', kind: 'run', name: 'reader' } });
  });

  it('only the granted ones exist, and ctx.host is frozen', async () => {
    const value = await success(sandbox, { code: 'function execute(ctx) { ctx.host.extra = 1; return 0; }', capabilities: { now: capabilities.now } }).catch((error: ScriptError) => error.message);
    expect(value).toMatch(/not extensible|read-only|frozen/);
    expect(await success(sandbox, { code: 'function execute(ctx) { return Object.keys(ctx.host); }', capabilities: { now: capabilities.now } })).toEqual(['now']);
  });

  it('host failures reach the script as a CapabilityError without host details', async () => {
    const code = 'function execute(ctx) { try { ctx.host.broken(); } catch (e) { return [e.name, e.message, e instanceof Error]; } }';
    expect(await success(sandbox, { code, capabilities })).toEqual(['CapabilityError', 'Capability broken failed', true]);
    const readable = 'function execute(ctx) { try { ctx.host.notFound(); } catch (e) { return e.message; } }';
    expect(await success(sandbox, { code: readable, capabilities })).toBe('notFound: Person "P-1" not found');
  });

  it('an asynchronous capability is refused in the in-thread sandbox', async () => {
    const error = await failure(sandbox, { code: 'function execute(ctx) { return ctx.host.later(); }', capabilities });
    expect(error.message).toContain('Capability later is asynchronous');
  });

  it('a capability cannot run another script (no re-entrance)', async () => {
    const nested: Capabilities = { nested: () => sandbox.run({ tenant: 'acme', kind: 'run', name: 'inner', code: 'function execute() { return 1; }' }) };
    const value = await success(sandbox, { code: 'function execute(ctx) { try { return ctx.host.nested(); } catch (e) { return e.message; } }', capabilities: nested });
    expect(value).toBe('Capability nested failed');
  });
});

describe('the runtime pool', () => {
  it('keeps one warm runtime per tenant, reused run after run', async () => {
    const local = await openSandbox({ maxTenants: 2 });
    const code = 'function execute() { return 1; }';
    await success(local, { tenant: 'a', code });
    const before = local.memory('a');
    for (let i = 0; i < 20; i++) await success(local, { tenant: 'a', code });
    expect(local.stats().tenants).toBe(1);
    expect(local.memory('a')?.objects).toBe(before?.objects);
    await success(local, { tenant: 'b', code });
    await success(local, { tenant: 'c', code });
    expect(local.stats().tenants).toBe(2);
    expect(local.memory('a')).toBeUndefined();
    local.reset('b');
    expect(local.stats().tenants).toBe(1);
    local.dispose();
  });

  it('reports every run, with its duration and error', async () => {
    const reports: RunReport[] = [];
    const local = await createSandbox({ loadModule: loadNodeModule, onRun: (report) => reports.push(report) });
    local.run({ tenant: 't', kind: 'run', name: 'fine', code: 'function execute() { return 1; }' });
    expect(() => local.run({ tenant: 't', kind: 'run', name: 'bad', code: 'function execute() { throw new Error("no"); }' })).toThrow(ScriptError);
    expect(reports.map((report) => [report.name, report.error?.code])).toEqual([['fine', undefined], ['bad', 'SCRIPT_THREW']]);
    expect(reports[0].durationMs).toBeGreaterThanOrEqual(0);
    local.dispose();
  });
});
