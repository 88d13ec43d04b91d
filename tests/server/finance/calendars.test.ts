import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { writeConfigItem } from '../../../server/scripts/configItems.ts';
import { readConfigItem } from '../../../server/scripts/readConfigItem.ts';
import { testDatabases } from '../support/testDatabases.ts';
import { startTestServer, type TestServer } from '../support/testServer.ts';

type Rec = Record<string, unknown>;

describe.each(testDatabases())('calendars and business days on $name', (db) => {
  let s: TestServer;
  beforeAll(async () => {
    s = await startTestServer(db);
  }, 120_000);
  afterAll(() => s?.close());

  const get = (url: string, tenant: 'master' | 'test' = 'master') => s.inject({ method: 'GET', url, headers: s[tenant] });
  const setCalendar = (tenant: string, calendar: unknown) =>
    s.app.tabula.db.withTenant(tenant, async (q) => {
      const current = (await readConfigItem<Rec>(q, 'tenant-config')) ?? {};
      await writeConfigItem(s.app.tabula, q, 'tenant-config', { ...current, calendar }, 'system');
    });

  it('GET /api/script/runs/calendars answers FR, IT, ES and DE with their holidays of this year and the next', async () => {
    const res = await get('/api/script/runs/calendars');
    expect(res.statusCode, res.body).toBe(200);
    const calendars = res.json() as { code: string; weekEndDays: number[]; holidays: string[] }[];
    expect(calendars.map((c) => c.code)).toEqual(['FR', 'IT', 'ES', 'DE']);
    const year = new Date().getUTCFullYear();
    const fr = calendars[0];
    expect(fr.weekEndDays).toEqual([0, 6]);
    expect(fr.holidays).toEqual(expect.arrayContaining([`${year}-07-14`, `${year + 1}-07-14`]));
    expect(fr.holidays.every((d) => d.startsWith(String(year)) || d.startsWith(String(year + 1)))).toBe(true);
    expect((await s.inject({ method: 'GET', url: '/api/script/runs/calendars' })).statusCode).toBe(401);
  });

  it('GET /api/finance/business-day rolls a date to the next or previous business day of a calendar', async () => {
    expect((await get('/api/finance/business-day?date=2026-05-01&calendar=FR')).json()).toEqual({ date: '2026-05-04', calendar: 'FR' });
    expect((await get('/api/finance/business-day?date=2026-05-03&calendar=fr&direction=previous')).json()).toEqual({ date: '2026-04-30', calendar: 'FR' });
    // Good Friday is a holiday in Germany, not in France
    expect((await get('/api/finance/business-day?date=2026-04-03&calendar=DE')).json().date).toBe('2026-04-07');
    expect((await get('/api/finance/business-day?date=2026-04-03&calendar=FR')).json().date).toBe('2026-04-03');
  });

  it("uses the tenant's calendar of tenant-config (FR as shipped), each tenant its own", async () => {
    expect((await get('/api/finance/business-day?date=2026-04-03')).json()).toEqual({ date: '2026-04-03', calendar: 'FR' });
    await setCalendar('master', null);
    const missing = await get('/api/finance/business-day?date=2026-04-03');
    expect(missing.statusCode).toBe(500);
    expect(missing.json()).toMatchObject({ code: 'MISSING_FIELD_IN_CONFIG', message: 'Field "calendar" is missing in configuration' });
    await setCalendar('master', 'DE');
    await setCalendar('test', 'FR');
    expect((await get('/api/finance/business-day?date=2026-04-03')).json()).toEqual({ date: '2026-04-07', calendar: 'DE' });
    expect((await get('/api/finance/business-day?date=2026-04-03', 'test')).json()).toEqual({ date: '2026-04-03', calendar: 'FR' });
    await setCalendar('test', 'XX');
    expect((await get('/api/finance/business-day?date=2026-04-03', 'test')).json()).toMatchObject({ status: 400, code: 'INVALID_FIELD_IN_CONFIG' });
  });

  it('answers 409 MISSING_CONFIG when the tenant has no tenant-config item and no calendar is asked', async () => {
    const { store, registry } = s.app.tabula;
    await s.app.tabula.db.withTenant('test', (q) => store.update(q, registry.get('Script'), 'tenant-config', { enabled: false }, { username: 'system' }));
    const res = await get('/api/finance/business-day?date=2026-04-03', 'test');
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ status: 409, code: 'MISSING_CONFIG', message: 'Configuration "tenant-config" is missing', args: ['tenant-config'] });
    expect((await get('/api/finance/business-day?date=2026-04-03&calendar=IT', 'test')).json().date).toBe('2026-04-03');
  });

  it.each([
    ['no date', 'calendar=FR', 400, 'MISSING_FIELD_IN_QUERY'],
    ['an impossible date', 'date=2026-02-30&calendar=FR', 400, 'INVALID_DATE'],
    ['an unknown calendar', 'date=2026-02-03&calendar=ZZ', 400, 'INVALID_FIELD_IN_QUERY'],
    ['a bad direction', 'date=2026-02-03&calendar=FR&direction=up', 400, 'INVALID_FIELD_IN_QUERY'],
    ['a repeated date', 'date=2026-02-03&date=2026-02-04&calendar=FR', 400, 'INVALID_FIELD_IN_QUERY'],
  ])('answers %s with a catalogued error', async (_what, query, status, code) => {
    const res = await get(`/api/finance/business-day?${query}`);
    expect(res.statusCode).toBe(status);
    expect(res.json()).toMatchObject({ status, code });
  });
});
