import { MAX_PAGE_SIZE, parseListQuery } from '../../engine/query/parseListQuery.ts';
import type { Condition } from '../../engine/query/types.ts';
import type { EntityInfo } from '../../engine/registry/types.ts';
import type { AppContext } from '../context.ts';
import type { Queryable } from '../db/Database.ts';

type Rec = Record<string, unknown>;

/** The status of a product that may be sold (the productStatus list). */
export const ACTIVE_PRODUCT_STATUS = 'ACTIVE';

/** One product as the pickers read it: what a quotation needs to offer and bound it. */
export interface CatalogProduct {
  registration: string;
  name: string | null;
  /** The financialProduct code (LEASE, LOAN...), what a quotation's financialProduct holds. */
  code: string | null;
  /** The contract type the product makes (contractType list). */
  type: string | null;
  currency: string | null;
  rate: number | null;
  periodicity: number | null;
  minAmount: number | null;
  maxAmount: number | null;
  minDuration: number | null;
  maxDuration: number | null;
  startDate: string | null;
  endDate: string | null;
  /** ACTIVE, started and not ended on the day asked: a picker offers only these. */
  active: boolean;
}

const text = (v: unknown) => (typeof v === 'string' && v !== '' ? v : null);
const num = (v: unknown) => (typeof v === 'number' && Number.isFinite(v) ? v : null);
const day = (v: unknown) => (typeof v === 'string' && v ? v.slice(0, 10) : null);

/** A product record as a catalogue entry, `active` on `today` (YYYY-MM-DD). */
export function catalogProduct(r: Rec, today: string): CatalogProduct {
  const startDate = day(r.startDate);
  const endDate = day(r.endDate);
  return {
    registration: String(r.registration),
    name: text(r.name),
    code: text(r.code),
    type: text(r.contractType),
    currency: text(r.currency),
    rate: num(r.rate),
    periodicity: num(r.periodicity),
    minAmount: num(r.minAmount),
    maxAmount: num(r.maxAmount),
    minDuration: num(r.minDuration),
    maxDuration: num(r.maxDuration),
    startDate,
    endDate,
    active: r.status === ACTIVE_PRODUCT_STATUS && (!startDate || startDate <= today) && (!endDate || endDate >= today),
  };
}

/**
 * The products of the transaction's tenant as catalogue entries, by name then registration; only
 * those whose code is one of `codes` when given (an agreement's financialProducts). At most
 * MAX_PAGE_SIZE products.
 */
export async function productsCatalog(ctx: AppContext, q: Queryable, product: EntityInfo, today: string, codes?: readonly string[]): Promise<CatalogProduct[]> {
  if (codes && !codes.length) return [];
  const paging = parseListQuery({ range: `0-${MAX_PAGE_SIZE - 1}`, count: 'false' }, (name) => !!ctx.store.field(product, name));
  // a condition built as values, not parsed: a code holding `,` or `!` is matched as it is
  const conditions: Condition[] = codes ? [{ field: 'code', op: 'in', values: [...codes] }] : [];
  const { records } = await ctx.store.list(q, product, { ...paging, conditions });
  return records
    .map((r) => catalogProduct(r, today))
    .sort((a, b) => (a.name ?? '').localeCompare(b.name ?? '') || a.registration.localeCompare(b.registration));
}
