import { AppError } from '../../engine/errors/AppError.ts';
import { parseSearchDate } from '../../engine/query/dateKeywords.ts';
import type { FieldPath } from '../../engine/query/resolveField.ts';
import type { Condition } from '../../engine/query/types.ts';
import { fieldText, fieldTyped, jsonText, jsonValue } from './fieldExpr.ts';

/** Collects SQL parameters and hands out their `$n` placeholders. */
export class Params {
  readonly values: unknown[] = [];
  add(value: unknown): string {
    this.values.push(value);
    return `$${this.values.length}`;
  }
}

/** Escapes the metacharacters of PostgreSQL's regular expressions so user text is matched literally. */
export function regexEscape(text: string): string {
  return text.replace(/[\\^$.|?*+()[\]{}]/g, (c) => `\\${c}`);
}

/**
 * A case-insensitive match of literal text (anywhere, or at the start): `~*` rather than ILIKE,
 * which with a UTF-8 collation lowercases both strings of every row it reads (about twice the cost
 * per row, bench/api regex search); the trigram indexes serve both.
 */
const containsSql = (expr: string, text: string, anchored: boolean, p: Params) => `${expr} ~* ${p.add(`${anchored ? '^' : ''}${regexEscape(text)}`)}`;

/** Printable ASCII: text whose case-insensitive match {@link foldedSql} tests exactly. */
const PRINTABLE_ASCII = /^[\x20-\x7e]*$/;

/**
 * The test of {@link containsSql} for rows that are read one by one anyway (the newest rows of
 * recentRows.ts, where no index serves the match), about three times cheaper per row (bench/api
 * regex search), for text of printable ASCII ({@link foldedParam}: undefined for other text).
 * Exactly the same rows: for a pattern of printable ASCII, `~*` matches each letter to its ASCII
 * lower or upper case only (PostgreSQL's regular expressions fold ASCII letters the C way in every
 * locale), and `lower(... COLLATE "C")` folds ASCII letters only and leaves every other character
 * as it is (a locale's lower() also folds some non-ASCII letters to ASCII ones: the dotted I).
 */
const foldedSql = (expr: string, param: string, anchored: boolean) =>
  anchored ? `starts_with(lower((${expr}) COLLATE "C"), ${param})` : `strpos(lower((${expr}) COLLATE "C"), ${param}) > 0`;
const foldedParam = (text: string, p: Params) => (PRINTABLE_ASCII.test(text) ? p.add(text.toLowerCase()) : undefined);

/** How literal text is matched: `indexed` for the trigram indexes (the usual statements), `scanned` for rows read one by one. */
export type TextMatch = 'indexed' | 'scanned';

function literalSql(expr: string, text: string, anchored: boolean, p: Params, match: TextMatch): string {
  const folded = match === 'scanned' ? foldedParam(text, p) : undefined;
  return folded ? foldedSql(expr, folded, anchored) : containsSql(expr, text, anchored, p);
}

const BOOLEANS: Record<string, boolean> = { true: true, false: false, '1': true, '0': false };

/** A filter value typed for its field; a value of the wrong kind is a catalogued 400. */
function literal(field: FieldPath, name: string, text: string): unknown {
  switch (field.kind) {
    case 'number':
    case 'integer': {
      const n = Number(text.trim().replace(',', '.'));
      if (text.trim() === '' || !Number.isFinite(n)) throw new AppError('INVALID_NUMBER_FIELD', [name]);
      return n;
    }
    case 'boolean':
      if (!Object.hasOwn(BOOLEANS, text)) throw new AppError('INVALID_FIELD_IN_QUERY', [name, 'expected true or false']);
      return BOOLEANS[text];
    case 'date':
    case 'datetime': {
      const day = parseSearchDate(text.trim());
      if (!day) throw new AppError('INVALID_DATE_FIELD', [name]);
      return day;
    }
    default:
      return text;
  }
}

const arrayType = (field: FieldPath) =>
  field.kind === 'number' || field.kind === 'integer' ? 'numeric[]' : field.kind === 'boolean' ? 'boolean[]' : 'text[]';

