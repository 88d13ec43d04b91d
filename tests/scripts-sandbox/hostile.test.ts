import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Sandbox } from '../../scripts-sandbox/index.ts';
import { HOSTILE_CASES } from './hostileScripts.ts';
import { tenantBoundCapabilities } from './hostileCapabilities.ts';
import { attempt, openSandbox, success, type Outcome } from './sandboxHelpers.ts';

// The security suite on the in-thread sandbox (the one browsers use). Every hostile script ends
// with a clear ScriptError or a harmless result, never a host exception; and each run returns
// within its deadline plus a margin, measured by a Node timer that keeps ticking between runs.
// The cases QuickJS cannot stop near its deadline (needsWatchdog) are covered by the worker
// host (hostileWorker.test.ts), which the server uses.
const TIMEOUT_MS = 500;
// Generous for a loaded CI machine (runs overshoot by a few ms on an idle one): the OS may
// preempt this process for a while whatever the sandbox does.
const MARGIN_MS = 2500;

let sandbox: Sandbox;
let timer: ReturnType<typeof setInterval>;
let last = performance.now();
let longestGap = 0;

beforeAll(async () => {
  sandbox = await openSandbox({ timeoutMs: TIMEOUT_MS });
  await success(sandbox, { tenant: 'acme', code: 'function execute() { return [1].map((n) => n); }' }); // compile QuickJS's hot paths first
  timer = setInterval(() => {
    const now = performance.now();
    longestGap = Math.max(longestGap, now - last);
    last = now;
  }, 5);
});
afterAll(() => {
  clearInterval(timer);
  sandbox.dispose();
});

function check(outcome: Outcome, expected: (typeof HOSTILE_CASES)[number]['expected']): void {
  if (typeof expected === 'function') return expected(outcome);
  expect(outcome.ok ? `ok ${JSON.stringify(outcome.value)}` : outcome.error.code).toBe(expected);
  if (!outcome.ok) expect(outcome.error.message).toMatch(/^Script hostile /);
}

describe('hostile scripts (in-thread sandbox)', () => {
  it('has at least 20 of them', () => {
    expect(HOSTILE_CASES.filter((hostile) => !hostile.needsWatchdog).length).toBeGreaterThanOrEqual(20);
  });

  it.each(HOSTILE_CASES.filter((hostile) => !hostile.needsWatchdog).map((hostile) => [hostile.name, hostile] as const))('%s', async (_name, hostile) => {
    const outcome = await attempt(sandbox, { tenant: 'acme', kind: 'run', name: 'hostile', code: hostile.code, capabilities: tenantBoundCapabilities });
    check(outcome, hostile.expected);
    expect(outcome.ms).toBeLessThan(TIMEOUT_MS + MARGIN_MS);
  });

  it('timeouts and memory errors name the limit', async () => {
    const timeout = await attempt(sandbox, { name: 'spin', code: 'function execute() { for (;;) {} }' });
    expect(!timeout.ok && timeout.error.message).toBe(`Script spin exceeded its time limit of ${TIMEOUT_MS} ms`);
    const memory = await attempt(sandbox, { name: 'bomb', code: 'function execute() { let s = "x"; for (;;) s += s; }' });
    expect(!memory.ok && memory.error.message).toBe('Script bomb ran out of memory (sandbox limit 64 MiB)');
    const stack = await attempt(sandbox, { name: 'deep', code: 'function execute() { const f = () => f(); f(); }' });
    expect(!stack.ok && stack.error.message).toBe('Script deep exceeded the maximum call depth (stack limit 192 KiB)');
  });

  it('the host stayed responsive and the sandbox still works afterwards', async () => {
    expect(longestGap).toBeLessThan(TIMEOUT_MS + MARGIN_MS);
    expect(await success(sandbox, { tenant: 'acme', code: 'function execute(ctx) { return ctx.host.readEntity({ id: "P-1" }); }', capabilities: tenantBoundCapabilities })).toEqual({ tenant: 'acme', id: 'P-1', found: true });
    expect(sandbox.stats().generation).toBeGreaterThan(0);
  });
});
