import type { EntityInfo } from '../../../engine/registry/types.ts';
import type { AppContext } from '../../context.ts';
import { loadTaxes } from '../../finance/contractHook.ts';
import { counterValue, hashSql, loadWithoutIndexes, setCounter, type SeedConnection } from '../bulk/bulkLoad.ts';
import { assetPlaceholder, BULK_STATUSES, bulkVariants, REG, type TemplateSource } from './bulkTemplates.ts';
import type { Rec } from './types.ts';

/** Contracts written per statement. */
const BATCH = 50_000;
/** Model contracts (the world's ACTIVE ones, by registration) the bulk contracts are drawn from. */
const MODELS = 40;
/** The variants' table, for the transaction of the load. */
const VARIANTS = 'demo_bulk_variants';
/** The variants' cashflows, one row each. */
const CASHFLOWS = 'demo_bulk_cashflows';

export interface BulkOptions {
  tenant: string;
  /** How many bulk contracts (the large size: docs/demo-data.md, "Sizes"). */
  count: number;
  today: string;
  username: string;
  log?: (line: string) => void;
}

export interface BulkResult {
  contracts: number;
  cashflows: number;
  assets: number;
  /** First and last registration of the bulk contracts. */
  first: string;
  last: string;
}

const quote = (text: string) => `'${text.replace(/'/g, "''")}'`;
const formatted = (info: EntityInfo, value: string) => `${quote(info.registration.prefix)} || lpad((${value})::text, ${info.registration.digits}, '0')`;

/** The bulk contracts of rows $1..$2: their number i, registration, status and model. */
function bulkRows(contract: EntityInfo, base: number, models: number): string {
  let upTo = 0;
  const arms = BULK_STATUSES.map(([, share], index) => `WHEN ${hashSql(7, 100)} < ${(upTo += share)} THEN ${index}`);
  return `SELECT i, ${formatted(contract, `${base}::bigint + i`)} AS reg, CASE ${arms.join(' ')} ELSE 0 END AS si, ${hashSql(11, models)} AS ti
          FROM generate_series($1::int, $2::int) i`;
}

/** The text of a variant with its placeholders replaced by the registrations of row `s`. */
function filled(column: string, asset: EntityInfo, assetBase: number, perContract: number): string {
  let text = `replace(v.${column}, '${REG}', s.reg)`;
  for (let n = 1; n <= perContract; n++) {
    text = `replace(${text}, '${assetPlaceholder(n)}', ${formatted(asset, `${assetBase}::bigint + (s.i - 1)::bigint * ${perContract} + ${n}`)})`;
  }
  return text;
}

/** The world's ACTIVE contracts the bulk copies, with the assets their lines ordered. */
async function readModels(ctx: AppContext, tenant: string): Promise<{ sources: TemplateSource[]; taxes: Awaited<ReturnType<typeof loadTaxes>> }> {
  const { registry } = ctx;
  return ctx.db.withTenant(tenant, async (q) => {
    const { rows } = await q.query<{ data: Rec }>(`SELECT data FROM ${registry.get('Contract').table} WHERE status = 'ACTIVE' ORDER BY registration LIMIT ${MODELS}`);
    const registrations = rows.map((r) => String(r.data.registration));
    const assets = (await q.query<{ data: Rec }>(`SELECT data FROM ${registry.get('Asset').table} WHERE data ->> 'contractRegistration' = ANY($1) ORDER BY registration`, [registrations])).rows;
    const sources = rows.map((r) => ({ contract: r.data, assets: assets.map((a) => a.data).filter((a) => a.contractRegistration === r.data.registration) }));
    return { sources, taxes: await loadTaxes(ctx, q) };
  });
}

/**
 * The bulk layer of the large demo (docs/demo-data.md, "Sizes"): `count` contracts copied from the
 * world's ACTIVE contracts in the statuses of {@link BULK_STATUSES}, each computed by the product
 * (bulkTemplates.ts), with its cashflows and, when ACTIVE, its assets, written by the database
 * itself in one owner transaction (server/seed/bulk/bulkLoad.ts: the tenant column set, the
 * indexes rebuilt after the load, the registration counters moved past the bulk). The row
 * counters of the lists follow (statement triggers). Runs after the whole world is seeded.
 */
