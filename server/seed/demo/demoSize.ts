/**
 * The size of the demo world seeded on the first start (TABULA_DEMO_SIZE, docs/demo-data.md
 * "Sizes"): `default` is the world of a small lessor; `small` is the same world (it cannot shrink
 * without losing a status or a check, see the page); `large` adds the bulk layer of
 * {@link LARGE_BULK_CONTRACTS} contracts, on PostgreSQL only.
 */
export const DEMO_SIZES = ['small', 'default', 'large'] as const;
export type DemoSize = (typeof DEMO_SIZES)[number];

/** Contracts of the bulk layer of the large demo. */
export const LARGE_BULK_CONTRACTS = 1_000_000;

/** TABULA_DEMO_SIZE read: unset or empty is `default`; anything else but the sizes stops the start. */
export function parseDemoSize(value: string | undefined): DemoSize {
  const text = (value ?? '').trim().toLowerCase();
  if (!text) return 'default';
  if ((DEMO_SIZES as readonly string[]).includes(text)) return text as DemoSize;
  throw new Error(`TABULA_DEMO_SIZE must be one of ${DEMO_SIZES.join(', ')} (got "${value}")`);
}

/** Bulk contracts of a size. */
export const bulkContractsOf = (size: DemoSize | undefined) => (size === 'large' ? LARGE_BULK_CONTRACTS : 0);

/**
 * Refuses the large demo on the embedded PGlite database: a million contracts and their cashflows
 * make 7.9 GB with their indexes and a 20-minute load on PostgreSQL (docs/performance.md, "Demo
 * sizes"), beyond what one WebAssembly process with one connection is meant for.
 */
export function checkDemoSize(size: DemoSize | undefined, engine: 'pglite' | 'pg'): void {
  if (size === 'large' && engine !== 'pg') {
    throw new Error('TABULA_DEMO_SIZE=large needs a PostgreSQL server (DATABASE_URL): the embedded PGlite database cannot hold a million contracts and their cashflows');
  }
}
