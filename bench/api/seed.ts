/**
 * Bulk seeding of Contract rows for bench/api: one INSERT ... SELECT FROM generate_series per batch,
 * run as the owner (row-level security does not apply to it), with the secondary indexes dropped
 * during the load and rebuilt once at the end (server/seed/bulk/bulkLoad.ts, shared with the large
 * demo's bulk layer), then VACUUM ANALYZE (visibility map and statistics,
 * as a database that has lived a while has them). Rows look like what EntityStore writes: the hot
 * fields as columns AND inside `data` (registration, name, status), the other fields of the
 * contract schema in `data` only.
 */
import { hashSql, loadWithoutIndexes, setCounter, sqlTextArray as sqlArray, type SeedConnection } from '../../server/seed/bulk/bulkLoad.ts';
import type { EntityInfo } from '../../engine/registry/types.ts';

export type { SeedConnection };

/** Bump when the generated rows change: a bench database seeded by another version is reseeded. */
const SEED_VERSION = 1;
const MARKER = 'bench-api-seed';
export const BENCH_TENANT = 'master';
const BATCH = 100_000;

export const SURNAMES = [
  'Martin', 'Bernard', 'Dubois', 'Thomas', 'Robert', 'Richard', 'Petit', 'Durand', 'Leroy', 'Moreau',
  'Simon', 'Laurent', 'Lefebvre', 'Michel', 'Garcia', 'David', 'Bertrand', 'Roux', 'Vincent', 'Fournier',
  'Morel', 'Girard', 'Andre', 'Lefevre', 'Mercier', 'Dupont', 'Lambert', 'Bonnet', 'Francois', 'Martinez',
  'Legrand', 'Garnier', 'Faure', 'Rousseau', 'Blanc', 'Guerin', 'Muller', 'Henry', 'Roussel', 'Nicolas',
  'Perrin', 'Morin', 'Mathieu', 'Clement', 'Gauthier', 'Dumont', 'Lopez', 'Fontaine', 'Chevalier', 'Robin',
  'Masson', 'Sanchez', 'Gerard', 'Nguyen', 'Boyer', 'Denis', 'Lemaire', 'Duval', 'Joly', 'Gautier',
];
const ACTIVITIES = [
  'Transport', 'Logistique', 'Batiment', 'Agriculture', 'Sante', 'Immobilier', 'Industrie', 'Services',
  'Distribution', 'Conseil', 'Energie', 'Medical', 'Imprimerie', 'Travaux Publics', 'Restauration',
  'Hotellerie', 'Informatique', 'Automobile', 'Nautisme', 'Manutention', 'Froid', 'Textile', 'Emballage',
  'Location', 'Maintenance',
];
const FORMS = ['SA', 'SAS', 'SARL', 'EURL', 'SCI'];
/** Status shares in percent, cumulated in this order (a book of mostly live and closed contracts). */
export const STATUS_SHARES: [string, number][] = [
  ['ACTIVE', 40], ['TERMINATED', 25], ['DRAFT', 10], ['STUDY', 8], ['APPROVED', 7], ['SUSPENDED', 4], ['REJECTED', 3], ['CANCELLED', 3],
];
const TYPES = ['LEASE', 'FINANCIAL_LEASE', 'OPERATING_LEASE', 'LOAN', 'HIRE_PURCHASE', 'RENTAL', 'CREDIT', 'FACTORING'];
const PARTNER_ROLES = ['PARTNER', 'DEALER', 'BROKER', 'GUARANTOR'];

/** Registration of the i-th bench contract (1-based), in the entity's default format. */
export const benchRegistration = (info: EntityInfo, i: number) => `${info.registration.prefix}${String(i).padStart(info.registration.digits, '0')}`;

function statusCase(h: string): string {
  let upTo = 0;
  const arms = STATUS_SHARES.map(([status, share]) => `WHEN ${h} < ${(upTo += share)} THEN '${status}'`);
  return `CASE ${arms.join(' ')} ELSE 'ACTIVE' END`;
}

