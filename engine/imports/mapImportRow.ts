import type { JsonSchema } from '../registry/types.ts';

type Row = Record<string, unknown>;

/** One column of an import mapping (the Mapping entity): file column -> entity field. */
export interface ImportColumn {
  source?: string | null;
  target?: string | null;
  defaultValue?: string | null;
}

function typesOf(schema: JsonSchema | undefined): string[] {
  const t = schema?.type;
  return Array.isArray(t) ? t : t ? [t] : [];
}

/** A text value of a file turned into the type its field declares; other values are kept. */
function coerce(value: unknown, field: JsonSchema | undefined): unknown {
  if (typeof value !== 'string') return value;
  const text = value.trim();
  const types = typesOf(field);
  if (text === '') return types.includes('null') || !types.includes('string') ? null : '';
  if (types.includes('number') || types.includes('integer')) {
    const n = Number(text.replace(',', '.'));
    return Number.isFinite(n) ? n : value;
  }
  if (types.includes('boolean')) {
    if (/^(true|yes|1|oui|sí|si)$/i.test(text)) return true;
    if (/^(false|no|0|non)$/i.test(text)) return false;
  }
  if ((types.includes('array') || types.includes('object')) && /^[[{]/.test(text)) {
    try {
      return JSON.parse(text) as unknown;
    } catch {
      return value;
    }
  }
  return value;
}

/**
 * One row of an import file as the body of a create: renamed by the mapping's columns when there
 * are any (columns the mapping does not name are dropped, a default fills an empty value), then
 * each value typed after the entity schema (numbers, booleans, JSON for arrays and objects, empty
 * text as null). Columns the entity does not have are kept: the server refuses them by name.
 */
export function mapImportRow(row: Row, schema: JsonSchema, columns: readonly ImportColumn[] = []): Row {
  const used = columns.filter((c) => c.target);
  const renamed: Row = used.length
    ? Object.fromEntries(
        used.map((c) => {
          const value = c.source ? row[c.source] : undefined;
          const empty = value === undefined || value === null || value === '';
          return [c.target as string, empty && c.defaultValue != null ? c.defaultValue : (value ?? null)];
        }),
      )
    : { ...row };
  const properties = schema.properties ?? {};
  return Object.fromEntries(
    Object.entries(renamed).map(([key, value]) => [key, coerce(value, properties[key])]),
  );
}
