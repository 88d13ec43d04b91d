import { describe, expect, it } from 'vitest';
import type { Queryable } from '../../../server/db/Database.ts';
import { CountCache } from '../../../server/entities/countCache.ts';
import { listRecords } from '../../../server/entities/listRecords.ts';
import { RECENT_ROWS, recentRowsPage } from '../../../server/entities/recentRows.ts';
import { contractHarness } from '../support/contractHarness.ts';
import { testDatabases } from '../support/testDatabases.ts';

const PATH = '/api/financing/contracts';
/** More contracts than the window holds, so that a rare pattern's matches lie beyond it. */
const ROWS = RECENT_ROWS + 600;

/**
 * Names: "Common" on every 5th contract (matches everywhere), "Ancient" on the 30 oldest (beyond the
 * newest rows' window), "Sparse" on every 150th (17 in all, 13 of them among the newest 2,000).
 */
const seedSql = `
  INSERT INTO e_contracts (registration, name, status, data)
  SELECT 'CTR' || lpad(i::text, 8, '0'),
         concat_ws(' ', 'Contract', i, CASE WHEN i % 5 = 0 THEN 'Common' END, CASE WHEN i <= 30 THEN 'Ancient' END, CASE WHEN i % 150 = 0 THEN 'Sparse' END),
         (ARRAY['ACTIVE','DRAFT','TERMINATED'])[1 + i % 3], jsonb_build_object('currency', 'EUR')
  FROM generate_series(1, ${ROWS}) i`;

/** A Queryable that notes the statements it runs. */
function noting(q: Queryable, sent: string[]): Queryable {
  return { tenant: q.tenant, exec: (sql) => q.exec(sql), query: (sql, params) => (sent.push(sql), q.query(sql, params)) };
}

/**
 * Issue 20 item 1: a pattern search ordered by registration looks for its page among the newest
 * rows first (a statement planned once, recentRows.ts) and reads the page the usual way when they
 * hold too few matches: the answer is the same as the plain statement's in every case.
 */
