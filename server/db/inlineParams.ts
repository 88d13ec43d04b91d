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
  if (/\$[^0-9]|\\|--|\/\*/.test(sql)) return undefined;
  const literals: string[] = [];
  for (const value of params) {
    const prepared: unknown = prepareValue(value);
    if (prepared === null || prepared === undefined) literals.push('NULL');
    else if (typeof prepared === 'string' && !prepared.includes('\0')) literals.push(pg.escapeLiteral(prepared));
    else return undefined;
  }
  let unknownIndex = false;
  const out = sql.replace(TOKENS, (token: string, index: string | undefined) => {
    if (index === undefined) return token;
    const literal = literals[Number(index) - 1];
    if (literal === undefined) unknownIndex = true;
    return literal ?? token;
  });
  return unknownIndex ? undefined : out;
}
