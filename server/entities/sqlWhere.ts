import { AppError } from '../../engine/errors/AppError.ts';
import { parseSearchDate } from '../../engine/query/dateKeywords.ts';
import type { FieldPath } from '../../engine/query/resolveField.ts';
import type { Condition } from '../../engine/query/types.ts';

/** Collects SQL parameters and hands out their `$n` placeholders. */
export class Params {
  readonly values: unknown[] = [];
  add(value: unknown): string {
    this.values.push(value);
    return `$${this.values.length}`;
  }
}

/** Escapes LIKE metacharacters so user text is matched literally. */
export function likeEscape(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}

function valueExpr(field: FieldPath, p: Params, base = 'data'): string {
  if (field.column) return field.column === 'id' ? 'id::text' : field.column;
  return `(${base} #>> ${p.add(field.path)}::text[])`;
}

function typed(expr: string, field: FieldPath): string {
  if (field.kind === 'number' || field.kind === 'integer') return `(${expr})::numeric`;
  if (field.kind === 'boolean') return `(${expr})::boolean`;
  return expr;
}

function literal(field: FieldPath, name: string, text: string): unknown {
  if (field.kind === 'number' || field.kind === 'integer') {
    const n = Number(text.replace(',', '.'));
    if (!Number.isFinite(n)) throw new AppError('INVALID_NUMBER_FIELD', [name]);
    return n;
  }
  if (field.kind === 'boolean') {
    if (text !== 'true' && text !== 'false') throw new AppError('INVALID_FIELD_IN_QUERY', [name, 'expected true or false']);
    return text === 'true';
  }
  if (field.kind === 'date' || field.kind === 'datetime') {
    const date = parseSearchDate(text);
    if (!date) throw new AppError('INVALID_DATE_FIELD', [name]);
    return date;
  }
  return text;
}

function compare(expr: string, c: Condition, field: FieldPath, p: Params): string {
  const e = typed(expr, field);
  const dateDay = field.kind === 'datetime' ? `(${expr})::date` : e;
  switch (c.op) {
    case 'eq':
      return field.kind === 'datetime'
        ? `${dateDay} = ${p.add(literal(field, c.field, c.value))}::date`
        : `${e} = ${p.add(literal(field, c.field, c.value))}`;
    case 'ne':
      return `${e} IS DISTINCT FROM ${p.add(literal(field, c.field, c.value))}`;
    case 'in':
      return `${e} = ANY(${p.add(c.values.map((v) => literal(field, c.field, v)))})`;
    case 'regex': {
      const pattern = `${c.anchored ? '' : '%'}${likeEscape(c.pattern)}%`;
      return `${expr} ILIKE ${p.add(pattern)}`;
    }
    case 'range': {
      const parts: string[] = [];
      const lhs = field.kind === 'datetime' ? dateDay : e;
      const cast = field.kind === 'datetime' ? '::date' : '';
      if (c.from !== undefined) parts.push(`${lhs} >= ${p.add(literal(field, c.field, c.from))}${cast}`);
      if (c.to !== undefined) parts.push(`${lhs} <= ${p.add(literal(field, c.field, c.to))}${cast}`);
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
  if (!field.elementPath) return compare(valueExpr(field, p), c, field, p);
  const arrayPath = p.add(field.path);
  const element = `(el #>> ${p.add(field.elementPath)}::text[])`;
  const elements = `jsonb_array_elements(CASE WHEN jsonb_typeof(data #> ${arrayPath}::text[]) = 'array' THEN data #> ${arrayPath}::text[] ELSE '[]'::jsonb END) el`;
  if (c.op === 'null') return `NOT EXISTS (SELECT 1 FROM ${elements} WHERE ${element} IS NOT NULL)`;
  return `EXISTS (SELECT 1 FROM ${elements} WHERE ${compare(element, c, field, p)})`;
}

/** A free-text search over the entity's search fields (case-insensitive, any position). */
export function searchSql(text: string, fields: FieldPath[], p: Params): string {
  const pattern = p.add(`%${likeEscape(text)}%`);
  const ors = fields.map((f) => `${f.column ?? `(data #>> ${p.add(f.path)}::text[])`} ILIKE ${pattern}`);
  return ors.length ? `(${ors.join(' OR ')})` : 'FALSE';
}
