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
  /** The same values, for another statement that uses the same placeholders and may add its own. */
  copy(): Params {
    const copy = new Params();
    copy.values.push(...this.values);
    return copy;
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

function compare(expr: string, c: Condition, field: FieldPath, p: Params): string {
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
      if (c.literal !== undefined) return containsSql(text, c.literal, c.anchored, p);
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
export function conditionSql(c: Condition, field: FieldPath, p: Params): string {
  if (!field.elementPath) return compare(fieldText(field), c, field, p);
  const array = jsonValue(field.path);
  const elements = `jsonb_array_elements(CASE WHEN jsonb_typeof(${array}) = 'array' THEN ${array} ELSE '[]'::jsonb END) el`;
  const element = jsonText(field.elementPath, 'el');
  if (c.op === 'null') return `NOT EXISTS (SELECT 1 FROM ${elements} WHERE ${element} IS NOT NULL)`;
  return `EXISTS (SELECT 1 FROM ${elements} WHERE ${compare(element, c, field, p)})`;
}

/** A free-text search over the entity's search fields (case-insensitive, any position). */
export function searchSql(text: string, fields: FieldPath[], p: Params): string {
  const pattern = p.add(regexEscape(text));
  const ors = fields.filter((f) => !f.elementPath).map((f) => `${fieldText(f)} ~* ${pattern}`);
  return ors.length ? `(${ors.join(' OR ')})` : 'FALSE';
}
