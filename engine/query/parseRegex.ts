import { AppError } from '../errors/AppError.ts';

/** Longest regular expression a filter may carry (bounded work per row). */
export const MAX_REGEX_LENGTH = 200;

const META = new Set(['.', '*', '+', '?', '(', ')', '[', ']', '{', '}', '|', '$', '^']);

/** Most repetition operators (`*`, `+`, `?`, `{n,m}`) a filter pattern may hold. */
export const MAX_REGEX_QUANTIFIERS = 8;
/** Largest count of a bounded repetition (`\d{4}` fine, `x{1,255}` refused). */
export const MAX_REGEX_REPEAT = 32;
/** Most characters the repetitions of a pattern may add once unrolled (`[a-z]{20}` adds 19, `x+` adds 1). */
export const MAX_REGEX_UNROLLED = 64;

interface Group {
  /** Atoms of the group, repetitions unrolled (what a repetition of the whole group copies). */
  size: number;
  /** The group holds a repetition (directly or in a nested group). */
  repeats: boolean;
}

interface Quantifier {
  length: number;
  /** Largest number of times the atom may match (Infinity for `*`, `+`, `{n,}`). */
  max: number;
  /** How many copies of the atom the matcher unrolls. */
  copies: number;
  /** The largest count written in braces (0 for `*`, `+`, `?`). */
  count: number;
}

/** The quantifier at `i` (`*`, `+`, `?`, `{n}`, `{n,}`, `{n,m}`), or undefined. */
function quantifierAt(body: string, i: number): Quantifier | undefined {
  const c = body[i];
  if (c === '*' || c === '+') return { length: 1, max: Infinity, copies: 2, count: 0 };
  if (c === '?') return { length: 1, max: 1, copies: 2, count: 0 };
  const m = c === '{' ? /^\{(\d{1,6})(,(\d{0,6}))?\}/.exec(body.slice(i)) : null;
  if (!m) return undefined;
  const min = Number(m[1]);
  const max = m[2] === undefined ? min : m[3] === '' ? Infinity : Number(m[3]);
  const copies = max === Infinity ? Math.max(min + 1, 2) : Math.max(max, 1);
  return { length: m[0].length, max, copies, count: Math.max(min, max === Infinity ? 0 : max) };
}

/** The index of the `]` that ends the bracket expression opened at `i` (`]` first in the set is literal). */
function bracketEnd(body: string, i: number): number {
  let j = i + 1;
  if (body[j] === '^') j++;
  if (body[j] === ']') j++;
  while (j < body.length && body[j] !== ']') j += body[j] === '\\' ? 2 : 1;
  return j;
}

/**
 * Why a pattern could make the database work far longer than its length suggests, or undefined.
 * PostgreSQL's matcher does not backtrack on most patterns, but back-references, lookarounds,
 * nested repetitions (`(x+x+)+y`, `(x{1,50}){1,50}`), large bounded repetitions and many optional
 * parts cost seconds per ten thousand rows, and PGlite cannot cancel a statement (its
 * statement_timeout never fires): such patterns are refused before any SQL runs.
 */
export function regexRisk(body: string): string | undefined {
  const groups: Group[] = [{ size: 0, repeats: false }];
  let quantifiers = 0;
  let unrolled = 0;
  /** Size of the atom a quantifier would repeat, and the group it is when it just closed. */
  let last: { size: number; group?: Group } | undefined;
  for (let i = 0; i < body.length; i++) {
    const c = body[i];
    const group = groups[groups.length - 1];
    const quantifier = last ? quantifierAt(body, i) : undefined;
    if (quantifier) {
      if (++quantifiers > MAX_REGEX_QUANTIFIERS) return `more than ${MAX_REGEX_QUANTIFIERS} repetition operators`;
      if (quantifier.count > MAX_REGEX_REPEAT) return `a repetition count above ${MAX_REGEX_REPEAT}`;
      if (last?.group?.repeats && quantifier.max > 1) return 'nested repetitions such as (a+)+ are not allowed';
      const added = (last?.size ?? 0) * (quantifier.copies - 1);
      unrolled += added;
      if (unrolled > MAX_REGEX_UNROLLED) return `repetitions unrolling to more than ${MAX_REGEX_UNROLLED} characters`;
      group.size += added;
      group.repeats = true;
      i += quantifier.length - 1;
      if (body[i + 1] === '?') i++; // lazy mark (`+?`): part of this quantifier
      last = undefined;
      continue;
    }
    if (c === '(') {
      if (/^\(\?<?[=!]/.test(body.slice(i))) return 'lookahead and lookbehind assertions are not allowed';
      groups.push({ size: 0, repeats: false });
      if (body[i + 1] === '?') i += body[i + 2] === ':' ? 2 : 1;
      last = undefined;
      continue;
    }
    if (c === ')' && groups.length > 1) {
      const closed = groups.pop() as Group;
      const parent = groups[groups.length - 1];
      parent.size += closed.size;
      parent.repeats ||= closed.repeats;
      last = { size: closed.size, group: closed };
      continue;
    }
    if (c === '\\' && /[1-9]/.test(body[i + 1] ?? '')) return 'back-references are not allowed';
    if (c === '\\') i++;
    else if (c === '[') i = bracketEnd(body, i);
    const atom = !'|^$'.includes(c);
    if (atom) group.size++;
    last = atom ? { size: 1 } : undefined;
  }
  return undefined;
}

/**
 * The plain text a regex body stands for when it uses no regular-expression syntax (the client
 * escapes typed text: `a\.b` is the text `a.b`); undefined when the body is a real pattern.
 */
export function literalOf(body: string): string | undefined {
  let text = '';
  for (let i = 0; i < body.length; i++) {
    const c = body[i];
    if (c === '\\') {
      const next = body[i + 1];
      if (next === undefined || /[A-Za-z0-9]/.test(next)) return undefined; // \d, \w, \b ... are syntax
      text += next;
      i++;
    } else if (META.has(c)) {
      return undefined;
    } else {
      text += c;
    }
  }
  return text;
}

/**
 * Parses the `/body/i` form of a filter value: `^` anchors at the start. Literal text is kept apart
 * (the server matches it escaped, with `~*`, which the trigram indexes serve); other patterns must compile.
 */
export function parseRegex(field: string, body: string) {
  if (body.length > MAX_REGEX_LENGTH) {
    throw new AppError('INVALID_FIELD_IN_QUERY', [field, `regular expression longer than ${MAX_REGEX_LENGTH} characters`]);
  }
  const anchored = body.startsWith('^');
  const literal = literalOf(anchored ? body.slice(1) : body);
  if (literal === undefined) {
    try {
      new RegExp(body, 'i');
    } catch {
      throw new AppError('INVALID_FIELD_IN_QUERY', [field, 'invalid regular expression']);
    }
    const risk = regexRisk(body);
    if (risk) throw new AppError('INVALID_FIELD_IN_QUERY', [field, `regular expression too costly: ${risk}`]);
  }
  return { field, op: 'regex' as const, pattern: body, anchored, ...(literal !== undefined ? { literal } : {}) };
}
