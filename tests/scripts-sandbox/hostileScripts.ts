import type { ScriptErrorCode } from '../../scripts-sandbox/index.ts';
import type { Outcome } from './sandboxHelpers.ts';

/** A hostile script and what it must end with: an error code, or a check of a harmless result. */
export interface HostileCase {
  name: string;
  code: string;
  expected: ScriptErrorCode | ((outcome: Outcome) => void);
  /**
   * QuickJS cannot stop this one near its deadline: a builtin that loops in C without polling
   * (regular expressions, ...), or heavy builtins called in a loop (QuickJS asks its interrupt
   * handler only every 10,000 polls). Only the worker host's watchdog bounds it.
   */
  needsWatchdog?: boolean;
}

const fn = (body: string) => `function execute(ctx) {\n${body}\n}`;

/** Succeeds with exactly `value`. */
const returns = (value: unknown) => (outcome: Outcome) => {
  if (!outcome.ok) throw new Error(`expected ${JSON.stringify(value)}, got ${outcome.error.code}: ${outcome.error.message}`);
  if (JSON.stringify(outcome.value) !== JSON.stringify(value)) throw new Error(`expected ${JSON.stringify(value)}, got ${JSON.stringify(outcome.value)}`);
};

/** Fails with `code` and a message matching `pattern`. */
const fails = (code: ScriptErrorCode, pattern: RegExp) => (outcome: Outcome) => {
  if (outcome.ok) throw new Error(`expected ${code}, got ${JSON.stringify(outcome.value)}`);
  if (outcome.error.code !== code || !pattern.test(outcome.error.message)) throw new Error(`expected ${code} ${pattern}, got ${outcome.error.code}: ${outcome.error.message}`);
};

/** A memory bomb ends on the memory limit, or on the deadline when the machine is slow. */
const memoryOrTime = (outcome: Outcome) => {
  if (outcome.ok || !['SCRIPT_OUT_OF_MEMORY', 'SCRIPT_TIMEOUT'].includes(outcome.error.code)) throw new Error(`expected a memory or time limit, got ${JSON.stringify(outcome)}`);
};

/** An endless promise chain ends on the job budget, or on the deadline when the machine is slow; never with a value. */
const jobsOrTime = (outcome: Outcome) => {
  if (outcome.ok || !['SCRIPT_TOO_MANY_JOBS', 'SCRIPT_TIMEOUT'].includes(outcome.error.code)) throw new Error(`expected the job budget or the time limit, got ${JSON.stringify(outcome)}`);
};

