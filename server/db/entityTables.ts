import { createHash } from 'node:crypto';
import type { EntityInfo } from '../../engine/registry/types.ts';
import { entityIndexesSql } from './entityIndexes.ts';
import { tenantPolicySql } from './migration.ts';
import { partnerPoliciesSql } from './partnerPolicies.ts';
import { rowCounterTriggersSql } from '../entities/rowCounters.ts';
import { dashboardTriggersSql } from '../dashboard/sums/dashboardTriggers.ts';
import type { Queryable } from './Database.ts';

/**
 * DDL of one entity collection table: hot fields as real columns, the rest in `data` (jsonb),
 * keys that all start with `tenant` (so the same schema distributes on Citus by tenant).
 */
export function entityTableSql(info: EntityInfo): string {
  const t = info.table;
  return `
    CREATE TABLE IF NOT EXISTS ${t} (
      tenant text NOT NULL DEFAULT current_setting('app.tenant', true),
      id uuid NOT NULL DEFAULT gen_random_uuid(),
      registration text NOT NULL,
      name text,
      status text,
      data jsonb NOT NULL DEFAULT '{}'::jsonb,
      version int NOT NULL DEFAULT 1,
      created_at timestamptz NOT NULL DEFAULT now(),
      updated_at timestamptz NOT NULL DEFAULT now(),
      created_by text,
      updated_by text,
      PRIMARY KEY (tenant, id),
      UNIQUE (tenant, registration)
    );
    ${entityIndexesSql(info)}
    ${tenantPolicySql(t)}
    ${rowCounterTriggersSql(t)}`;
}

/**
 * Creates the tables of every entity (idempotent), then their partner policies. A digest of the DDL is kept so that a start with
 * unchanged definitions costs one query; dyno entities call this at run time, without a restart.
 */
export async function ensureEntityTables(q: Queryable, entities: EntityInfo[]): Promise<boolean> {
  // the partner policies and the dashboard's sums last: they read other tables (partnerPolicies.ts, dashboardTriggers.ts)
  const ddl = `${entities.map(entityTableSql).join('\n')}\n${partnerPoliciesSql(entities)}\n${dashboardTriggersSql(entities)}`;
  const digest = createHash('sha256').update(ddl).digest('hex');
  const key = 'entity-tables-digest';
  const { rows } = await q.query<{ value: string }>('SELECT value FROM system_settings WHERE key = $1', [key]);
  if (rows[0]?.value === digest) return false;
  await q.query('SELECT pg_advisory_xact_lock(727273)');
  await q.exec(ddl);
  await q.query(
    `INSERT INTO system_settings (key, value) VALUES ($1, $2)
     ON CONFLICT (key) DO UPDATE SET value = EXCLUDED.value`,
    [key, digest],
  );
  return true;
}
