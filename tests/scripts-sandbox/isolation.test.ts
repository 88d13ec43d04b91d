import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Sandbox } from '../../scripts-sandbox/index.ts';
import { attempt, openSandbox, success } from './sandboxHelpers.ts';

let sandbox: Sandbox;
beforeAll(async () => {
  sandbox = await openSandbox();
});
afterAll(() => sandbox.dispose());

// Every way a script might try to leave something behind for a later run. Each line writes
// (ignoring refusals), then reads: on a fresh context the read gives `fresh`.
const PROBES: [string, string][] = [
  ['top-level let', 'let counter = 0; function execute() { counter++; return counter; }'],
  ['top-level var', 'var total = 0; function execute() { total += 1; return total; }'],
  ['property of execute', 'function execute() { execute.calls = (execute.calls || 0) + 1; return execute.calls; }'],
  ['global property', 'function execute() { try { globalThis.leak = (globalThis.leak || 0) + 1; } catch (e) {} return globalThis.leak || 0; }'],
  ['Object.prototype', 'function execute() { try { Object.prototype.leak = 1; } catch (e) {} return ({}).leak || 0; }'],
  ['Array.prototype method', 'function execute() { try { Array.prototype.map = () => "patched"; } catch (e) {} return [1].map((x) => x).length; }'],
  ['JSON.parse', 'function execute() { try { JSON.parse = () => 1; } catch (e) {} return JSON.parse("2"); }'],
  ['Math property', 'function execute() { try { Math.leak = (Math.leak || 0) + 1; } catch (e) {} return Math.leak || 0; }'],
  ['built-in function property', 'function execute() { try { parseInt.leak = 1; } catch (e) {} return parseInt.leak || 0; }'],
  ['accessor function', 'function execute() { const get = Object.getOwnPropertyDescriptor(Map.prototype, "size").get; try { get.leak = 1; } catch (e) {} return get.leak || 0; }'],
  ['hidden intrinsic', 'function execute() { const G = Object.getPrototypeOf(function* () {}); try { G.leak = 1; } catch (e) {} return G.leak || 0; }'],
  ['iterator prototype', 'function execute() { const I = Object.getPrototypeOf([][Symbol.iterator]()); try { I.leak = 1; } catch (e) {} return I.leak || 0; }'],
  ['indirect eval', 'function execute() { try { (0, eval)("var leak = 1"); } catch (e) {} return typeof leak; }'],
  ['Symbol.for registry value', 'function execute() { const s = Symbol.for("leak"); try { s.value = 1; } catch (e) {} return Symbol.keyFor(s); }'],
  ['Error.prototype', 'function execute() { try { Error.prototype.leak = 1; } catch (e) {} return new Error().leak || 0; }'],
  ['promise left pending', 'let n = 0; function execute() { Promise.resolve().then(() => { n = 100; }); return ++n; }'],
];

describe('no state survives a run', () => {
  it.each(PROBES)('%s', async (_label, code) => {
    const first = await attempt(sandbox, { tenant: 'probe', code });
    const second = await attempt(sandbox, { tenant: 'probe', code });
    sandbox.reset('probe');
    const fresh = await attempt(sandbox, { tenant: 'probe', code });
    const value = (outcome: typeof first) => (outcome.ok ? outcome.value : outcome.error.message);
    expect(value(second)).toEqual(value(first));
    expect(value(fresh)).toEqual(value(first));
  });

  it('nothing of one tenant is visible to another', async () => {
    await success(sandbox, { tenant: 'alpha', code: 'function execute() { try { globalThis.secret = "alpha"; } catch (e) {} return 1; }', ctx: { body: 'alpha-data' } });
    const seen = await success(sandbox, { tenant: 'beta', code: 'function execute(ctx) { return [typeof secret, JSON.stringify(ctx).includes("alpha")]; }' });
    expect(seen).toEqual(['undefined', false]);
  });

  it('guarded array built-ins behave as usual', async () => {
    const code = `function execute() {
      return [[1].concat([2], 3), [1, [2, [3, [4]]]].flat(2), [1, 2].flatMap((n) => [n, n * 10]), Array.from({ length: 3 }, (_, i) => i),
        [3, 1, 2].sort(), [1, 2, 3].map((n) => n * 2).filter((n) => n > 2).reduce((a, b) => a + b, 0), String([1, [2, 3]]), Array.from("ab")];
    }`;
    expect(await success(sandbox, { code })).toEqual([[1, 2, 3], [1, 2, 3, [4]], [1, 10, 2, 20], [0, 1, 2], [1, 2, 3], 10, '1,2,3', ['a', 'b']]);
  });

  it('frozen built-ins still allow the usual own-property assignments', async () => {
    const code = `function execute() {
      class NotFound extends Error { constructor(m) { super(m); this.name = "NotFound"; } }
      function Money(v) { this.v = v; }
      Money.prototype.toString = function () { return this.v + " EUR"; };
      const o = {}; o.toString = () => "o"; o.constructor = "c";
      return [new NotFound("x").name, String(new Money(3)), String(o), o.constructor, [3, 1, 2].sort().join()];
    }`;
    expect(await success(sandbox, { code })).toEqual(['NotFound', '3 EUR', 'o', 'c', '1,2,3']);
  });
});
