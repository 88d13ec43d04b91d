import type { AppContext } from '../context.ts';
import type { Queryable } from '../db/Database.ts';

/** VAT rates in force on 2026-01-01 in the countries the product ships for: [country, rate in %, label]. */
const VAT_RATES: [string, number, string][] = [
  ['FR', 20, 'standard'],
  ['FR', 10, 'intermediate'],
  ['FR', 5.5, 'reduced'],
  ['FR', 2.1, 'super-reduced'],
  ['ES', 21, 'standard'],
  ['ES', 10, 'reduced'],
  ['ES', 4, 'super-reduced'],
  ['DE', 19, 'standard'],
  ['DE', 7, 'reduced'],
  ['IT', 22, 'standard'],
  ['IT', 10, 'reduced'],
  ['IT', 5, 'reduced'],
  ['IT', 4, 'super-reduced'],
  ['GB', 20, 'standard'],
  ['GB', 5, 'reduced'],
  ['GB', 0, 'zero'],
  ['LT', 21, 'standard'],
  ['LT', 9, 'reduced'],
  ['LT', 5, 'reduced'],
  ['MA', 20, 'standard'],
  ['MA', 14, 'reduced'],
  ['MA', 10, 'reduced'],
  ['MA', 7, 'reduced'],
  ['TN', 19, 'standard'],
  ['TN', 13, 'reduced'],
  ['TN', 7, 'reduced'],
];

/** The tax code of a country's rate: country + rate, e.g. FR20, FR5.5. */
export const taxCode = (country: string, percent: number) => `${country}${percent}`;

/** The shipped Tax records: one VAT rate per country and level, and EXEMPT (0 %). Rates are fractions. */
export function shippedTaxes(): Record<string, unknown>[] {
  const taxes = VAT_RATES.map(([country, percent, level]) => ({
    registration: taxCode(country, percent),
    code: taxCode(country, percent),
    name: `VAT ${country} ${percent} % (${level})`,
    status: 'ACTIVE',
    type: 'VAT',
    rate: Number((percent / 100).toFixed(4)),
    country,
    startDate: '2026-01-01',
  }));
  taxes.push({ registration: 'EXEMPT', code: 'EXEMPT', name: 'Exempt (0 %)', status: 'ACTIVE', type: 'VAT', rate: 0, country: null as unknown as string, startDate: '2026-01-01' });
  return taxes;
}

/**
 * Seeds the taxes of a new tenant as reference data (every tenant, demo or not): one statement,
 * registration = code; taxes already there are left alone.
 */
export async function seedTaxes(ctx: AppContext, q: Queryable): Promise<void> {
  if (!ctx.registry.has('Tax')) return;
  const { table } = ctx.registry.get('Tax');
  await q.query(
    `INSERT INTO ${table} (registration, name, status, data, created_by, updated_by)
     SELECT r ->> 'registration', r ->> 'name', r ->> 'status', r, 'system', 'system' FROM jsonb_array_elements($1::jsonb) AS r
     ON CONFLICT DO NOTHING`,
    [JSON.stringify(shippedTaxes())],
  );
}