/** A datetime compared by whole days (in the session time zone, UTC unless configured). */
function dayRange(expr: string, from: string | undefined, to: string | undefined, p: Params): string {
  const ts = `(${expr})::timestamptz`;
  const parts: string[] = [];
  if (from !== undefined) parts.push(`${ts} >= ${p.add(from)}::date::timestamptz`);
  if (to !== undefined) parts.push(`${ts} < (${p.add(to)}::date + 1)::timestamptz`);
  return parts.length ? parts.join(' AND ') : 'TRUE';
}

/** Any of several whole days (a datetime equals a day when it falls on it); no day matches nothing. */
function anyDay(expr: string, days: string[], p: Params): string {
  return days.length ? `(${days.map((day) => dayRange(expr, day, day, p)).join(' OR ')})` : 'FALSE';
}

function compare(expr: string, c: Condition, field: FieldPath, p: Params, match: TextMatch): string {
  const typed = fieldTyped(field, expr);
  const value = (text: string) => literal(field, c.field, text);
  const datetime = field.kind === 'datetime';
  switch (c.op) {
    case 'eq':
      if (datetime) {
        const day = value(c.value) as string;
        return dayRange(expr, day, day, p);
      }
      return `${typed} = ${p.add(value(c.value))}`;
    case 'ne':
      if (datetime) return `(${expr} IS NULL OR NOT ${anyDay(expr, [value(c.value) as string], p)})`;
      return `${typed} IS DISTINCT FROM ${p.add(value(c.value))}`;
    // datetimes compare by whole days; _insertDate and _updateDate are timestamptz columns, never = text
    case 'in':
      if (datetime) return anyDay(expr, c.values.map(value) as string[], p);
      return `${typed} = ANY(${p.add(c.values.map(value))}::${arrayType(field)})`;
    case 'nin':
      if (datetime) return `(${expr} IS NULL OR NOT ${anyDay(expr, c.values.map(value) as string[], p)})`;
      return `(${expr} IS NULL OR NOT (${typed} = ANY(${p.add(c.values.map(value))}::${arrayType(field)})))`;
    case 'regex': {
      // text matches read a timestamptz column as its text
      const text = field.column && datetime ? `(${expr})::text` : expr;
      if (c.literal !== undefined) return literalSql(text, c.literal, c.anchored, p, match);
      return `${text} ~* ${p.add(c.pattern)}`;
    }
    case 'range': {
      const from = c.from === undefined ? undefined : value(c.from);
      const to = c.to === undefined ? undefined : value(c.to);
      if (datetime) return dayRange(expr, from as string | undefined, to as string | undefined, p);
      const parts: string[] = [];
      if (from !== undefined) parts.push(`${typed} >= ${p.add(from)}`);
      if (to !== undefined) parts.push(`${typed} <= ${p.add(to)}`);
      return parts.length ? parts.join(' AND ') : 'TRUE';
    }
    case 'null':
      return `${expr} IS NULL`;
    case 'notnull':
      return `${expr} IS NOT NULL`;
  }
}

/** SQL for one condition; a field that crosses an array matches when ANY element matches. */
export function conditionSql(c: Condition, field: FieldPath, p: Params, match: TextMatch = 'indexed'): string {
  if (!field.elementPath) return compare(fieldText(field), c, field, p, match);
  const array = jsonValue(field.path);
  const elements = `jsonb_array_elements(CASE WHEN jsonb_typeof(${array}) = 'array' THEN ${array} ELSE '[]'::jsonb END) el`;
  const element = jsonText(field.elementPath, 'el');
  if (c.op === 'null') return `NOT EXISTS (SELECT 1 FROM ${elements} WHERE ${element} IS NOT NULL)`;
  return `EXISTS (SELECT 1 FROM ${elements} WHERE ${compare(element, c, field, p, match)})`;
}

/** A free-text search over the entity's search fields (case-insensitive, any position). */
export function searchSql(text: string, fields: FieldPath[], p: Params, match: TextMatch = 'indexed'): string {
  const exprs = fields.filter((f) => !f.elementPath).map(fieldText);
  if (!exprs.length) return 'FALSE';
  const folded = match === 'scanned' ? foldedParam(text, p) : undefined;
  const pattern = folded ?? p.add(regexEscape(text));
  const ors = exprs.map((expr) => (folded ? foldedSql(expr, folded, false) : `${expr} ~* ${pattern}`));
  return `(${ors.join(' OR ')})`;
}