/** The INSERT of rows $1..$2. `h(n)` is a cheap deterministic hash of the row number. */
function insertSql(info: EntityInfo): string {
  const h = (salt: number, mod: number) => hashSql(salt, mod);
  const prefix = info.registration.prefix.replace(/'/g, "''");
  return `
    INSERT INTO ${info.table} (tenant, registration, name, status, data, version, created_at, updated_at, created_by, updated_by)
    SELECT '${BENCH_TENANT}', reg, nm, st,
      jsonb_build_object(
        'registration', reg, 'name', nm, 'status', st,
        'type', (${sqlArray(TYPES)})[1 + ${h(11, TYPES.length)}],
        'startDate', to_char(sd, 'YYYY-MM-DD'),
        'endDate', to_char(sd + make_interval(months => dur), 'YYYY-MM-DD'),
        'signatureDate', to_char(sd - ${h(13, 45)}, 'YYYY-MM-DD'),
        'duration', dur,
        'periodicity', (ARRAY['30','90','365'])[1 + ${h(17, 3)}],
        'rate', round((150 + ${h(19, 650)})::numeric / 100, 2),
        'currency', 'EUR',
        'timeZone', 'Europe/Paris',
        'orgaRegistration', 'AUT' || lpad((1 + ${h(23, 40)})::text, 8, '0'),
        'dealRegistration', 'DEA' || lpad(i::text, 8, '0'),
        'persons', jsonb_build_array(
          jsonb_build_object('role', 'CLIENT', 'personRegistration', 'AUT' || lpad((1000 + ${h(29, 90000)})::text, 8, '0'), 'name', nm),
          jsonb_build_object('role', (${sqlArray(PARTNER_ROLES)})[1 + ${h(31, PARTNER_ROLES.length)}],
            'personRegistration', 'AUT' || lpad((100 + ${h(37, 800)})::text, 8, '0'), 'name', 'Partenaire ' || (100 + ${h(37, 800)}))),
        'assets', jsonb_build_array(jsonb_build_object(
          'assetRegistration', 'AST' || lpad(i::text, 8, '0'), 'quantity', 1 + ${h(41, 3)}, 'currency', 'EUR', 'taxCode', 'VAT20',
          'unitPrice', amount, 'priceExclTax', amount * (1 + ${h(41, 3)}), 'priceInclTax', round(amount * (1 + ${h(41, 3)}) * 1.2, 2),
          'isFinanced', true, 'isPartExchange', false))
      ),
      1 + ${h(43, 3)}, created, created + make_interval(days => ${h(47, 400)}), 'admin@master', 'admin@master'
    FROM (
      SELECT i,
        '${prefix}' || lpad(i::text, ${info.registration.digits}, '0') AS reg,
        (${sqlArray(SURNAMES)})[1 + ${h(1, SURNAMES.length)}] || ' ' || (${sqlArray(ACTIVITIES)})[1 + ${h(3, ACTIVITIES.length)}] || ' '
          || (${sqlArray(FORMS)})[1 + ${h(5, FORMS.length)}] AS nm,
        ${statusCase(h(7, 100))} AS st,
        date '2015-01-01' + ${h(9, 4383)} AS sd,
        (ARRAY[12, 24, 36, 48, 60, 72, 84])[1 + ${h(53, 7)}] AS dur,
        round((5000 + ${h(59, 495000)})::numeric + ${h(61, 100)}::numeric / 100, 2) AS amount,
        timestamptz '2015-01-01 08:00:00+00' + make_interval(days => ${h(9, 4383)}, secs => ${h(67, 36000)}) AS created
      FROM generate_series($1::int, $2::int) i
    ) s`;
}

/** Rows of the bench tenant and the seed marker, to decide whether an existing database can be reused. */
export async function seededRows(c: SeedConnection, info: EntityInfo): Promise<{ rows: number; marker?: string }> {
  const { rows } = await c.query(`SELECT count(*) AS n FROM ${info.table} WHERE tenant = $1`, [BENCH_TENANT]);
  const marker = await c.query('SELECT value FROM system_settings WHERE key = $1', [MARKER]);
  return { rows: Number(rows[0].n), marker: marker.rows[0]?.value as string | undefined };
}

export const expectedMarker = (rows: number) => `${SEED_VERSION}:${rows}`;

/**
 * Replaces the contracts of the bench tenant with `count` generated ones. `memory` is the
 * maintenance_work_mem for the index builds.
 */
export async function seedContracts(c: SeedConnection, info: EntityInfo, count: number, memory: string, log: (line: string) => void): Promise<void> {
  const started = performance.now();
  const elapsed = () => `${((performance.now() - started) / 1000).toFixed(0)} s`;
  await c.query('DELETE FROM system_settings WHERE key = $1', [MARKER]);
  await c.exec(`TRUNCATE ${info.table}`);
  const sql = insertSql(info);
  await loadWithoutIndexes(c, [info], { memory, local: false }, async () => {
    for (let from = 1; from <= count; from += BATCH) {
      const to = Math.min(count, from + BATCH - 1);
      await c.query(sql, [from, to]);
      log(`  inserted ${to.toLocaleString('en-US')} / ${count.toLocaleString('en-US')} rows (${elapsed()})`);
    }
  });
  log(`  indexes rebuilt (${elapsed()})`);
  await c.exec(`VACUUM ANALYZE ${info.table}`);
  log(`  vacuum analyze done (${elapsed()})`);
  // The next registration drawn by the API follows the seeded ones.
  await setCounter(c, BENCH_TENANT, info.name, count);
  await c.query(
    `INSERT INTO system_settings (key, value) VALUES ($1, $2) ON CONFLICT (key) DO UPDATE SET value = EXCLUDED.value`,
    [MARKER, expectedMarker(count)],
  );
}