export async function seedBulkContracts(ctx: AppContext, opts: BulkOptions): Promise<BulkResult> {
  const { registry } = ctx;
  const contract = registry.get('Contract');
  const cashflow = registry.get('Cashflow');
  const asset = registry.get('Asset');
  const log = opts.log ?? (() => {});
  const { sources, taxes } = await readModels(ctx, opts.tenant);
  if (!sources.length) throw new Error('demo bulk: the world holds no ACTIVE contract to copy');
  const variants = bulkVariants(sources, taxes, opts.today);
  const perContract = Math.max(0, ...variants.map((v) => v.assetCount));
  const started = performance.now();
  const elapsed = () => `${((performance.now() - started) / 1000).toFixed(0)} s`;
  return ctx.db.admin(async (q) => {
    const c: SeedConnection = q;
    const base = await counterValue(c, opts.tenant, contract.name);
    const assetBase = await counterValue(c, opts.tenant, asset.name);
    await c.exec(`CREATE TEMP TABLE ${VARIANTS} (status int, template int, status_code text, name text, contract jsonb, lines text, assets text) ON COMMIT DROP;
      CREATE TEMP TABLE ${CASHFLOWS} (status int, template int, suffix text, name text, status_code text, data jsonb) ON COMMIT DROP`);
    await c.query(
      `INSERT INTO ${VARIANTS} SELECT * FROM jsonb_to_recordset($1::jsonb) AS x(status int, template int, "statusCode" text, name text, contract jsonb, lines text, assets text)`,
      [JSON.stringify(variants.map(({ cashflows: _own, ...v }) => v))],
    );
    await c.query(
      `INSERT INTO ${CASHFLOWS} SELECT * FROM jsonb_to_recordset($1::jsonb) AS x(status int, template int, suffix text, name text, "statusCode" text, data jsonb)`,
      [JSON.stringify(variants.flatMap((v) => v.cashflows))],
    );
    await c.exec(`CREATE INDEX ON ${VARIANTS} (status, template); CREATE INDEX ON ${CASHFLOWS} (status, template); ANALYZE ${VARIANTS}; ANALYZE ${CASHFLOWS}`);
    const rows = bulkRows(contract, base, sources.length);
    const from = `FROM (${rows}) s JOIN ${VARIANTS} v ON v.status = s.si AND v.template = s.ti`;
    const who = `${quote(opts.tenant)}, ${quote(opts.username)}, ${quote(opts.username)}`;
    const insert = (info: EntityInfo, select: string) =>
      `INSERT INTO ${info.table} (tenant, created_by, updated_by, registration, name, status, data) SELECT ${who}, ${select}`;
    const statements = [
      insert(contract, `s.reg, v.name, v.status_code, v.contract || jsonb_build_object('registration', s.reg, 'assets', (${filled('lines', asset, assetBase, perContract)})::jsonb) ${from}`),
      insert(cashflow, `s.reg || f.suffix, f.name, f.status_code, f.data || jsonb_build_object('registration', s.reg || f.suffix, 'contractRegistration', s.reg)
        FROM (${rows}) s JOIN ${CASHFLOWS} f ON f.status = s.si AND f.template = s.ti`),
      insert(asset, `r ->> 'registration', r ->> 'name', r ->> 'status', r ${from} CROSS JOIN LATERAL jsonb_array_elements((${filled('assets', asset, assetBase, perContract)})::jsonb) r WHERE v.assets <> '[]'`),
    ];
    await loadWithoutIndexes(c, [contract, cashflow, asset], { memory: ctx.db.kind === 'pg' ? '512MB' : '64MB', local: true }, async () => {
      for (let from = 1; from <= opts.count; from += BATCH) {
        const to = Math.min(opts.count, from + BATCH - 1);
        for (const sql of statements) await c.query(sql, [from, to]);
        log(`demo bulk: ${to.toLocaleString('en-US')} / ${opts.count.toLocaleString('en-US')} contracts (${elapsed()})`);
      }
    });
    log(`demo bulk: indexes rebuilt (${elapsed()})`);
    await setCounter(c, opts.tenant, contract.name, base + opts.count);
    await setCounter(c, opts.tenant, asset.name, assetBase + opts.count * perContract);
    const count = async (info: EntityInfo, where: string) =>
      Number((await c.query(`SELECT count(*) AS n FROM ${info.table} WHERE tenant = $1 AND ${where}`, [opts.tenant, contract.registration.prefix, base])).rows[0].n);
    // the bulk's own rows: registrations past the counter's value before the load
    const past = (field: string) => `left(${field}, length($2)) = $2 AND substr(${field}, length($2) + 1, ${contract.registration.digits})::bigint > $3`;
    return {
      contracts: await count(contract, past('registration')),
      cashflows: await count(cashflow, past(`data ->> 'contractRegistration'`)),
      assets: await count(asset, past(`data ->> 'contractRegistration'`)),
      first: `${contract.registration.prefix}${String(base + 1).padStart(contract.registration.digits, '0')}`,
      last: `${contract.registration.prefix}${String(base + opts.count).padStart(contract.registration.digits, '0')}`,
    };
  });
}