describe.each(testDatabases())('pattern searches among the newest rows on $name', (db) => {
  const h = contractHarness(db, { seed: (q) => q.query(seedSql).then(() => undefined) });

  /** The registrations matching `predicate` in the order asked, straight from SQL. */
  const expected = (predicate: string, desc = true) =>
    h.tenant(async (q) => (await q.query<{ registration: string }>(`SELECT registration FROM e_contracts WHERE ${predicate} ORDER BY registration ${desc ? 'DESC' : 'ASC'}`)).rows.map((r) => r.registration));

  const list = (search: string) =>
    h.tenant(async (q) => {
      const sent: string[] = [];
      const result = await listRecords(noting(q, sent), h.info, h.parse(search), h.field, new CountCache());
      return { ...result, registrations: result.records.map((r) => r.registration), windowed: sent.filter((s) => s.includes('recent_rows')).length, statements: sent.length };
    });

  it('serves a common pattern from the newest rows, with its count', async () => {
    const all = await expected(`name ~* 'common'`);
    const page = await list('name=/common/i&range=0-19');
    expect(page.windowed).toBe(1);
    expect(page.registrations).toEqual(all.slice(0, 20));
    expect(page.continues).toBe(true);
    expect(page.total).toBe(all.length);
    const deeper = await list('name=/COMMON/i&range=100-119');
    expect(deeper.registrations).toEqual(all.slice(100, 120));
    // a free-text search and a real regular expression are patterns too
    expect((await list('search=common&range=0-9')).registrations).toEqual(all.slice(0, 10));
    const regex = await list('name=/^contract 2[0-9]%2B0 c/i&range=0-9');
    expect(regex.windowed).toBe(1);
    expect(regex.registrations).toEqual((await expected(`name ~* '^contract 2[0-9]+0 c'`)).slice(0, 10));
  });

  it('reads the page the usual way when the newest rows hold too few matches', async () => {
    const ancient = await expected(`name ~* 'ancient'`);
    expect(ancient).toHaveLength(30);
    const page = await list('name=/ancient/i&range=0-19');
    expect(page.windowed).toBe(1);
    expect(page.registrations).toEqual(ancient.slice(0, 20));
    const sparse = await expected(`name ~* 'sparse'`);
    expect(sparse).toHaveLength(17);
    const all = await list('name=/sparse/i&range=0-19');
    expect(all.registrations).toEqual(sparse);
    expect(all.continues).toBe(false);
    expect(all.total).toBe(17);
    expect((await list('name=/nothing-like-this/i&range=0-19')).registrations).toEqual([]);
  });

  it('looks among the oldest rows for an ascending registration order', async () => {
    const ancient = await expected(`name ~* 'ancient'`, false);
    const page = await list('name=/ancient/i&sort=registration&range=0-19');
    expect(page.registrations).toEqual(ancient.slice(0, 20));
    expect(page.statements).toBeLessThanOrEqual(2);
  });

  it('is not used for other sorts, far pages or queries without a pattern', () => {
    const page = (search: string, offset = 0) => recentRowsPage(h.info, h.parse(search), h.field, offset);
    expect(page('name=/common/i&sort=name')).toBeUndefined();
    expect(page('status=DRAFT')).toBeUndefined();
    expect(page('name=/common/i&range=600-619', 600)).toBeUndefined();
    expect(page('name=/common/i')?.sql).toContain(`LIMIT ${RECENT_ROWS}) recent_rows`);
  });

  it('answers every pattern right through the API once its statement runs prepared', async () => {
    // the same statement shape with a common, a rare and an absent pattern, past the runs after which it is prepared
    const patterns = ['common', 'ancient', 'sparse', 'nothing-like-this', 'contract 25'];
    for (let round = 0; round < 3; round++) {
      for (const pattern of patterns) {
        const res = await h.server.inject({ method: 'GET', url: `${PATH}?name=${encodeURIComponent(`/${pattern}/i`)}&range=0-19`, headers: h.server.test });
        expect(res.statusCode, pattern).toBe(200);
        const want = (await expected(`name ~* '${pattern}'`)).slice(0, 20);
        expect((res.json() as { registration: string }[]).map((r) => r.registration), `${pattern}, round ${round}`).toEqual(want);
      }
    }
  });

  it('matches literal text among the newest rows exactly as ~* does, whatever the letters around it', async () => {
    // the newest rows: ASCII letters in both cases, and letters a locale folds to ASCII ones or from them
    // (the dotted and dotless I, the Kelvin sign, the long s, the sharp s), which ~* does not match to ASCII letters
    const names = ['BONN Leasing', 'bonn', 'Bad BoNn', 'İstanbul Finans', 'ıstanbul', 'Istanbul', '\u212Aelvin', 'Kelvin', 'ſtraße', 'Strasse', 'STRASSE 50%_', "O'Brien & Co", null];
    await h.tenant((q) => q.query(`INSERT INTO e_contracts (registration, name, data) SELECT 'CTR9' || lpad(i::text, 7, '0'), n, '{}' FROM unnest($1::text[]) WITH ORDINALITY AS u(n, i)`, [names]));
    const windowOf = (search: string) =>
      h.tenant(async (q) => {
        const page = recentRowsPage(h.info, h.parse(search), h.field, 0);
        if (!page) throw new Error(`no window statement for ${search}`);
        return (await q.query<{ registration: string }>(page.sql, page.params.values)).rows.map((r) => r.registration);
      });
    const inWindow = (predicate: string) => expected(`registration IN (SELECT registration FROM e_contracts ORDER BY registration DESC LIMIT ${RECENT_ROWS}) AND (${predicate})`);
    const texts = ['bonn', 'BONN', 'i', 'I', 'istanbul', 'k', 'kelvin', 's', 'strasse', 'ss', '50%_', "o'brien & co", 'contract 19'];
    for (const text of texts) {
      const literal = text.replace(/'/g, "''");
      const want = (await inWindow(`name ~* '${literal}'`)).slice(0, 400);
      expect(await windowOf(`name=${encodeURIComponent(`/${text}/i`)}&range=0-399`), text).toEqual(want.slice(0, 401));
      expect(await windowOf(`name=${encodeURIComponent(`/^${text}/i`)}&range=0-399`), `^${text}`).toEqual((await inWindow(`name ~* '^${literal}'`)).slice(0, 401));
      expect(await windowOf(`search=${encodeURIComponent(text)}&range=0-399`), `search ${text}`).toEqual(
        (await inWindow(h.info.searchFields.map((f) => `${f === 'name' || f === 'registration' ? f : `data->>'${f}'`} ~* '${literal}'`).join(' OR '))).slice(0, 401),
      );
    }
    // the folded test is the one that ran
    expect(recentRowsPage(h.info, h.parse('name=/Bonn/i'), h.field, 0)?.sql).toContain('strpos(lower((name) COLLATE "C")');
    expect(await windowOf('name=/k/i&range=0-9')).toEqual(['CTR90000008']);
  });
});
