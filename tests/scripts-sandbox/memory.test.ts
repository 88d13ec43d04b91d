import { describe, expect, it } from 'vitest';
import type { Sandbox } from '../../scripts-sandbox/index.ts';
import { NATURAL_PERSON, PERSON_LAYOUT_SCRIPT } from '../../bench/sandbox/personLayout.ts';
import { openSandbox } from './sandboxHelpers.ts';

function runMix(sandbox: Sandbox, codes: string[], from: number, to: number): void {
  const capabilities = { lists: () => [['MR', 'MRS'], ['FR', 'ES']] };
  for (let i = from; i < to; i++) {
    try {
      sandbox.run({ tenant: 'acme', kind: 'layout', name: `script-${i % codes.length}`, code: codes[i % codes.length], ctx: { entity: 'Person', data: NATURAL_PERSON }, capabilities });
    } catch {
      // failing scripts are part of the mix
    }
  }
}

describe('disposal', () => {
  it('leaves no object behind over 1000 runs: every handle is disposed', async () => {
    const sandbox = await openSandbox();
    const codes = [
      PERSON_LAYOUT_SCRIPT,
      'function execute(ctx) { const big = []; for (let i = 0; i < 2000; i++) big.push({ i, s: "x" + i }); return { n: big.length + ctx.host.lists().length }; }',
      'async function execute() { await null; return { ok: true }; }',
      'function execute() { throw new Error("always"); }',
      'function execute() { return 12n; }',
      'function execute() { return [1]; }',
    ];
    runMix(sandbox, codes, 0, 60);
    sandbox.memory('acme'); // the first reading creates QuickJS's own accounting context
    const before = sandbox.memory('acme')!;
    runMix(sandbox, codes, 60, 1060);
    const after = sandbox.memory('acme')!;
    expect(after.objects).toBe(before.objects);
    expect(after.atoms).toBeLessThanOrEqual(before.atoms + 10);
    expect(after.pages).toBe(before.pages);
    expect(sandbox.stats()).toMatchObject({ generation: 0, runs: 1060, tenants: 1 });
    sandbox.dispose();
  });

  it('keeps memory bounded when scripts leave cyclic garbage (QuickJS collects it)', async () => {
    const sandbox = await openSandbox();
    const codes = [
      'async function execute() { await null; const m = new Map(); m.set("k", { self: m }); return { size: m.size }; }',
      'function execute() { const o = {}; o.o = o; return { ok: 1 }; }',
    ];
    runMix(sandbox, codes, 0, 10);
    const pages = sandbox.memory('acme')!.pages;
    const objects: number[] = [];
    for (let phase = 0; phase < 6; phase++) {
      runMix(sandbox, codes, 0, 1000);
      objects.push(sandbox.memory('acme')!.objects);
    }
    expect(Math.max(...objects)).toBeLessThan(20_000);
    expect(objects.at(-1)).toBeLessThan(objects[0] + 10_000);
    expect(sandbox.memory('acme')!.pages).toBe(pages);
    sandbox.dispose();
  });
});
