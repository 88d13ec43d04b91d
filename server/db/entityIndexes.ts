import { createHash } from 'node:crypto';
import type { EntityInfo, JsonSchema } from '../../engine/registry/types.ts';
import { toSnake } from '../../engine/registry/naming.ts';
import { keyFieldOf } from '../entities/findRow.ts';

/**
 * Fields that must be unique per tenant besides the registration: one Counter per entity; one
 * invoice per billing key (run billing's guard against billing a cashflow twice, docs/billing.md).
 */
const UNIQUE_FIELDS: Readonly<Record<string, string[]>> = { Counter: ['entityName'], Invoice: ['billingKey'] };

const UNIQUE_MARK = 'unique_';

/**
 * Fields looked up by value on a hot path besides the reference fields: a bank statement's entry
 * quotes an invoice's number (a supplier's invoice its own number, `externalReference`) or a payment
 * file line's end-to-end id (server/billing/sepa/invoiceLookup.ts). Without an index each entry of
 * an imported statement read the whole invoice table.
 */
const LOOKUP_FIELDS: Readonly<Record<string, string[]>> = { Invoice: ['invoiceNumber', 'externalReference'], PaymentFileLine: ['endToEndId'] };

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

/** The unique index of offline temporary registrations (TMP + 8 digits) of a collection table. */
export function temporaryIndexName(table: string): string {
  return indexName(table, `${UNIQUE_MARK}temporary_registration`);
}

/**
 * One record per temporary registration and tenant, enforced by the database: two offline replays
 * of the same create that race (each looked the registration up before the other inserted) cannot
 * both insert; the loser's insert fails and it returns the winner's record (writeRecords.ts).
 * Records a former race duplicated are kept: the later copies only lose their marker, so the
 * index can be built. Where that update cannot see the rows (an owner that is not a superuser,
 * under forced row-level security) the index is skipped with a warning instead of failing the start.
 */
function temporaryIndexSql(t: string): string {
  const name = temporaryIndexName(t);
  return `DROP INDEX IF EXISTS ${indexName(t, 'tmp')};
    DO $$ BEGIN
      IF to_regclass('${name}') IS NULL THEN
        UPDATE ${t} d SET data = d.data - '_temporaryRegistration'
        FROM (SELECT tenant, id, row_number() OVER (PARTITION BY tenant, data ->> '_temporaryRegistration' ORDER BY created_at, id) AS n
              FROM ${t} WHERE data ? '_temporaryRegistration') dup
        WHERE d.tenant = dup.tenant AND d.id = dup.id AND dup.n > 1;
      END IF;
      CREATE UNIQUE INDEX IF NOT EXISTS ${name} ON ${t} (tenant, (data ->> '_temporaryRegistration')) WHERE data ? '_temporaryRegistration';
    EXCEPTION WHEN unique_violation THEN
      RAISE WARNING 'tabula: % has duplicate temporary registrations: its unique index is not created', '${t}';
    END $$`;
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
 * (includes, history by record, related lists), the URL key field, the looked-up fields
 * (LOOKUP_FIELDS), and offline replays (unique per tenant and temporary registration).
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
    temporaryIndexSql(t),
  ];
  const keyField = keyFieldOf(info);
  const fields = new Set([...referenceFields(info), ...(keyField ? [keyField] : []), ...(LOOKUP_FIELDS[info.name] ?? [])]);
  for (const field of fields) lines.push(`CREATE INDEX IF NOT EXISTS ${indexName(t, toSnake(field))} ON ${t} (tenant, ${expr(field)})`);
  for (const field of UNIQUE_FIELDS[info.name] ?? []) {
    lines.push(`CREATE UNIQUE INDEX IF NOT EXISTS ${indexName(t, `${UNIQUE_MARK}${toSnake(field)}`)} ON ${t} (tenant, ${expr(field)})`);
  }
  return lines.map((l) => `${l};`).join('\n');
}
