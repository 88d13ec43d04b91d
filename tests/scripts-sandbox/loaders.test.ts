import { describe, expect, it } from 'vitest';
import { createSandbox } from '../../scripts-sandbox/index.ts';
import { loadBrowserModule } from '../../scripts-sandbox/browser.ts';
import { loadNodeModule } from '../../scripts-sandbox/node.ts';

describe('module loaders', () => {
  it.each([
    ['node (wasmfile)', loadNodeModule],
    ['browser (singlefile)', loadBrowserModule],
  ] as const)('%s: loads QuickJS on the fixed memory it is given', async (_name, load) => {
    const memory = new WebAssembly.Memory({ initial: 256, maximum: 300 });
    const module = await load(memory);
    expect(module.getWasmMemory()).toBe(memory);
    const context = module.newContext();
    expect(context.dump(context.unwrapResult(context.evalCode('6 * 7')))).toBe(42);
    context.dispose();
    expect(() => memory.grow(100)).toThrow(RangeError);
  });

  it('the browser loader runs scripts like the Node one', async () => {
    const sandbox = await createSandbox({ loadModule: loadBrowserModule });
    expect(sandbox.run({ tenant: 't', kind: 'layout', name: 'l', code: 'function execute(ctx) { return { entity: ctx.entity }; }', ctx: { entity: 'Person' } })).toEqual({ entity: 'Person' });
    sandbox.dispose();
  });

  it('memory never grows past the module maximum: the script gets an out-of-memory error instead', async () => {
    const sandbox = await createSandbox({ loadModule: loadNodeModule, limits: { memoryPages: 384, recyclePages: 320 } });
    expect(() => sandbox.run({ tenant: 't', kind: 'run', name: 'bomb', code: 'function execute() { let s = "x"; for (;;) s += s; }' })).toThrow('Script bomb ran out of memory (sandbox limit 24 MiB)');
    expect(sandbox.stats().generation).toBe(1);
    await sandbox.ready();
    expect(sandbox.run({ tenant: 't', kind: 'run', name: 'after', code: 'function execute() { return "alive"; }' })).toBe('alive');
    sandbox.dispose();
  });
});
