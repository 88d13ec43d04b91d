import type { CurrencyAmount } from '../../engine/dashboard/dashboardFigures.ts';

// jsonb values read without a cast that could fail on a malformed record: a non-number counts as none,
// a date is compared as its ISO text (YYYY-MM-DD sorts as it should)

/** SQL: the number at a jsonb path, or NULL when it holds anything else. */
export const num = (path: string) => `CASE WHEN jsonb_typeof(${path}) = 'number' THEN (${path})::numeric END`;

/** SQL: the ISO day (YYYY-MM-DD) of a text path, or NULL when it is not a date. */
export const isoDate = (path: string) => `CASE WHEN (${path}) ~ '^\\d{4}-\\d{2}-\\d{2}' THEN substr(${path}, 1, 10) END`;

/** The per-currency sums of grouped rows (one row per currency), by currency; a row without a sum has none. */
export const currencyAmounts = (rows: readonly { currency: string | null; amount: string | null }[]): CurrencyAmount[] =>
  rows
    .filter((r) => r.amount !== null)
    .map((r) => ({ currency: r.currency ?? '', amount: r.amount as string }))
    .sort((a, b) => a.currency.localeCompare(b.currency));
