/**
 * Source evaluated once in every new QuickJS context, before any script. It evaluates to a
 * function `(dispatch, maxArrayLength) => helpers` that:
 *
 * 1. guards the Array methods whose C loops never check the deadline (a sparse array of
 *    length 4e9 would spin for minutes): no call walks more than maxArrayLength elements,
 *    counting concat's arguments and flat's nested arrays (flatMap is map then flat);
 * 2. disables dynamic code: `eval` and the Function constructors (reachable through any
 *    function's `.constructor`) throw an EvalError;
 * 2b. turns `constructor`, `toString`, `valueOf`, `name`, `message`... of the built-in prototypes
 *    into accessors, so that once frozen, `error.name = "X"` or `Foo.prototype.toString = f`
 *    still define an own property instead of failing (the "override mistake" of frozen realms);
 * 3. builds the helpers the host calls: `prepare` (ctx JSON -> object with `ctx.host`, whose
 *    functions call `dispatch`, which answers JSON text, or "!" and a message for a refusal),
 *    `serialize` (result -> JSON, or its length when over the limit) and `describe` (a thrown
 *    value -> name, message, line), closing over the pristine JSON functions;
 * 4. deep-freezes everything reachable from the global object and the hidden intrinsics, so
 *    that no run can leave state behind for the next one in the same context.
 */
