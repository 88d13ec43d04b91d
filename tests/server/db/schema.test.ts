import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { enterTenantSql, type Queryable } from '../../../server/db/Database.ts';
import { ensureEntityTables } from '../../../server/db/entityTables.ts';
import { migrate } from '../../../server/db/migrations.ts';
import { testDatabases } from '../support/testDatabases.ts';
import { startTestServer, type TestServer } from '../support/testServer.ts';

describe.each(testDatabases())('tables, indexes and row-level security on $name', (db) => {
  let s: TestServer;
  beforeAll(async () => {
    s = await startTestServer(db);
  }, 120_000);
  afterAll(() => s?.close());

  const admin = <T>(fn: (q: Queryable) => Promise<T>) => s.app.tabula.db.admin(fn);
  async function indexesOf(table: string): Promise<string[]> {
    const { rows } = await admin((q) => q.query<{ indexdef: string }>('SELECT indexdef FROM pg_indexes WHERE tablename = $1', [table]));
    return rows.map((r) => r.indexdef.replace(/\s+/g, ' '));
  }
  /**
   * The plan of a tenant query when `index` is the only index of its table and sequential scans
   * are ruled out, inside a transaction that is rolled back. Under row-level security an index may
   * serve a condition only if its functions are LEAKPROOF, else the plan falls back to a scan.
   */
  async function planWithOnly(table: string, index: string, sql: string, params: unknown[]): Promise<string> {
    const rollback = new Error('rollback');
    let plan = '';
    await admin(async (q) => {
      const { rows } = await q.query<{ indexname: string }>('SELECT indexname FROM pg_indexes WHERE tablename = $1 AND indexname <> $2', [table, index]);
      const constraints = [`${table}_pkey`, `${table}_tenant_registration_key`].filter((c) => c !== index);
      await q.exec(`ALTER TABLE ${table} ${constraints.map((c) => `DROP CONSTRAINT ${c}`).join(', ')}`);
      for (const r of rows.filter((r) => !/_pkey$|_tenant_registration_key$/.test(r.indexname))) await q.exec(`DROP INDEX ${r.indexname}`);
      await q.exec(`${enterTenantSql('master')} SET LOCAL enable_seqscan = off;`);
      plan = (await q.query<Record<string, string>>(`EXPLAIN ${sql}`, params)).rows.map((r) => Object.values(r)[0]).join('\n');
      throw rollback;
    }).catch((e) => {
      if (e !== rollback) throw e;
    });
    return plan;
  }

  it('gives every entity table its keys and hot-path indexes', async () => {
    for (const info of s.app.tabula.registry.all()) {
      const defs = (await indexesOf(info.table)).join('\n');
      expect(defs, info.table).toMatch(/UNIQUE INDEX \S+ ON \S+ USING btree \(tenant, registration\)/);
      expect(defs, info.table).toMatch(/\(tenant, status, registration\)/);
      expect(defs, info.table).toMatch(/gin \(name gin_trgm_ops\)/);
      expect(defs, info.table).toMatch(/gin \(registration gin_trgm_ops\)/);
      expect(defs, info.table).toMatch(/\(tenant, created_at\)/);
    }
    const contracts = (await indexesOf('e_contracts')).join('\n');
    for (const field of ['dealRegistration', 'agreementRegistration', 'orgaRegistration']) expect(contracts).toContain(`'${field}'`);
    const histories = (await indexesOf('e_histories')).join('\n');
    expect(histories).toContain("'entityRegistration'");
    expect((await indexesOf('e_users')).join('\n')).toContain("'username'");
  });

  it.each([
    ['a record by registration', 'e_contracts', 'e_contracts_tenant_registration_key', 'SELECT id FROM e_contracts WHERE registration = $1', ['CTR1']],
    ['a status page', 'e_contracts', 'e_contracts_status', 'SELECT id FROM e_contracts WHERE status = $1 ORDER BY registration DESC LIMIT 21', ['ACTIVE']],
    ['a name search (literal text, as the store sends it)', 'e_contracts', 'e_contracts_name_trgm', 'SELECT id FROM e_contracts WHERE name ~* $1', ['c4ca42']],
    ['a name search with ILIKE', 'e_contracts', 'e_contracts_name_trgm', 'SELECT id FROM e_contracts WHERE name ILIKE $1', ['%c4ca42%']],
    ['a name regex', 'e_contracts', 'e_contracts_name_trgm', 'SELECT id FROM e_contracts WHERE name ~* $1', ['^c4c(a|b)42']],
    ['a registration search', 'e_contracts', 'e_contracts_registration_trgm', 'SELECT id FROM e_contracts WHERE registration ~* $1', ['0042']],
    ['a reference field', 'e_contracts', 'e_contracts_deal_registration', "SELECT id FROM e_contracts WHERE (data ->> 'dealRegistration') = $1", ['DEA1']],
    ['history of a record', 'e_histories', 'e_histories_entity_registration', "SELECT id FROM e_histories WHERE (data ->> 'entityRegistration') = $1", ['CTR1']],
    ['a user by username', 'e_users', 'e_users_username', "SELECT id FROM e_users WHERE (data ->> 'username') = $1", ['a@b']],
    // a bank statement's entry quoting an invoice number, a supplier's own number or a payment file line's end-to-end id (invoiceLookup.ts)
    ['an invoice by its number', 'e_invoices', 'e_invoices_invoice_number', "SELECT id FROM e_invoices WHERE (data ->> 'invoiceNumber') = ANY($1)", [['FA-2026-000042']]],
    ['a supplier invoice by its own number', 'e_invoices', 'e_invoices_external_reference', "SELECT id FROM e_invoices WHERE (data ->> 'externalReference') = ANY($1)", [['F-77-1']]],
    ['a payment file line by end-to-end id', 'e_payment_file_lines', 'e_payment_file_lines_end_to_end_id', "SELECT id FROM e_payment_file_lines WHERE (data ->> 'endToEndId') = $1", ['E2E-1']],
  ])('serves %s from its index under row-level security', async (_what, table, index, sql, params) => {
    expect(await planWithOnly(table, index, sql, params)).toMatch(new RegExp(`(using|on) ${index} `));
  });

  it('marks the search operators leakproof, so trigram indexes work under row-level security', async () => {
    const { rows } = await admin((q) =>
      q.query<{ proname: string; proleakproof: boolean }>(`SELECT proname, proleakproof FROM pg_proc WHERE proname IN ('texticlike', 'texticregexeq')`),
    );
    expect(rows.map((r) => [r.proname, r.proleakproof]).sort()).toEqual([['texticlike', true], ['texticregexeq', true]]);
    const json = await admin((q) => q.query<{ proleakproof: boolean }>(`SELECT proleakproof FROM pg_proc WHERE proname IN ('jsonb_object_field_text', 'jsonb_extract_path_text')`));
    expect(json.rows.every((r) => r.proleakproof)).toBe(true);
  });

  it('forces row-level security with the tenant policy on every tenant table', async () => {
    const tables = [...s.app.tabula.registry.all().map((i) => i.table), 'credentials', 'registration_counters', 'temporary_documents'];
    const { rows } = await admin((q) =>
      q.query<{ relname: string; on: boolean; forced: boolean; policies: string | number }>(
        `SELECT c.relname, c.relrowsecurity AS on, c.relforcerowsecurity AS forced,
                (SELECT count(*) FROM pg_policies p WHERE p.tablename = c.relname AND p.policyname = 'tenant_isolation') AS policies
         FROM pg_class c WHERE c.relname = ANY($1)`,
        [tables],
      ),
    );
    expect(rows).toHaveLength(tables.length);
    for (const r of rows) expect({ table: r.relname, on: r.on, forced: r.forced, policies: Number(r.policies) }).toEqual({ table: r.relname, on: true, forced: true, policies: 1 });
  });

  it('applies migrations once and skips unchanged entity tables', async () => {
    expect(await admin((q) => migrate(q))).toEqual([]);
    expect(await admin((q) => ensureEntityTables(q, s.app.tabula.registry.all()))).toBe(false);
    const { rows } = await admin((q) => q.query<{ version: number }>('SELECT version FROM schema_migrations ORDER BY version'));
    expect(rows.map((r) => Number(r.version))).toEqual(expect.arrayContaining([1, 2]));
  });
});
