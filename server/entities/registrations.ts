import type { EntityInfo } from '../../engine/registry/types.ts';
import type { Queryable } from '../db/Database.ts';

/** Offline clients create records with a temporary registration TMP + 8 digits (seed 002 §4.1). */
export const TEMPORARY_REGISTRATION = /^TMP\d{8}$/;

/** Formats a counter value with the entity's prefix: AUT + 8 digits -> AUT00000042. */
export function formatRegistration(prefix: string, digits: number, value: number | bigint): string {
  return `${prefix}${String(value).padStart(digits, '0')}`;
}

/** Draws the next registration of an entity from the tenant's counter (atomic, per tenant). */
export async function nextRegistration(q: Queryable, info: EntityInfo): Promise<string> {
  const { rows } = await q.query<{ value: string | number }>(
    `INSERT INTO registration_counters (entity, value) VALUES ($1, 1)
     ON CONFLICT (tenant, entity) DO UPDATE SET value = registration_counters.value + 1
     RETURNING value`,
    [info.name],
  );
  return formatRegistration(info.registration.prefix, info.registration.digits, Number(rows[0].value));
}