/** The hostile scripts of the security suite (issue 6, item 8). */
export const HOSTILE_CASES: HostileCase[] = [
  { name: 'infinite loop', code: fn('while (true) {}'), expected: 'SCRIPT_TIMEOUT' },
  { name: 'infinite loop at the top level', code: 'for (;;) {}\nfunction execute() { return 1; }', expected: 'SCRIPT_TIMEOUT' },
  { name: 'infinite loop that catches the interruption', code: fn('for (;;) { try { while (true) {} } catch (e) {} }'), expected: 'SCRIPT_TIMEOUT' },
  { name: 'endless promise chain', code: fn('const loop = () => Promise.resolve().then(loop); loop(); return 1;'), expected: jobsOrTime },
  { name: 'endless promise chain that holds memory', code: fn('const keep = []; const loop = () => { keep.push("x".repeat(64)); return Promise.resolve().then(loop); }; loop(); return 1;'), expected: (outcome) => {
    if (outcome.ok || !['SCRIPT_TOO_MANY_JOBS', 'SCRIPT_TIMEOUT', 'SCRIPT_OUT_OF_MEMORY'].includes(outcome.error.code)) throw new Error(`expected a limit, got ${JSON.stringify(outcome)}`);
  } },
  { name: 'endless async loop', code: 'async function execute() { for (;;) await null; }', expected: jobsOrTime },
  { name: 'deep recursion', code: fn('const dive = (n) => dive(n + 1) + 1; return dive(0);'), expected: 'SCRIPT_STACK_OVERFLOW' },
  { name: 'recursion through toString', code: fn('const o = { toString() { return String(o); } }; return String(o);'), expected: 'SCRIPT_STACK_OVERFLOW' },
  { name: 'recursion that swallows stack overflows', code: fn('const f = () => { try { f(); } catch (e) { f(); } }; f();'), expected: 'SCRIPT_TIMEOUT', needsWatchdog: true },
  { name: 'heavy builtin in an endless loop', code: fn('const s = "x".repeat(1000000); for (;;) s.indexOf("y");'), expected: 'SCRIPT_TIMEOUT', needsWatchdog: true },
  { name: 'memory bomb: string doubling', code: fn('let s = "x"; for (;;) s += s;'), expected: memoryOrTime },
  { name: 'memory bomb: growing arrays', code: fn('const keep = []; for (;;) keep.push({ n: keep.length, s: "item " + keep.length });'), expected: memoryOrTime },
  { name: 'memory bomb: huge buffer', code: fn('return new ArrayBuffer(2 ** 31).byteLength;'), expected: (outcome) => {
    if (outcome.ok) throw new Error('a 2 GiB buffer must not be allocated');
  } },
  { name: 'huge output', code: fn('return "x".repeat(1100000);'), expected: 'SCRIPT_OUTPUT_TOO_LARGE' },
  { name: 'very long string key', code: fn('return { ["k".repeat(1100000)]: 1 };'), expected: 'SCRIPT_OUTPUT_TOO_LARGE' },
  { name: 'sparse array of length 4e9 (C loop without deadline)', code: fn('const a = []; a.length = 4e9; return a.lastIndexOf(1);'), expected: fails('SCRIPT_THREW', /over the sandbox limit/) },
  { name: 'sparse arrays hidden in concat and flat', code: fn('const a = []; a.length = 4e9; const out = []; for (const run of [() => [].concat(a), () => [[a]].flat(2), () => [1].flatMap(() => a)]) { try { run(); out.push("ran"); } catch (e) { out.push(e.message.includes("over the sandbox limit")); } } return out;'), expected: returns([true, true, true]) },
  { name: 'array-like of length 2^32 through call', code: fn('return Array.prototype.includes.call({ length: 2 ** 32 - 1 }, 1);'), expected: fails('SCRIPT_THREW', /over the sandbox limit/) },
  { name: 'regular expression backtracking (C loop without deadline)', code: fn('return /(a+)+b/.test("a".repeat(40));'), expected: 'SCRIPT_TIMEOUT', needsWatchdog: true },
  { name: 'host function constructor', code: fn('return ctx.host.readEntity.constructor("return this")();'), expected: fails('SCRIPT_THREW', /EvalError: Dynamic code/) },
  { name: 'Function constructor', code: fn('return Function("return globalThis")();'), expected: fails('SCRIPT_THREW', /EvalError: Dynamic code/) },
  { name: 'async function constructor', code: fn('return (async () => {}).constructor("return 1")();'), expected: fails('SCRIPT_THREW', /EvalError: Dynamic code/) },
  { name: 'eval', code: fn('return eval("1 + 1");'), expected: fails('SCRIPT_THREW', /EvalError: Dynamic code/) },
  { name: 'sloppy this', code: fn('return [typeof (function () { return this; })(), typeof this];'), expected: returns(['undefined', 'undefined']) },
  { name: 'process, require, module, Buffer', code: fn('return [typeof process, typeof require, typeof module, typeof Buffer, typeof __dirname];'), expected: returns(['undefined', 'undefined', 'undefined', 'undefined', 'undefined']) },
  { name: 'require call', code: fn('return require("fs").readFileSync("/etc/passwd", "utf8");'), expected: fails('SCRIPT_THREW', /ReferenceError: 'require' is not defined/) },
  { name: 'dynamic import', code: 'async function execute() { const fs = await import("fs"); return typeof fs; }', expected: fails('SCRIPT_THREW', /module|import/i) },
  { name: 'network: fetch, XMLHttpRequest, WebSocket', code: fn('return [typeof fetch, typeof XMLHttpRequest, typeof WebSocket, typeof navigator];'), expected: returns(['undefined', 'undefined', 'undefined', 'undefined']) },
  { name: 'fetch call', code: fn('return fetch("http://169.254.169.254/latest/meta-data");'), expected: fails('SCRIPT_THREW', /ReferenceError: 'fetch' is not defined/) },
  { name: 'timers', code: fn('return [typeof setTimeout, typeof setInterval, typeof queueMicrotask, typeof setImmediate];'), expected: returns(['undefined', 'undefined', 'undefined', 'undefined']) },
  { name: 'global object of the host', code: fn('const names = Reflect.ownKeys(globalThis).map(String); return ["process", "window", "document", "globalThis.global", "Deno", "Bun"].filter((n) => names.includes(n));'), expected: returns([]) },
  { name: 'another tenant through a capability', code: fn('return ctx.host.readEntity({ tenant: "globex", id: "P-2" });'), expected: returns({ tenant: 'acme', id: 'P-2', found: false }) },
  { name: 'replacing a capability', code: fn('ctx.host.readEntity = () => "mine"; return 1;'), expected: fails('SCRIPT_THREW', /read-only|not extensible|frozen/) },
  { name: 'mutating ctx', code: fn('ctx.query.tenant = "globex"; ctx.user.roles = ["admin"]; ctx.tenant = "globex"; return ctx.host.readEntity({ id: "P-1" });'), expected: returns({ tenant: 'acme', id: 'P-1', found: true }) },
  { name: 'throw null', code: fn('throw null;'), expected: fails('SCRIPT_THREW', /^Script hostile failed: null$/) },
  { name: 'throw undefined', code: fn('throw undefined;'), expected: fails('SCRIPT_THREW', /failed: undefined$/) },
  { name: 'throw a symbol', code: fn('throw Symbol("s");'), expected: fails('SCRIPT_THREW', /failed: symbol$/) },
  { name: 'throw an object whose getter never returns', code: fn('throw { get message() { for (;;) {} }, toJSON() { for (;;) {} } };'), expected: fails('SCRIPT_THREW', /could not be read in time/) },
  { name: 'throw a proxy', code: fn('throw new Proxy({}, { get() { throw new Error("trap"); }, getPrototypeOf() { throw new Error("trap"); } });'), expected: 'SCRIPT_THREW' },
  { name: 'return a function', code: fn('return () => 1;'), expected: returns(null) },
  { name: 'return functions inside', code: fn('return { a: 1, f() {}, s: Symbol("x") };'), expected: returns({ a: 1 }) },
  { name: 'return a cyclic object', code: fn('const o = {}; o.self = o; return o;'), expected: fails('SCRIPT_NOT_JSON', /circular/) },
  { name: 'return a BigInt', code: fn('return { n: 10n };'), expected: fails('SCRIPT_NOT_JSON', /BigInt/) },
  { name: 'toJSON that never returns', code: fn('return { toJSON() { for (;;) {} } };'), expected: 'SCRIPT_TIMEOUT' },
  { name: 'proxy result with a looping trap', code: fn('return new Proxy({}, { ownKeys() { for (;;) {} } });'), expected: 'SCRIPT_TIMEOUT' },
  { name: 'species getter that never returns', code: fn('class A extends Array { static get [Symbol.species]() { for (;;) {} } } return new A(1, 2).map((x) => x);'), expected: 'SCRIPT_TIMEOUT' },
  { name: 'Symbol tricks on built-ins', code: fn('try { Array.prototype[Symbol.iterator] = function* () { yield "evil"; }; } catch (e) {} try { Object.prototype[Symbol.toPrimitive] = () => 1; } catch (e) {} return [...[1, 2]].concat([String({})]);'), expected: returns([1, 2, '[object Object]']) },
  { name: '__proto__ in the result', code: fn('return JSON.parse(\'{"__proto__": {"polluted": true}}\');'), expected: (outcome) => {
    if (({} as Record<string, unknown>).polluted !== undefined) throw new Error('the host prototype was polluted');
    if (!outcome.ok) throw outcome.error;
  } },
  { name: 'capability flood', code: fn('for (;;) ctx.host.now();'), expected: 'SCRIPT_TIMEOUT' },
];
