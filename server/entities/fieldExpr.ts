import type { FieldPath } from '../../engine/query/resolveField.ts';

const SEGMENT = /^[A-Za-z0-9_]+$/;

/** A JSON path as an SQL literal: identifiers only, so it can be inlined (and match expression indexes). */
function pathLiteral(path: string[]): string {
  for (const s of path) if (!SEGMENT.test(s)) throw new Error(`unsafe JSON path segment ${JSON.stringify(s)}`);
  return path.length === 1 ? `'${path[0]}'` : `'{${path.join(',')}}'`;
}

/** The text value at `path` inside a jsonb column: `(data ->> 'name')`, `(data #>> '{a,b}')`. */
export function jsonText(path: string[], base = 'data'): string {
  if (!path.length) return `(${base} #>> '{}')`;
  return path.length === 1 ? `(${base} ->> ${pathLiteral(path)})` : `(${base} #>> ${pathLiteral(path)})`;
}

/** The jsonb value at `path`: `(data -> 'persons')`. */
export function jsonValue(path: string[], base = 'data'): string {
  if (!path.length) return base;
  return path.length === 1 ? `(${base} -> ${pathLiteral(path)})` : `(${base} #> ${pathLiteral(path)})`;
}

/** SQL of a field's stored value as text (a real column, or its path in `data`). */
export function fieldText(field: FieldPath): string {
  if (field.column) return field.column === 'id' ? 'id::text' : field.column;
  return jsonText(field.path);
}

/** SQL of a field's value typed for comparisons and sorting (numbers as numeric). */
export function fieldTyped(field: FieldPath, expr = fieldText(field)): string {
  if (field.kind === 'number' || field.kind === 'integer') return `(${expr})::numeric`;
  if (field.kind === 'boolean') return `(${expr})::boolean`;
  return expr;
}
