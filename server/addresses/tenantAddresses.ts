import type { AppContext } from '../context.ts';
import type { Queryable } from '../db/Database.ts';
import type { AddressValue } from '../../engine/validation/index.ts';

const READ_LIMIT = 200;

/**
 * The addresses stored on the tenant's persons and prospects whose text holds `word` (any when
 * empty): at most READ_LIMIT records per collection are read (row-level security keeps the tenant's).
 */
export async function tenantAddresses(ctx: AppContext, q: Queryable, word: string): Promise<AddressValue[]> {
  const found: AddressValue[] = [];
  for (const name of ['Person', 'Prospect']) {
    if (!ctx.registry.has(name)) continue;
    const { table } = ctx.registry.get(name);
    const { rows } = await q.query<{ addresses: unknown }>(
      `SELECT data->'addresses' AS addresses FROM ${table} WHERE jsonb_typeof(data->'addresses') = 'array' AND (data->'addresses')::text ILIKE $1 LIMIT ${READ_LIMIT}`,
      [`%${word.replace(/[\\%_]/g, (c) => `\\${c}`)}%`],
    );
    for (const row of rows) {
      const list = typeof row.addresses === 'string' ? (JSON.parse(row.addresses) as unknown) : row.addresses;
      if (Array.isArray(list)) found.push(...list.filter((a): a is AddressValue => Boolean(a) && typeof a === 'object'));
    }
  }
  return found;
}
