import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, USER_PASSWORD } from '../identity/helpers.ts';
import { testDatabases } from '../support/testDatabases.ts';
import { signIn, startTestServer, type Headers, type TestServer } from '../support/testServer.ts';

type Menu = { path: string; title?: string; icon?: string; subMenus?: Menu[] };

const SCRIPTS = '/api/script/scripts';
const CONFIGURATION = '/api/script/runs/user-configuration';

/** The tenant's menu: a group mixing readable, unreadable, profile-bound and hidden pages; an unknown page; a page everybody opens. */
const DEFINITION = {
  menus: [
    { path: '/home', title: 'Start' },
    {
      path: '/money',
      title: 'Money',
      icon: 'send',
      subMenus: [{ path: '/contracts', icon: 'download' }, { path: '/invoices', profiles: ['BILLING'] }, { path: '/users' }, { path: '/persons', hidden: true }],
    },
    { path: '/nowhere', title: 'Lost' },
    { path: '/calendar' },
    { path: '/people', redirect: '/persons' },
  ],
};

/** The paths a configuration's menu shows, groups as `group>child`. */
const paths = (menus: Menu[]): string[] => menus.flatMap((m) => (m.subMenus ? m.subMenus.map((s) => `${m.path}>${s.path}`) : [m.path]));

describe.each(testDatabases())('menus per tenant and profile as data: the menus item ($name)', (database) => {
  let s: TestServer;
  let seller: Headers;
  let biller: Headers;
  const configuration = async (h: Headers) => {
    const res = await s.inject({ method: 'GET', url: CONFIGURATION, headers: h });
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as { menus: Menu[]; responsiveBottomNavigation: Menu[] };
  };
  const saveMenus = (content: unknown) =>
    s.inject({ method: 'PATCH', url: `${SCRIPTS}/menus`, headers: s.master, payload: { content: typeof content === 'string' ? content : JSON.stringify(content) } });

  beforeAll(async () => {
    s = await startTestServer(database);
    const put = await s.inject({
      method: 'PUT',
      url: '/api/core/profiles-permissions',
      headers: s.master,
      payload: { SELLER: ['read /api/financing/contracts', 'read /api/person/persons'], BILLING: ['read /api/financing/contracts', 'read /api/billing/invoices'] },
    });
    expect(put.statusCode, put.body).toBe(200);
    const admin = { authorization: s.master.authorization };
    await createUser(s.app, admin, 'seller@master', { profiles: ['SELLER'] });
    await createUser(s.app, admin, 'biller@master', { profiles: ['BILLING'] });
    [seller, biller] = await Promise.all(['seller@master', 'biller@master'].map((u) => signIn(s.app, u, USER_PASSWORD)));
  }, 120_000);
  afterAll(() => s?.close());

  it('without a menus item, the default menu of the readable list pages applies', async () => {
    const menus = (await configuration(seller)).menus;
    expect(menus[0]).toMatchObject({ path: '/home', title: 'Home' });
    expect(paths(menus)).toEqual(expect.arrayContaining(['/financing>/contracts', '/persons>/persons']));
    expect(paths(menus).some((p) => p.endsWith('>/users') || p.endsWith('>/invoices'))).toBe(false);
  });

  it('the saved definition replaces the menu: unknown and unreadable pages, other profiles and hidden entries are dropped', async () => {
    const created = await s.inject({ method: 'POST', url: SCRIPTS, headers: s.master, payload: { name: 'menus', type: 'config', content: JSON.stringify(DEFINITION), enabled: true } });
    expect(created.statusCode, created.body).toBe(201);

    const sellerMenus = (await configuration(seller)).menus;
    expect(paths(sellerMenus)).toEqual(['/home', '/money>/contracts', '/calendar', '/people']);
    expect(sellerMenus[1]).toMatchObject({ title: 'Money', icon: 'send', subMenus: [{ path: '/contracts', icon: 'download' }] });
    expect(sellerMenus[0].title).toBe('Start');
    // the redirect is the page checked: a profile that cannot read persons loses the entry
    expect(paths((await configuration(biller)).menus)).toEqual(['/home', '/money>/contracts', '/money>/invoices', '/calendar']);
    // the administrator reads every collection, but has not the BILLING profile
    expect(paths((await configuration(s.master)).menus)).toEqual(['/home', '/money>/contracts', '/money>/users', '/calendar', '/people']);
  });

  it("tenant master's definition does not change tenant test's menu", async () => {
    const menus = (await configuration(s.test)).menus;
    expect(menus[0]).toMatchObject({ path: '/home', title: 'Home' });
    expect(paths(menus)).not.toContain('/money>/contracts');
    expect(paths(menus)).toContain('/financing>/contracts');
  });

  it('an invalid definition is refused with a catalogued error and the stored one stays in use', async () => {
    const before = (await s.inject({ method: 'GET', url: `${SCRIPTS}/menus`, headers: s.master })).json() as { content: string; _version: number };
    for (const bad of [{ menus: [{ path: 'contracts' }] }, { menus: [{ path: '/contracts', colour: 'red' }] }, { menus: [{ path: '/x', subMenus: [] }] }, { menus: 'all' }, [1, 2]]) {
      const res = await saveMenus(bad);
      expect(res.statusCode, JSON.stringify(bad)).toBe(400);
      expect(res.json()).toMatchObject({ status: 400, code: 'INVALID_FIELD_VALUE' });
      expect(res.json().message).toMatch(/^Invalid value for field "content": menus: /);
    }
    const after = (await s.inject({ method: 'GET', url: `${SCRIPTS}/menus`, headers: s.master })).json() as { content: string; _version: number };
    expect(after).toMatchObject({ content: before.content, _version: before._version });
    expect(paths((await configuration(seller)).menus)).toEqual(['/home', '/money>/contracts', '/calendar', '/people']);
  });

  it('a saved change is what the next configuration serves; deleting the item restores the defaults', async () => {
    const saved = await saveMenus({ menus: [{ path: '/persons', title: 'Clients' }, { path: '/contracts' }] });
    expect(saved.statusCode, saved.body).toBe(200);
    expect((await configuration(seller)).menus).toEqual([{ path: '/persons', title: 'Clients' }, { path: '/contracts' }]);
    expect((await configuration(seller)).responsiveBottomNavigation.map((m) => m.path)).toEqual(['/persons', '/contracts']);
    const removed = await s.inject({ method: 'DELETE', url: `${SCRIPTS}/menus`, headers: s.master });
    expect(removed.statusCode, removed.body).toBeLessThan(300);
    expect((await configuration(seller)).menus[0]).toMatchObject({ path: '/home', title: 'Home' });
  });
});
