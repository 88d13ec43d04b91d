import { createRequire } from 'node:module';
import pg from 'pg';

/** node-postgres's own conversion of a parameter to the text it sends (dates, arrays, JSON). */
const { prepareValue } = createRequire(import.meta.url)('pg/lib/utils') as { prepareValue: (value: unknown) => unknown };

/** String and identifier tokens skipped whole, and `$n` placeholders. */
const TOKENS = /'(?:[^']|'')*'|"(?:[^"]|"")*"|[A-Za-z_][A-Za-z0-9_$]*|\$(\d+)/g;

/**
 * `sql` with its `$n` parameters written as literals, so it can travel in one simple-protocol
 * message with other statements (the transaction start: one round trip instead of two). Each value
 * becomes the text node-postgres would send for it (`prepareValue`) as a quoted literal, which,
 * like a parameter, has no type until its context gives it one. Undefined when the statement is not
 * plain enough to rewrite safely (dollar quoting, backslashes, comments) or a value is binary: the
 * caller then sends it as it is.
 */
export function inlineParams(sql: string, params: readonly unknown[] | undefined): string | undefined {
  if (!params?.length) return sql;
  const shape = shapeOf(sql);
  if (!shape) return undefined;
  const literals = paramLiterals(params);
  if (!literals) return undefined;
  let out = shape.texts[0];
  for (let i = 0; i < shape.indexes.length; i++) {
    const literal = literals[shape.indexes[i] - 1];
    if (literal === undefined) return undefined;
    out += literal + shape.texts[i + 1];
  }
  return out;
}

/**
 * The arguments of an `EXECUTE` of `sql` prepared with `PREPARE name AS sql` (pgPrepared.ts): `('a',
 * NULL)`, the values written as {@link inlineParams} writes them, or `''` for a statement without
 * parameters. Undefined when inlineParams would decline, for anything but one SELECT (or WITH)
 * statement, for a pattern match (see PATTERN_MATCH), or when the values are not exactly those the
 * statement numbers (`$1`..`$n`, each used): the caller then sends the statement unprepared.
 */
export function executeArguments(sql: string, params: readonly unknown[] | undefined): string | undefined {
  const shape = shapeOf(sql);
  if (!shape?.preparable) return undefined;
  const literals = paramLiterals(params ?? []);
  if (!literals) return undefined;
  const used = new Set(shape.indexes);
  if (used.size !== literals.length || !literals.every((_, i) => used.has(i + 1))) return undefined;
  return literals.length ? `(${literals.join(', ')})` : '';
}

/** Each value as the quoted literal of the text node-postgres would send for it; undefined for a binary value or a NUL. */
function paramLiterals(params: readonly unknown[]): string[] | undefined {
  const literals: string[] = [];
  for (const value of params) {
    const prepared: unknown = prepareValue(value);
    if (prepared === null || prepared === undefined) literals.push('NULL');
    else if (typeof prepared === 'string' && !prepared.includes('\0')) literals.push(pg.escapeLiteral(prepared));
    else return undefined;
  }
  return literals;
}

/** A statement cut at its `$n` placeholders: the texts around them and their numbers. */
interface Shape {
  texts: string[];
  indexes: number[];
  /** One SELECT or WITH statement (no `;` but a trailing one): what PREPARE may name. */
  preparable: boolean;
}

/** A read, alone: SELECT or WITH first, no `;` before the end outside quotes. */
const READ = /^\s*(SELECT|WITH)\b/i;
/**
 * Pattern matches (regular expressions, LIKE, full text, trigram similarity): their best plan
 * depends on the pattern (a rare one through the trigram index, a common one by the sort order),
 * which a generic plan of a prepared statement does not know. Such statements are not prepared.
 */
const PATTERN_MATCH = /~|\b(I?LIKE|SIMILAR)\b|@@|<?%>?/i;
const QUOTED = /'(?:[^']|'')*'|"(?:[^"]|"")*"/g;
/**
 * The alias of a bounded subquery of the newest rows (recentRows.ts) whose rows a pattern filters:
 * the plan of such a statement is the same for every pattern (read the subquery's rows in order,
 * filter), so it is prepared despite its pattern match.
 */
export const RECENT_ROWS_ALIAS = 'recent_rows';
const RECENT_ROWS_SUBQUERY = new RegExp(`\\) ${RECENT_ROWS_ALIAS} `);

function preparable(sql: string): boolean {
  const bare = sql.replace(QUOTED, "''");
  return READ.test(sql) && !/;\s*\S/.test(bare) && (!PATTERN_MATCH.test(bare) || RECENT_ROWS_SUBQUERY.test(bare));
}

/** plan_cache_mode values: a prepared statement's generic plan at once, and PostgreSQL's default choice. */
export const GENERIC = 'force_generic_plan';
export const AUTO = 'auto';

/**
 * Whether the prepared `sql` is to run its generic plan at once: a pattern filtering the newest
 * rows (recentRows.ts). PostgreSQL would otherwise plan it for each run, its generic plan costed
 * above the custom ones (a pattern's selectivity is unknown to it, so the window looks read to the
 * end), which is the planning the statement exists to save.
 */
export function wantsGenericPlan(sql: string): boolean {
  // the substring first: asked for every statement PGlite runs
  return sql.includes(` ${RECENT_ROWS_ALIAS} `) && RECENT_ROWS_SUBQUERY.test(sql.replace(QUOTED, "''"));
}

/** Statements already cut (the same SQL comes back for every request of one query shape); bounded. */
const shapes = new Map<string, Shape | null>();
const MAX_SHAPES = 1_000;

/** `sql` cut at its placeholders (remembered), or null when it is not plain enough to rewrite. */
function shapeOf(sql: string): Shape | null {
  let shape = shapes.get(sql);
  if (shape !== undefined) return shape;
  shape = null;
  if (!/\$[^0-9]|\\|--|\/\*/.test(sql)) {
    const texts: string[] = [];
    const indexes: number[] = [];
    let from = 0;
    for (const m of sql.matchAll(TOKENS)) {
      if (m[1] === undefined) continue;
      texts.push(sql.slice(from, m.index));
      indexes.push(Number(m[1]));
      from = m.index + m[0].length;
    }
    texts.push(sql.slice(from));
    shape = { texts, indexes, preparable: preparable(sql) };
  }
  if (shapes.size >= MAX_SHAPES) shapes.clear();
  shapes.set(sql, shape);
  return shape;
}
