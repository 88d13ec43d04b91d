import { createHash } from 'node:crypto';
import type { EntityInfo, JsonSchema } from '../../engine/registry/types.ts';
import { toSnake } from '../../engine/registry/naming.ts';
import { keyFieldOf } from '../entities/findRow.ts';

/** Fields that must be unique per tenant besides the registration (one Counter per entity). */
const UNIQUE_FIELDS: Readonly<Record<string, string[]>> = { Counter: ['entityName'] };

const UNIQUE_MARK = 'unique_';

/**
 * The field a unique constraint guards, from its name (row-level security hides the duplicate key
 * in the error detail): `e_counters_unique_entity_name` -> entityName, `..._tenant_registration_key` -> registration.
 */
export function uniqueFieldOf(constraint: string | undefined): string | undefined {
  if (!constraint) return undefined;
  if (constraint.endsWith('_tenant_registration_key')) return 'registration';
  const at = constraint.indexOf(`_${UNIQUE_MARK}`);
  return at < 0 ? undefined : constraint.slice(at + UNIQUE_MARK.length + 1).replace(/_([a-z0-9])/g, (_m, c: string) => c.toUpperCase());
}

/** PostgreSQL cuts identifiers at 63 bytes: long names get a digest instead of a silent cut. */
export function indexName(table: string, suffix: string): string {
  const name = `${table}_${suffix}`;
  if (name.length <= 63) return name;
  return `${table.slice(0, 40)}_${createHash('sha1').update(name).digest('hex').slice(0, 12)}`;
}

const isText = (s: JsonSchema) => ([] as string[]).concat(s.type ?? []).includes('string');

/** Top-level text fields that point at another record (`contractRegistration`, `entityRegistration`...). */
export function referenceFields(info: EntityInfo): string[] {
  return Object.entries(info.schema.properties ?? {})
    .filter(([name, prop]) => name !== 'registration' && /Registration$/.test(name) && isText(prop))
    .map(([name]) => name);
}

/**
 * The indexes of the hot paths of one collection table, beyond its keys: status lists in
 * registration order, names (btree and trigram, for ILIKE/regex search), dates, reference fields
 * (includes, history by record, related lists), the URL key field, and offline replays.
 */
export function entityIndexesSql(info: EntityInfo): string {
  const t = info.table;
  const expr = (field: string) => `(data ->> '${field}')`;
  const lines = [
    `CREATE INDEX IF NOT EXISTS ${indexName(t, 'status')} ON ${t} (tenant, status, registration)`,
    `CREATE INDEX IF NOT EXISTS ${indexName(t, 'name')} ON ${t} (tenant, name)`,
    `CREATE INDEX IF NOT EXISTS ${indexName(t, 'updated')} ON ${t} (tenant, updated_at)`,
    `CREATE INDEX IF NOT EXISTS ${indexName(t, 'created')} ON ${t} (tenant, created_at)`,
    `CREATE INDEX IF NOT EXISTS ${indexName(t, 'name_trgm')} ON ${t} USING gin (name gin_trgm_ops)`,
    `CREATE INDEX IF NOT EXISTS ${indexName(t, 'registration_trgm')} ON ${t} USING gin (registration gin_trgm_ops)`,
    `CREATE INDEX IF NOT EXISTS ${indexName(t, 'tmp')} ON ${t} ((data ->> '_temporaryRegistration')) WHERE data ? '_temporaryRegistration'`,
  ];
  const keyField = keyFieldOf(info);
  const fields = new Set([...referenceFields(info), ...(keyField ? [keyField] : [])]);
  for (const field of fields) lines.push(`CREATE INDEX IF NOT EXISTS ${indexName(t, toSnake(field))} ON ${t} (tenant, ${expr(field)})`);
  for (const field of UNIQUE_FIELDS[info.name] ?? []) {
    lines.push(`CREATE UNIQUE INDEX IF NOT EXISTS ${indexName(t, `${UNIQUE_MARK}${toSnake(field)}`)} ON ${t} (tenant, ${expr(field)})`);
  }
  return lines.map((l) => `${l};`).join('\n');
}
