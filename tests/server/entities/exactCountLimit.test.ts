import { describe, expect, it } from 'vitest';
import { DEFAULT_EXACT_COUNT_LIMIT, exactCountLimitOf, readInterfaceOptions } from '../../../server/auth/interfaceOptions.ts';
import { COUNT_CAP } from '../../../server/entities/listRecords.ts';
import { writeConfigItem } from '../../../server/scripts/configItems.ts';
import { readConfigItem } from '../../../server/scripts/readConfigItem.ts';
import { contractHarness } from '../support/contractHarness.ts';
import { testDatabases } from '../support/testDatabases.ts';

const PATH = '/api/financing/contracts';
/** Contracts in EUR: more than the limit the tenant sets below, far fewer than the default limit. */
const ROWS = 120;

describe('the exact-count limit option', () => {
  it('defaults to 100,000 and takes a whole number from 1', () => {
    expect(DEFAULT_EXACT_COUNT_LIMIT).toBe(100_000);
    expect(COUNT_CAP).toBe(100_000);
    expect([exactCountLimitOf(undefined), exactCountLimitOf(50), exactCountLimitOf(0), exactCountLimitOf(12.5), exactCountLimitOf('50'), exactCountLimitOf(1e12)]).toEqual([100_000, 50, 100_000, 100_000, 100_000, 100_000]);
  });
});

/**
 * Issue 36 item 6: list totals are exact up to the tenant's `exactCountLimit` (tenant-config
 * options, default 100,000), then a lower bound (`50+`); a save of the item applies at once.
 */
describe.each(testDatabases())('the exact-count limit of a tenant on $name', (db) => {
  const h = contractHarness(db, {
    seed: (q) =>
      q.query(`INSERT INTO e_contracts (registration, name, status, data)
        SELECT 'CTR' || lpad(i::text, 8, '0'), 'Limit ' || i, 'DRAFT', jsonb_build_object('currency', 'EUR')
        FROM generate_series(1, ${ROWS}) i`).then(() => undefined),
  });
  const total = async (search: string) => {
    const res = await h.server.inject({ method: 'GET', url: `${PATH}?${search}`, headers: h.server.test });
    expect(res.statusCode, res.body).toBe(200);
    return res.headers['pagination-total'];
  };
  const setLimit = (limit: unknown) =>
    h.tenant(async (q) => {
      const item = (await readConfigItem<Record<string, unknown>>(q, 'tenant-config')) ?? {};
      const options = { ...((item.options as Record<string, unknown> | undefined) ?? {}), exactCountLimit: limit };
      await writeConfigItem(h.server.app.tabula, q, 'tenant-config', { ...item, options }, 'admin@test');
    });

  it('counts exactly below the default limit, then caps at the limit the tenant sets', async () => {
    expect(await total('currency=EUR&range=0-9')).toBe(String(ROWS));
    await setLimit(50);
    expect((await h.tenant((q) => readInterfaceOptions(q))).exactCountLimit).toBe(50);
    // the save applies to the next request (the store forgets the tenant's limit)
    expect(await total('currency=EUR&range=0-9')).toBe('50+');
    expect(await total('currency=EUR&range=0-9&count=exact')).toBe(String(ROWS));
    // the last page knows its total without counting; a list within the limit stays exact
    expect(await total(`currency=EUR&range=${ROWS - 10}-${ROWS + 9}`)).toBe(String(ROWS));
    expect(await total('currency=EUR&search=Limit%2011&range=0-0')).not.toMatch(/\+$/);
    // the KPI strip's and the kanban's breakdowns stay exact
    const res = await h.server.inject({ method: 'GET', url: `${PATH}?currency=EUR&breakdown=status&range=0-0&count=false`, headers: h.server.test });
    expect(res.json().breakdown).toEqual([{ value: 'DRAFT', count: ROWS }]);
    // the whole collection is counted by the row counters: exact whatever the limit
    expect(await total('range=0-0')).not.toMatch(/\+$/);
    // a limit of the wrong kind keeps the default
    await setLimit('ten');
    expect(await total('currency=EUR&range=0-9')).toBe(String(ROWS));
  });

  it('answers the limit in the user configuration options', async () => {
    await setLimit(75);
    const res = await h.server.inject({ method: 'GET', url: '/api/script/runs/user-configuration', headers: h.server.test });
    expect(res.json().options.exactCountLimit).toBe(75);
  });
});
