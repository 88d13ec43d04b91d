import { randomBytes } from 'node:crypto';
import ExcelJS from 'exceljs';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { toCamel } from '../../../engine/registry/naming.ts';
import type { EntityInfo } from '../../../engine/registry/types.ts';
import { INCLUDE_ALIASES, INCLUDE_RULES } from '../../../server/entities/includeRules.ts';
import { genericCollections, seedCollections } from '../support/seedCollections.ts';
import type { TestDatabase } from '../support/testDatabases.ts';
import { startTestServer, type Headers, type TestServer } from '../support/testServer.ts';

/**
 * Tenant isolation matrix (issue 19 item 3): for every collection of the registry and every verb,
 * the admin of tenant `test` reads and writes tenant `master`'s records by registration, by id and
 * by key field, through lists (filters, search, breakdown, include), single reads, writes,
 * documents, history, transitions and exports; plus scripts, users, tenants, the database view and
 * the finance functions. Every answer must be a 400/403/404 or a list without master's data (no
 * master marker or id anywhere in the body), and master's rows must be unchanged afterwards.
 */

type Rec = Record<string, unknown>;
type Expect = 'refused' | 'empty' | 'noop' | 'own' | 'create' | 'any';

interface Case {
  collection: string;
  verb: string;
  method: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';
  url: string;
  expect: Expect;
  payload?: unknown;
}

const REFUSED = [400, 403, 404];

function safeDecode(url: string): string {
  try {
    return decodeURIComponent(url);
  } catch {
    return url;
  }
}
const ALL_RULES = [...Object.keys(INCLUDE_RULES), ...Object.keys(INCLUDE_ALIASES)].join(',');
/** Roles the roleName include rules look for in `persons`. */
const ROLES = ['CLIENT', 'PARTNER', 'SALES', 'SUPPLIER'];
const REFERENCE_FIELDS = [
  'orgaRegistration',
  'partnerRegistration',
  'salesRegistration',
  'supplierRegistration',
  'clientRegistration',
];

/**
 * The matrix's tests on `db` (inside a describe): tests/server/isolation/matrix.test.ts runs it on
 * each test database, tests/server/pooler/poolerMatrix.test.ts through PgBouncer.
 */
