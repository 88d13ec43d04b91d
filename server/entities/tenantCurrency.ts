import type { Queryable } from '../db/Database.ts';
import type { Migration } from '../db/migration.ts';

/**
 * Migration 120 (issue 36): `tabula_tenant_currency()`, the currency of the tenant of the current
 * transaction (`app.tenant`), readable by the app role although the `tenants` table is not: a
 * security-definer function answering that one setting. A record created by a script, an import or
 * a workflow (no REST request loaded the tenant's profile) takes the tenant's currency through it.
 */
export const TENANT_CURRENCY_MIGRATION: Migration = {
  version: 120,
  name: 'tenant-currency',
  sql: `
    CREATE OR REPLACE FUNCTION tabula_tenant_currency() RETURNS text
      LANGUAGE sql STABLE SECURITY DEFINER SET search_path FROM CURRENT AS $f$
      SELECT nullif(btrim(data->>'currency'), '') FROM tenants WHERE name = current_setting('app.tenant', true)
    $f$;`,
};

/** The currency of the transaction's tenant, or undefined when it has none. */
export async function tenantCurrencyOf(q: Queryable): Promise<string | undefined> {
  const { rows } = await q.query<{ currency: string | null }>('SELECT tabula_tenant_currency() AS currency');
  return rows[0]?.currency ?? undefined;
}
