import type { FieldPath } from '../../engine/query/resolveField.ts';
import type { ListQuery } from '../../engine/query/types.ts';
import type { EntityInfo } from '../../engine/registry/types.ts';
import { fieldTyped, jsonText } from './fieldExpr.ts';
import { conditionSql, Params, searchSql, type TextMatch } from './sqlWhere.ts';

/** Resolves a field name of the entity (throws the catalogued error for unknown names). */
export type FieldResolver = (name: string) => FieldPath;

export interface WhereOptions {
  /** Leave out the conditions on this field (a breakdown counts every value of it). */
  exceptField?: string;
  /** Apply the keyset cursor `after`. */
  keyset?: boolean;
  /** How literal text is matched (sqlWhere.ts): `indexed` unless said. */
  match?: TextMatch;
}

/** Ascending or descending registration order, when the query pages by registration. */
export function keysetDirection(query: ListQuery): 'asc' | 'desc' | undefined {
  if (!query.sort.length) return 'desc';
  if (query.sort.length === 1 && query.sort[0].field === 'registration') return query.sort[0].desc ? 'desc' : 'asc';
  return undefined;
}

/** The WHERE clause of a list query: filters, free-text search and the keyset cursor. */
export function whereSql(info: EntityInfo, query: ListQuery, field: FieldResolver, p: Params, opts: WhereOptions = {}): string {
  const parts = query.conditions.filter((c) => c.field !== opts.exceptField).map((c) => conditionSql(c, field(c.field), p, opts.match));
  if (query.search) {
    const fields = info.searchFields.flatMap((name) => {
      try {
        return [field(name)];
      } catch {
        return [];
      }
    });
    parts.push(searchSql(query.search, fields, p, opts.match));
  }
  if (opts.keyset && query.after !== undefined) {
    parts.push(`registration ${keysetDirection(query) === 'asc' ? '>' : '<'} ${p.add(query.after)}`);
  }
  return parts.length ? `WHERE ${parts.join(' AND ')}` : '';
}

/** A sort key: array-crossing fields sort by their first element (`persons.name` -> persons.0.name). */
function sortExpr(f: FieldPath): string {
  if (!f.elementPath) return fieldTyped(f);
  return fieldTyped(f, jsonText([...f.path, '0', ...f.elementPath]));
}

/** One key of a list's order: its SQL expression, direction, and whether it can be null (sorted last). */
export interface SortKey {
  expr: string;
  desc: boolean;
  nullable: boolean;
}

/** The keys of a list's order; the registration (unique, never null) always ends it. */
export function sortKeys(query: ListQuery, field: FieldResolver): SortKey[] {
  const keys: SortKey[] = [];
  for (const { field: name, desc } of query.sort) {
    if (name === 'registration') {
      keys.push({ expr: 'registration', desc, nullable: false });
      return keys;
    }
    keys.push({ expr: sortExpr(field(name)), desc, nullable: true });
  }
  keys.push({ expr: 'registration', desc: !query.sort.length, nullable: false });
  return keys;
}

/** ORDER BY of a list query; the registration (unique) always ends it, so paging is stable. */
export function orderSql(query: ListQuery, field: FieldResolver): string {
  const keys = sortKeys(query, field).map((k) => `${k.expr} ${k.desc ? 'DESC' : 'ASC'}${k.nullable ? ' NULLS LAST' : ''}`);
  return `ORDER BY ${keys.join(', ')}`;
}

export { Params };