export function isolationMatrix(db: TestDatabase): void {
  let s: TestServer;
  let test: Headers;
  let collections: EntityInfo[];
  const tag = `isomark${randomBytes(4).toString('hex')}`;
  const marker = (what: string) => `${tag}-${what}`;
  const master = new Map<string, Rec>();
  const anchors = new Map<string, Rec>();
  const documents = new Map<string, Rec>();
  /** Master _ids and document ids: none may appear in an answer to the test tenant. */
  const secrets = new Set<string>();
  const special: Record<string, string> = {};
  let before = '';
  const results: { c: Case; status: number; problem?: string }[] = [];
  const script = marker('script');

  const masterRegistration = (info: EntityInfo) =>
    `MST${String(collections.indexOf(info) + 1).padStart(8, '0')}`;

  /** A master table snapshot: every row of every collection, credentials, document contents. */
  async function snapshot(): Promise<string> {
    const tenant = await s.app.tabula.db.admin((a) =>
      a.query(`SELECT name, label, data FROM tenants WHERE name = 'master'`),
    );
    const rows = await s.app.tabula.db.withTenant('master', async (q) => {
      const parts: unknown[] = [];
      for (const info of collections) {
        const { rows } = await q.query(
          `SELECT id::text, registration, name, status, version, data, updated_at::text, updated_by FROM ${info.table} ORDER BY id`,
        );
        parts.push([info.name, rows]);
      }
      parts.push((await q.query('SELECT * FROM credentials ORDER BY username')).rows);
      parts.push(
        (await q.query('SELECT username, content_type, md5(data) FROM user_photos ORDER BY username')).rows,
      );
      parts.push((await q.query('SELECT id::text, sha256, size FROM document_contents ORDER BY id')).rows);
      return parts;
    });
    return JSON.stringify([rows, tenant.rows]);
  }

  beforeAll(async () => {
    s = await startTestServer(db);
    test = s.test;
    collections = genericCollections(s);
    const byName = (name: string) => collections.find((c) => c.name === name);
    const person = byName('Person');
    const asset = byName('Asset');
    // tenant test: one record per collection that points at master's persons and assets (include rules)
    const forward = (info: EntityInfo): Rec => {
      const props = info.schema.properties ?? {};
      const out: Rec = {};
      if (person && props.persons)
        out.persons = ROLES.map((role) => ({ personRegistration: masterRegistration(person), role }));
      if (asset && props.assets) out.assets = [{ assetRegistration: masterRegistration(asset) }];
      for (const f of REFERENCE_FIELDS) if (person && props[f]) out[f] = masterRegistration(person);
      return out;
    };
    const seededTest = await seedCollections(s, 'test', {
      name: (i) => `test anchor ${i.name}`,
      extra: forward,
      username: 'tester@test',
    });
    for (const [name, r] of seededTest.records) anchors.set(name, r);
    for (const [name, why] of seededTest.refused)
      special[`${name} (test anchor)`] =
        `references to master refused by the store, seeded without them: ${why}`;
    // tenant master: one record per collection with a unique registration and marker, pointing back at test's anchors
    const back = (info: EntityInfo): Rec => {
      const props = info.schema.properties ?? {};
      const out: Rec = { registration: masterRegistration(info) };
      for (const other of collections) {
        const field = `${toCamel(other.name)}Registration`;
        if (props[field] && !REFERENCE_FIELDS.includes(field))
          out[field] = anchors.get(other.name)?.registration;
      }
      if (props.entityName && props.entityRegistration && person)
        Object.assign(out, { entityName: 'Person', entityRegistration: anchors.get('Person')?.registration });
      return out;
    };
    const seededMaster = await seedCollections(s, 'master', { name: (i) => marker(i.name), extra: back });
    for (const [name, r] of seededMaster.records) {
      master.set(name, r);
      secrets.add(String(r._id));
    }
    for (const [name, why] of seededMaster.refused)
      special[`${name} (master)`] = `back references refused by the store, seeded without them: ${why}`;
    // a document on every master record, a master script
    for (const info of collections) {
      if (info.name === 'Document') continue;
      const res = await s.inject({
        method: 'POST',
        url: `${info.apiPath}/${masterRegistration(info)}/documents`,
        headers: s.master,
        payload: {
          fileName: 'secret.txt',
          name: marker(`docof-${info.name}`),
          contentBase64: Buffer.from(marker(`contentof-${info.name}`)).toString('base64'),
        },
      });
      if (res.statusCode !== 201) throw new Error(`document of ${info.name}: ${res.statusCode} ${res.body}`);
      documents.set(info.name, res.json());
      secrets.add(String(res.json()._id));
    }
    const created = await s.inject({
      method: 'POST',
      url: '/api/script/scripts',
      headers: s.master,
      payload: {
        name: script,
        type: 'run',
        content: `function execute(ctx) { return { secret: '${marker('scriptresult')}' }; }`,
      },
    });
    if (created.statusCode !== 201) throw new Error(`master script: ${created.statusCode} ${created.body}`);
    before = await snapshot();
  }, 300_000);
  afterAll(() => s?.close());

  /** What is wrong with an answer to the test tenant (master data in it, or an unexpected status). */
  async function problemOf(c: Case, res: LightMyRequestResponse): Promise<string | undefined> {
    let text = res.body;
    if (res.headers['content-type']?.toString().includes('spreadsheetml')) {
      const book = new ExcelJS.Workbook();
      await book.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
      text = JSON.stringify(book.worksheets.map((w) => w.getSheetValues()));
    }
    // what the request itself sent may come back (a 404 names the key asked for): anything else of master is a leak
    const sent = `${safeDecode(c.url)} ${JSON.stringify(c.payload ?? '')}`;
    const leaked = (text.match(new RegExp(`${tag}-[A-Za-z0-9-]+`, 'g')) ?? []).find((m) => !sent.includes(m));
    if (leaked)
      return `master marker ${leaked} in the answer: ${text.slice(Math.max(0, text.indexOf(leaked) - 100), text.indexOf(leaked) + 100)}`;
    for (const id of secrets)
      if (text.includes(id) && !sent.includes(id)) return `master id ${id} in the answer`;
    if (res.statusCode >= 500) return `answered ${res.statusCode}`;
    const json = (() => {
      try {
        return res.json() as unknown;
      } catch {
        return undefined;
      }
    })();
    const rows = Array.isArray(json) ? json : (json as { entities?: unknown[] } | undefined)?.entities;
    switch (c.expect) {
      case 'refused':
        return REFUSED.includes(res.statusCode) ? undefined : `expected 400/403/404, got ${res.statusCode}`;
      case 'empty':
        if (REFUSED.includes(res.statusCode)) return undefined;
        return res.statusCode === 200 && Array.isArray(rows) && rows.length === 0
          ? undefined
          : `expected an empty list, got ${res.statusCode} with ${Array.isArray(rows) ? rows.length : 'no'} rows`;
      case 'noop':
        // a delete in the caller's own tenant of something it does not have (master's rows are compared at the end)
        return REFUSED.includes(res.statusCode) || (res.statusCode === 204 && res.body === '')
          ? undefined
          : `expected 204 or a refusal, got ${res.statusCode}`;
      case 'own':
        return res.statusCode === 200 || REFUSED.includes(res.statusCode)
          ? undefined
          : `expected 200 or a refusal, got ${res.statusCode}`;
      case 'create': {
        if (REFUSED.includes(res.statusCode) || res.statusCode === 409) return undefined;
        const record = json as Rec | undefined;
        return res.statusCode === 201 && record && !secrets.has(String(record._id))
          ? undefined
          : `expected a new record of test or a refusal, got ${res.statusCode}`;
      }
      case 'any':
        return undefined;
    }
  }

  async function runCases(cases: Case[]): Promise<string[]> {
    const failures: string[] = [];
    for (const c of cases) {
      const res = await s.inject({
        method: c.method,
        url: c.url,
        headers: test,
        ...(c.payload !== undefined ? { payload: c.payload as Rec } : {}),
      });
      const problem = await problemOf(c, res);
      results.push({ c, status: res.statusCode, problem });
      if (problem)
        failures.push(`${c.collection} ${c.verb}: ${c.method} ${c.url} -> ${res.statusCode} ${problem}`);
    }
    return failures;
  }

  const keysOf = (info: EntityInfo): [string, string][] => {
    const r = master.get(info.name)!;
    const keys: [string, string][] = [
      ['registration', String(r.registration)],
      ['_id', String(r._id)],
    ];
    const keyField = info.keyField;
    if (!['registration', '_id'].includes(keyField) && typeof r[keyField] === 'string')
      keys.push([keyField, String(r[keyField])]);
    return keys;
  };
  const enc = encodeURIComponent;

  it('lists: every collection, filtered by master registration, id and marker, searched, broken down, with every include rule', async () => {
    const cases: Case[] = collections.flatMap((info) => {
      const r = master.get(info.name)!;
      const p = info.apiPath;
      const list = (verb: string, query: string, expect: Expect): Case => ({
        collection: info.name,
        verb,
        method: 'GET',
        url: `${p}${query}`,
        expect,
      });
      return [
        list('list', '', 'own'),
        list('list by registration', `?registration=${enc(String(r.registration))}&count=exact`, 'empty'),
        list('list by _id', `?_id=${enc(String(r._id))}`, 'empty'),
        list('list by name', `?name=${enc(String(r.name))}`, 'empty'),
        list('list by name pattern', `?name=${enc(`/${tag}/i`)}`, 'empty'),
        list('search', `?search=${enc(tag)}`, 'empty'),
        list('breakdown', '?breakdown=name', 'own'),
        list('include', `?include=${ALL_RULES}`, 'own'),
      ];
    });
    expect(await runCases(cases)).toEqual([]);
  });

  it('single records: GET, POST, PATCH, PUT, DELETE by registration, id and key field, and a create that names master', async () => {
    const cases: Case[] = collections.flatMap((info) => {
      const p = info.apiPath;
      const body = { name: 'TAKEN BY TEST', notes: 'x' };
      const anchor = anchors.get(info.name)!;
      return [
        ...keysOf(info).flatMap(([by, key]): Case[] => [
          {
            collection: info.name,
            verb: `GET by ${by}`,
            method: 'GET',
            url: `${p}/${enc(key)}?include=${ALL_RULES}`,
            expect: 'refused',
          },
          {
            collection: info.name,
            verb: `POST by ${by}`,
            method: 'POST',
            url: `${p}/${enc(key)}`,
            payload: body,
            expect: 'refused',
          },
          {
            collection: info.name,
            verb: `PATCH by ${by}`,
            method: 'PATCH',
            url: `${p}/${enc(key)}`,
            payload: body,
            expect: 'refused',
          },
          {
            collection: info.name,
            verb: `PUT by ${by}`,
            method: 'PUT',
            url: `${p}/${enc(key)}`,
            payload: body,
            expect: 'refused',
          },
          {
            collection: info.name,
            verb: `DELETE by ${by}`,
            method: 'DELETE',
            url: `${p}/${enc(key)}`,
            expect: 'refused',
          },
        ]),
        {
          collection: info.name,
          verb: 'GET own record with includes',
          method: 'GET',
          url: `${p}/${enc(String(anchor.registration))}?include=${ALL_RULES}`,
          expect: 'own',
        },
        {
          collection: info.name,
          verb: 'POST naming master',
          method: 'POST',
          url: p,
          payload: {
            ...anchor,
            registration: undefined,
            _id: master.get(info.name)!._id,
            name: 'CREATED BY TEST',
            tenant: 'master',
            _insertUser: 'admin@master',
          },
          expect: 'create',
        },
      ];
    });
    expect(await runCases(cases)).toEqual([]);
  });

  it('includes of related collections: records of master pointing back at test records are never attached', async () => {
    const cases: Case[] = [];
    for (const target of collections) {
      for (const owner of collections) {
        const props = target.schema.properties ?? {};
        const points =
          props[`${toCamel(owner.name)}Registration`] ||
          (owner.name === 'Person' && props.entityName && props.entityRegistration);
        if (!points || REFERENCE_FIELDS.includes(`${toCamel(owner.name)}Registration`)) continue;
        const anchor = anchors.get(owner.name)!;
        cases.push({
          collection: target.name,
          verb: 'included by a test record',
          method: 'GET',
          url: `${owner.apiPath}/${enc(String(anchor.registration))}?include=${target.collection}`,
          expect: 'own',
        });
        cases.push({
          collection: target.name,
          verb: 'included by a test list',
          method: 'GET',
          url: `${owner.apiPath}?include=${target.collection}`,
          expect: 'own',
        });
      }
    }
    expect(cases.length).toBeGreaterThan(20);
    expect(await runCases(cases)).toEqual([]);
  });

  it('documents, history and transitions of master records', async () => {
    const history = s.app.tabula.registry.get('History');
    const entries = await s.app.tabula.db.withTenant('master', (q) =>
      q.query<{ registration: string; id: string; entity: string; of: string }>(
        `SELECT registration, id::text AS id, data ->> 'entityName' AS entity, data ->> 'entityRegistration' AS of FROM ${history.table} WHERE data ->> 'entityRegistration' LIKE 'MST%'`,
      ),
    );
    for (const e of entries.rows) secrets.add(e.id);
    const cases: Case[] = collections.flatMap((info) => {
      const p = info.apiPath;
      const doc = documents.get(info.name);
      const anchor = enc(String(anchors.get(info.name)!.registration));
      const out: Case[] = [];
      const add = (verb: string, method: Case['method'], url: string, expect: Expect, payload?: unknown) =>
        out.push({ collection: info.name, verb, method, url, expect, payload });
      for (const [by, key] of keysOf(info)) {
        const k = enc(key);
        if (doc) {
          add(`documents list by ${by}`, 'GET', `${p}/${k}/documents`, 'refused');
          add(`document content by ${by}`, 'GET', `${p}/${k}/documents/${doc._id}/content`, 'refused');
          add(`document link by ${by}`, 'GET', `${p}/${k}/documents/${doc._id}/link`, 'refused');
          add(`document rename by ${by}`, 'PATCH', `${p}/${k}/documents/${doc._id}`, 'refused', {
            name: 'renamed by test',
          });
          add(`document delete by ${by}`, 'DELETE', `${p}/${k}/documents/${doc._id}`, 'refused');
          add(`document upload by ${by}`, 'POST', `${p}/${k}/documents`, 'refused', {
            fileName: 'planted.txt',
            contentBase64: Buffer.from('planted').toString('base64'),
          });
        }
        add(`transitions by ${by}`, 'GET', `${p}/${k}/transitions`, 'empty');
        add(`transition run by ${by}`, 'POST', `${p}/${k}/transitions/VALIDATE`, 'refused', {});
      }
      if (doc) {
        add(
          'master document through own record',
          'GET',
          `${p}/${anchor}/documents/${doc._id}/content`,
          'refused',
        );
        add(
          'master document rename through own record',
          'PATCH',
          `${p}/${anchor}/documents/${doc._id}`,
          'refused',
          { name: 'renamed by test' },
        );
        add(
          'master document delete through own record',
          'DELETE',
          `${p}/${anchor}/documents/${doc._id}`,
          'refused',
        );
        add('master document content by id', 'GET', `/api/core/documents/${doc._id}/content`, 'refused');
        add('master document in Document list', 'GET', `/api/core/documents?_id=${doc._id}`, 'empty');
      }
      add(
        'history list',
        'GET',
        `${history.apiPath}?entityName=${info.name}&entityRegistration=${enc(masterRegistration(info))}`,
        'empty',
      );
      for (const e of entries.rows.filter((r) => r.entity === info.name)) {
        add('history entry by registration', 'GET', `${history.apiPath}/${e.registration}`, 'refused');
        add('history entry by _id', 'GET', `${history.apiPath}/${e.id}`, 'refused');
      }
      return out;
    });
    expect(await runCases(cases)).toEqual([]);
  });

  it('exports: a whole-list Excel export of every collection holds no master row', async () => {
    const columns = [
      { headerLabel: 'Registration', key: 'registration' },
      { headerLabel: 'Name', key: 'name' },
      { headerLabel: 'Id', key: '_id' },
    ];
    const cases: Case[] = collections.flatMap((info): Case[] => [
      {
        collection: info.name,
        verb: 'export',
        method: 'POST',
        url: '/api/report/excel',
        payload: { entityName: info.name, columns, query: {} },
        expect: 'own',
      },
      {
        collection: info.name,
        verb: 'export by registration',
        method: 'POST',
        url: '/api/report/excel',
        payload: { entityName: info.name, columns, query: { registration: masterRegistration(info) } },
        expect: 'own',
      },
    ]);
    expect(await runCases(cases)).toEqual([]);
    const one = await s.inject({
      method: 'POST',
      url: '/api/report/excel',
      headers: test,
      payload: {
        entityName: 'Person',
        columns,
        query: { registration: masterRegistration(collections.find((c) => c.name === 'Person')!) },
      },
    });
    expect(one.headers['x-export-rows']).toBe('0');
  });

  it('scripts, users, tenants, the database view and the finance functions', async () => {
    const admin = 'admin%40master';
    const user = master.get('User')!;
    const cases: Case[] = [];
    const add = (
      collection: string,
      verb: string,
      method: Case['method'],
      url: string,
      expect: Expect,
      payload?: unknown,
    ) => cases.push({ collection, verb, method, url, expect, payload });
    add('Script', 'GET by name', 'GET', `/api/script/scripts/${script}`, 'refused');
    add('Script', 'PATCH by name', 'PATCH', `/api/script/scripts/${script}`, 'refused', {
      content: 'function execute() { return 1; }',
    });
    add('Script', 'DELETE by name', 'DELETE', `/api/script/scripts/${script}`, 'refused');
    add('Script', 'versions', 'GET', `/api/script/scripts/${script}/versions`, 'empty');
    add('Script', 'version 1', 'GET', `/api/script/scripts/${script}/versions/1`, 'refused');
    add('Script', 'run GET', 'GET', `/api/script/runs/${script}`, 'refused');
    add('Script', 'run POST', 'POST', `/api/script/runs/${script}`, 'refused', {});
    add('Script', 'layout run', 'GET', `/api/script/runs/layout?layoutScriptName=${script}`, 'refused');
    add('Script', 'list by name', 'GET', `/api/script/scripts?name=${script}`, 'empty');
    for (const name of [admin, enc(String(user.username))]) {
      add('User', 'GET', 'GET', `/api/core/users/${name}`, 'refused');
      add('User', 'PATCH', 'PATCH', `/api/core/users/${name}`, 'refused', { isLocked: true });
      add('User', 'PUT', 'PUT', `/api/core/users/${name}`, 'refused', { lastName: 'x', isAdmin: false });
      add('User', 'DELETE', 'DELETE', `/api/core/users/${name}`, 'refused');
      add('User', 'password', 'POST', `/api/core/users/${name}/password`, 'refused', {
        password: 'Taken-Passw0rd-19!',
      });
      add('User', 'photo', 'GET', `/api/core/users/${name}/photo`, 'refused');
      add('User', 'photo upload', 'POST', `/api/core/users/${name}/photo`, 'refused', {
        contentBase64: Buffer.from('x').toString('base64'),
        contentType: 'image/png',
      });
      add('User', 'photo delete', 'DELETE', `/api/core/users/${name}/photo`, 'noop');
      add('User', 'preferences', 'GET', `/api/core/users/${name}/preferences`, 'empty');
      add('User', 'preferences write', 'POST', `/api/core/users/${name}/preferences`, 'refused', {
        name: 'x',
        value: {},
      });
      add('User', 'totp reset', 'DELETE', `/api/core/users/${name}/totp`, 'noop');
    }
    add('User', 'switch to master', 'GET', '/api/core/user-switch-context?contextName=master', 'refused');
    add('Tenant', 'list', 'GET', '/api/core/tenants', 'refused');
    add('Tenant', 'GET', 'GET', '/api/core/tenants/master', 'refused');
    for (const method of ['POST', 'PATCH', 'PUT', 'DELETE'] as const)
      add(
        'Tenant',
        method,
        method,
        '/api/core/tenants/master',
        'refused',
        method === 'DELETE' ? undefined : { label: 'Taken' },
      );
    add('Tenant', 'create', 'POST', '/api/core/tenants', 'refused', { name: 'taken', label: 'Taken' });
    add('Tenant', 'check-config', 'GET', '/api/core/tenants/check-config?tenant=master', 'any');
    const doc = (await s.inject({ method: 'GET', url: '/api/docs/openapi.json' })).json() as {
      paths: Record<string, Record<string, { parameters?: { name: string; in: string }[] }>>;
    };
    for (const [path, item] of Object.entries(doc.paths).filter(([p]) => p.startsWith('/api/finance/'))) {
      const params = (item.get?.parameters ?? [])
        .filter((p) => p.in === 'query')
        .map(
          (p) =>
            `${p.name}=${p.name === 'values' || p.name === 'cashflows' ? '-100,60,60' : p.name.toLowerCase().includes('date') ? '2024-01-01,2025-01-01,2026-01-01' : '0.05'}`,
        );
      add('(finance)', `GET ${path}`, 'GET', `${path}?${params.join('&')}`, 'any');
      add('(finance)', `GET ${path} without parameters`, 'GET', path, 'any');
    }
    expect(await runCases(cases)).toEqual([]);
  });

  it('the database view: a test admin never sees master statements or the master tenant name', async () => {
    const busy =
      db.name !== 'pglite'
        ? s.app.tabula.db.withTenant('master', (q) =>
            q.query(`SELECT pg_sleep(1), '${marker('running')}' AS marker`),
          )
        : undefined;
    if (busy) await new Promise((r) => setTimeout(r, 300));
    const res = await s.inject({
      method: 'GET',
      url: '/api/core/database/current-operations',
      headers: test,
    });
    await busy;
    results.push({
      c: {
        collection: '(database)',
        verb: 'current operations',
        method: 'GET',
        url: '/api/core/database/current-operations',
        expect: 'own',
      },
      status: res.statusCode,
    });
    expect(res.statusCode).toBe(200);
    expect(res.body).not.toContain(tag);
    expect(res.body).not.toContain('master');
  });

  it("leaves master's rows, credentials and document contents unchanged; reports the matrix", async () => {
    expect(await snapshot()).toBe(before);
    const inMatrix = results.filter((r) => r.c.collection !== '(finance)' && r.c.collection !== '(database)');
    const cells = new Set(inMatrix.map((r) => `${r.c.collection}|${r.c.verb}`));
    const byStatus: Record<number, number> = {};
    for (const r of results) byStatus[r.status] = (byStatus[r.status] ?? 0) + 1;
    console.log(
      `isolation matrix on ${db.name}: ${new Set(inMatrix.map((r) => r.c.collection)).size} collections (Tenant included), ` +
        `${new Set(inMatrix.map((r) => r.c.verb)).size} verbs, ${cells.size} (collection, verb) cells, ${results.length} requests ` +
        `(finance and database view included), ${results.filter((r) => r.problem).length} problems, statuses ${JSON.stringify(byStatus)}; ` +
        `special cases: ${JSON.stringify(special)}`,
    );
    expect(results.filter((r) => r.problem)).toEqual([]);
  });
}
