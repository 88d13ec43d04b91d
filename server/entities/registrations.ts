import type { EntityInfo } from '../../engine/registry/types.ts';
import type { Queryable } from '../db/Database.ts';
import { HISTORY_SEQUENCE } from './history.ts';

/** Offline clients create records with a temporary registration TMP + 8 digits (seed 002 §4.1, §9). */
export const TEMPORARY_REGISTRATION = /^TMP\d{8}$/;

/** Formats a counter value with the entity's prefix: `AUT` + 8 digits -> AUT00000042. */
export function formatRegistration(prefix: string, digits: number, value: number | bigint): string {
  return `${prefix}${String(value).padStart(digits, '0')}`;
}

interface CounterRow {
  value: string | number;
  prefix: string | null;
  digits: string | number | null;
}

/**
 * Draws the next registration of an entity in the current tenant. A Counter record for the entity
 * (entityName, prefix, digits, value) sets the format and holds the value; without one, an internal
 * counter and the entity's default format (x-entity.registration) are used. `counterTable` is the
 * table of Counter records (/api/core/counters), when that entity exists. Atomic: the row is
 * locked until the transaction ends, so two creates never draw the same value.
 */
export async function nextRegistration(q: Queryable, info: EntityInfo, counterTable?: string): Promise<string> {
  const configured = counterTable ? await q.query<CounterRow>(
    `UPDATE ${counterTable}
       SET data = jsonb_set(data, '{value}', to_jsonb(COALESCE((data ->> 'value')::bigint, 0) + 1))
     WHERE (data ->> 'entityName') = $1
     RETURNING (data ->> 'value') AS value, (data ->> 'prefix') AS prefix, (data ->> 'digits') AS digits`,
    [info.name],
  ) : { rows: [] };
  const counter = configured.rows[0];
  if (counter) {
    const digits = counter.digits === null ? info.registration.digits : Number(counter.digits);
    return formatRegistration(counter.prefix ?? info.registration.prefix, digits, Number(counter.value));
  }
  // History entries are numbered by the history writer's sequence (history.ts): a record created
  // through the store draws from it too, so the two never hand out the same registration
  if (info.name === 'History') {
    const { rows } = await q.query<{ value: string }>(`SELECT nextval('${HISTORY_SEQUENCE}')::text AS value`);
    return formatRegistration(info.registration.prefix, info.registration.digits, Number(rows[0].value));
  }
  return formatRegistration(info.registration.prefix, info.registration.digits, await nextCounterValue(q, info.name));
}

/**
 * The next value (from 1) of an internal counter of the current tenant (`registration_counters`,
 * one row per key): the row stays locked until the transaction ends, so two transactions never
 * draw the same value, and a transaction rolled back gives its value back.
 */
export async function nextCounterValue(q: Queryable, key: string): Promise<number> {
  const { rows } = await q.query<{ value: string | number }>(
    `INSERT INTO registration_counters (entity, value) VALUES ($1, 1)
     ON CONFLICT (tenant, entity) DO UPDATE SET value = registration_counters.value + 1
     RETURNING value`,
    [key],
  );
  return Number(rows[0].value);
}
