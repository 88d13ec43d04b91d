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
  const literals: string[] = [];
  for (const value of params) {
    const prepared: unknown = prepareValue(value);
    if (prepared === null || prepared === undefined) literals.push('NULL');
    else if (typeof prepared === 'string' && !prepared.includes('\0')) literals.push(pg.escapeLiteral(prepared));
    else return undefined;
  }
  let out = shape.texts[0];
  for (let i = 0; i < shape.indexes.length; i++) {
    const literal = literals[shape.indexes[i] - 1];
    if (literal === undefined) return undefined;
    out += literal + shape.texts[i + 1];
  }
  return out;
}

/** A statement cut at its `$n` placeholders: the texts around them and their numbers. */
interface Shape {
  texts: string[];
  indexes: number[];
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
    shape = { texts, indexes };
  }
  if (shapes.size >= MAX_SHAPES) shapes.clear();
  shapes.set(sql, shape);
  return shape;
}
