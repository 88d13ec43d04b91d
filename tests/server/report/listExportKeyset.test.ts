import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { build } from '../../../server/app.ts';
import { createListExport } from '../../../server/plugins/list-export.ts';

let app: FastifyInstance;
const ROWS = 40;

/** Every registration an export yields, chunk by chunk (pageSize rows a chunk). */
async function exported(query: Record<string, string>, pageSize: number, between?: (chunk: number) => Promise<void>): Promise<string[]> {
  const list = await createListExport(app.tabula, 'master', 'Invoice', { registration: '/^KEY/', ...query }, ['registration', 'amountExclTax', 'dueDate'], pageSize);
  const out: string[] = [];
  let chunk = 0;
  for await (const page of list.pages()) {
    expect(page.length).toBeLessThanOrEqual(pageSize);
    out.push(...page.map((r) => String(r.registration)));
    await between?.(++chunk);
  }
  return out;
}

beforeAll(async () => {
  app = await build({ adminPassword: 'Keyset-test-Passw0rd', demoData: false });
  const table = app.tabula.registry.get('Invoice').table;
  // ties (amount i % 5), nulls (every 7th amount, every 6th due date), a few negative amounts
  await app.tabula.db.withTenant('master', (q) =>
    q.query(
      `INSERT INTO ${table} (registration, name, status, data)
       SELECT 'KEY' || lpad(i::text, 3, '0'), 'Key ' || i, (ARRAY['PAID','OPEN'])[1 + i % 2],
              jsonb_strip_nulls(jsonb_build_object('name', 'Key ' || i, 'currency', 'EUR',
                'amountExclTax', CASE WHEN i % 7 = 0 THEN NULL ELSE (i % 5) * 10.5 - 12 END,
                'dueDate', CASE WHEN i % 6 = 0 THEN NULL ELSE to_char(date '2024-01-01' + (i % 4), 'YYYY-MM-DD') END))
       FROM generate_series(1, ${ROWS}) i`,
    ),
  );
});

afterAll(async () => app?.close());

describe('list export by keyset', () => {
  it.each(['', '-amountExclTax', 'amountExclTax', 'dueDate,-amountExclTax', '-dueDate,status', '-_insertDate', 'name'])(
    'reads chunk by chunk the same rows, in the same order, as one chunk (sort %s)',
    async (sort) => {
      const query: Record<string, string> = sort ? { sort } : {};
      const whole = await exported(query, 10_000);
      expect(whole).toHaveLength(ROWS);
      expect(new Set(whole).size).toBe(ROWS);
      expect(await exported(query, 3)).toEqual(whole);
    },
  );

  it('puts empty values last in both directions, numbers in numeric order', async () => {
    for (const sort of ['amountExclTax', '-amountExclTax']) {
      const list = await createListExport(app.tabula, 'master', 'Invoice', { registration: '/^KEY/', sort }, ['amountExclTax'], 4);
      const amounts: (number | null)[] = [];
      for await (const page of list.pages()) amounts.push(...page.map((r) => (r.amountExclTax ?? null) as number | null));
      const numbers = amounts.filter((a): a is number => a !== null);
      expect(amounts.slice(numbers.length).every((a) => a === null)).toBe(true);
      expect(amounts.filter((a) => a === null)).toHaveLength(Math.floor(ROWS / 7));
      expect(numbers).toEqual([...numbers].sort((a, b) => (sort.startsWith('-') ? b - a : a - b)));
    }
  });

  it('exports every unchanged row once when rows are written between chunks', async () => {
    const table = app.tabula.registry.get('Invoice').table;
    const before = await exported({}, 100);
    const during = await exported({}, 5, async (chunk) => {
      if (chunk !== 2) return;
      await app.tabula.db.withTenant('master', async (q) => {
        await q.query(`DELETE FROM ${table} WHERE registration IN ('KEY003', 'KEY038')`);
        await q.query(`INSERT INTO ${table} (registration, name, status, data) VALUES ('KEY999', 'Late', 'OPEN', '{"name":"Late"}'), ('KEY001A', 'Late', 'OPEN', '{"name":"Late"}')`);
      });
    });
    // KEY038 was already exported (newest first), KEY003 had not been; KEY999 sorts before the
    // cursor (not exported), KEY001A after it (exported)
    expect(during).toEqual(before.filter((r) => r !== 'KEY003').flatMap((r) => (r === 'KEY001' ? ['KEY001A', r] : [r])));
  });
});