export const HARDEN_SOURCE = String.raw`(function (dispatch, maxArrayLength) {
  "use strict";
  const { parse, stringify } = JSON;
  const { apply, ownKeys, getPrototypeOf } = Reflect;
  const { freeze, defineProperty, getOwnPropertyDescriptor, getOwnPropertyDescriptors } = Object;
  const toObject = Object, toNumber = Number, toText = String;
  const ArrayProto = Array.prototype;
  const tooLong = (length) => new RangeError("Array length " + length + " is over the sandbox limit of " + maxArrayLength);
  const guard = (target, name, lengthOf) => {
    const original = target[name];
    if (typeof original !== "function") return;
    const wrapped = { [name](...args) {
      const length = lengthOf(this, args);
      if (length > maxArrayLength) throw tooLong(length);
      return apply(original, this, args);
    } }[name];
    defineProperty(target, name, { value: wrapped, writable: true, enumerable: false, configurable: true });
  };
  const ownLength = (self) => (self === null || self === undefined ? 0 : toNumber(toObject(self).length));
  for (const name of ["copyWithin", "every", "fill", "filter", "find", "findIndex", "findLast", "findLastIndex",
    "forEach", "includes", "indexOf", "join", "lastIndexOf", "map", "reduce", "reduceRight", "reverse", "shift",
    "slice", "some", "sort", "splice", "toLocaleString", "toString", "unshift", "toReversed", "toSorted",
    "toSpliced", "with"]) guard(ArrayProto, name, ownLength);
  const isArray = Array.isArray;
  guard(ArrayProto, "concat", (self, args) => args.reduce((longest, arg) => (isArray(arg) && arg.length > longest ? arg.length : longest), ownLength(self)));
  const nestedLength = (self, depth) => {
    let longest = ownLength(self);
    const visit = (array, level) => {
      for (let i = 0; i < array.length && longest <= maxArrayLength; i++) {
        const item = array[i];
        if (!isArray(item)) continue;
        if (item.length > longest) longest = item.length;
        if (level > 1) visit(item, level - 1);
      }
    };
    if (longest <= maxArrayLength && depth >= 1) visit(toObject(self), depth);
    return longest;
  };
  guard(ArrayProto, "flat", (self, args) => nestedLength(self, args[0] === undefined ? 1 : toNumber(args[0])));
  const flat = ArrayProto.flat, map = ArrayProto.map;
  defineProperty(ArrayProto, "flatMap", { value: { flatMap(callback, thisArg) {
    return apply(flat, apply(map, this, [callback, thisArg]), []);
  } }.flatMap, writable: true, enumerable: false, configurable: true });
  guard(Array, "from", (_self, args) => (args[0] !== null && typeof args[0] === "object" && !(Symbol.iterator in args[0]) ? toNumber(args[0].length) : 0));

  function Function() { throw new EvalError("Dynamic code (eval, Function) is disabled in scripts"); }
  const FunctionProto = getPrototypeOf(Function);
  defineProperty(Function, "prototype", { value: FunctionProto, writable: false });
  const lock = (prototype) => defineProperty(prototype, "constructor", { value: Function, writable: false, enumerable: false, configurable: true });
  const hidden = [getPrototypeOf(async function () {}), getPrototypeOf(function* () {}), getPrototypeOf(async function* () {})];
  lock(FunctionProto);
  hidden.forEach(lock);
  defineProperty(globalThis, "Function", { value: Function, writable: false, enumerable: false, configurable: false });
  defineProperty(globalThis, "eval", { value: { eval() { return Function(); } }.eval, writable: false, enumerable: false, configurable: false });

  const enableOverride = (prototype, key) => {
    const descriptor = getOwnPropertyDescriptor(prototype, key);
    if (!descriptor || !("value" in descriptor)) return;
    const value = descriptor.value;
    defineProperty(prototype, key, {
      enumerable: descriptor.enumerable,
      configurable: false,
      get: { [key]() { return value; } }[key],
      set: { [key](replacement) {
        if (this === prototype) throw new TypeError("Cannot assign to read only property '" + key + "' of a built-in prototype");
        defineProperty(this, key, { value: replacement, writable: true, enumerable: true, configurable: true });
      } }[key],
    });
  };
  for (const owner of [Object, Function, Array, Error, EvalError, RangeError, ReferenceError, SyntaxError, TypeError,
    URIError, InternalError, AggregateError, Promise, Map, Set, WeakMap, WeakSet, Date, RegExp, Number, String, Boolean, Symbol,
    BigInt, ArrayBuffer, DataView]) {
    for (const key of ["constructor", "toString", "toLocaleString", "valueOf", "name", "message"]) enableOverride(owner.prototype, key);
  }
  for (const key of ["hasOwnProperty", "isPrototypeOf", "propertyIsEnumerable"]) enableOverride(Object.prototype, key);

  class CapabilityError extends Error {}
  defineProperty(CapabilityError.prototype, "name", { value: "CapabilityError" });
  const makeHost = (names) => {
    const host = {};
    for (const name of names) host[name] = { [name]: (args) => {
      const answer = dispatch(name, stringify(args === undefined ? null : args));
      if (answer[0] === "!") throw new CapabilityError(answer.slice(1));
      return parse(answer);
    } }[name];
    return freeze(host);
  };
  const prepare = (ctxJson, namesJson) => {
    const ctx = parse(ctxJson);
    ctx.host = makeHost(parse(namesJson));
    return ctx;
  };
  const serialize = (value, maxChars) => {
    const json = stringify(value);
    if (json === undefined) return "null";
    return json.length > maxChars ? json.length : json;
  };
  const lineIn = (stack, file) => {
    const at = stack.indexOf(file + ":");
    return at < 0 ? 0 : toNumber.parseInt(stack.slice(at + file.length + 1), 10) || 0;
  };
  const describe = (thrown, file) => {
    let name = "", message = "", line = 0, isError = false;
    try {
      if (thrown instanceof Error) {
        isError = true;
        name = toText(thrown.name);
        message = toText(thrown.message);
        line = typeof thrown.lineNumber === "number" && thrown.fileName === file ? thrown.lineNumber : lineIn(toText(thrown.stack), file);
      } else if (typeof thrown === "string") message = thrown;
      else if (typeof thrown === "symbol" || typeof thrown === "function") message = typeof thrown;
      else message = toText(stringify(thrown));
    } catch (_) {
      message = "(the thrown value could not be read)";
    }
    return stringify({ isError, name: name.slice(0, 200), message: message.slice(0, 2000), line });
  };
  const helpers = freeze({ prepare, serialize, describe });

  const seen = new Set();
  const pending = [globalThis, helpers, ...hidden, [][Symbol.iterator](), new Map().entries(), new Set().values(),
    ""[Symbol.iterator](), /a/[Symbol.matchAll](""), (function* () {})(), (async function* () {})()];
  const visit = (value) => {
    if ((typeof value === "object" && value !== null) || typeof value === "function") pending.push(value);
  };
  while (pending.length > 0) {
    const value = pending.pop();
    if (seen.has(value)) continue;
    seen.add(value);
    freeze(value);
    visit(getPrototypeOf(value));
    const descriptors = getOwnPropertyDescriptors(value);
    for (const key of ownKeys(descriptors)) {
      const descriptor = descriptors[key];
      if ("value" in descriptor) visit(descriptor.value);
      else {
        visit(descriptor.get);
        visit(descriptor.set);
      }
    }
  }
  return helpers;
})`;
