import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { idempotentDatabase } from '../../../server/idempotency/idempotentDatabase.ts';
import { purgeExpiredKeys } from '../../../server/idempotency/idempotencyKeys.ts';
import { runInIdempotencyScope, type IdempotencyScope } from '../../../server/idempotency/idempotencyScope.ts';
import { testDatabases } from '../support/testDatabases.ts';
import { startTestServer, type Headers, type TestServer } from '../support/testServer.ts';

const PERSONS = '/api/person/persons';

/**
 * Issue 42, idempotent writes (docs/scaling.md#idempotent-writes): a write sent again with its
 * `Idempotency-Key` answers the first answer and runs once, on both engines.
 */
describe.each(testDatabases())('Idempotency-Key on the write routes ($name)', (db) => {
  let s: TestServer;
  let n = 0;
  const key = () => `test-key-${Date.now()}-${++n}`;

  const post = (url: string, payload: unknown, headers: Headers, as: Headers = s.master) =>
    s.inject({ method: 'POST', url, headers: { ...as, ...headers }, payload: payload as Record<string, unknown> });

  /** Persons of the master tenant named `name`, counted in the database. */
  const count = (name: string) =>
    s.app.tabula.db.withTenant('master', async (q) => {
      const table = s.app.tabula.registry.get('Person').table;
      return (await q.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${table} WHERE name = $1`, [name])).rows[0].n;
    });

  /** Runs `fn` as a request with `scope` runs its handler. */
  const inScope = <T>(scope: IdempotencyScope, fn: () => Promise<T>) => {
    let release = () => {};
    return new Promise<T>((resolve, reject) => {
      release = runInIdempotencyScope(scope, () => void fn().then(resolve, reject));
    }).finally(() => release());
  };

  const keyRows = (k: string) =>
    s.app.tabula.db.withTenant('master', async (q) => (await q.query<{ status: number | null; result: unknown }>('SELECT status, result FROM idempotency_keys WHERE key = $1', [k])).rows);

  beforeAll(async () => {
    s = await startTestServer(db);
  }, 120_000);
  afterAll(() => s?.close());

  it('a replayed key answers the first answer (status, body, Idempotency-Replayed) and the write runs once', async () => {
    const k = key();
    const first = await post(PERSONS, { type: 'C', name: 'Idem once' }, { 'idempotency-key': k });
    expect(first.statusCode, first.body).toBe(201);
    expect(first.headers['idempotency-replayed']).toBeUndefined();
    const again = await post(PERSONS, { type: 'C', name: 'Idem once' }, { 'idempotency-key': k });
    expect(again.statusCode).toBe(first.statusCode);
    expect(again.body).toBe(first.body);
    expect(again.headers['idempotency-replayed']).toBe('true');
    expect(again.headers.authorization).toMatch(/^Bearer /);
    expect(await count('Idem once')).toBe(1);
    // without a key, the same request is a second write
    expect((await post(PERSONS, { type: 'C', name: 'Idem once' }, {})).statusCode).toBe(201);
    expect(await count('Idem once')).toBe(2);
  });

  it('two requests sent at once with one key create one record, and both answer it', async () => {
    const k = key();
    const answers = await Promise.all([1, 2, 3].map(() => post(PERSONS, { type: 'C', name: 'Idem concurrent' }, { 'idempotency-key': k })));
    expect(answers.map((a) => a.statusCode)).toEqual([201, 201, 201]);
    const registrations = new Set(answers.map((a) => a.json().registration));
    expect(registrations.size).toBe(1);
    expect(answers.filter((a) => a.headers['idempotency-replayed'] === 'true')).toHaveLength(2);
    expect(await count('Idem concurrent')).toBe(1);
    expect(await keyRows(k)).toHaveLength(1);
  });

  it('a key used again for another URL, method or user answers 422 IDEMPOTENCY_KEY_REUSED', async () => {
    const k = key();
    expect((await post(PERSONS, { type: 'C', name: 'Idem reused' }, { 'idempotency-key': k })).statusCode).toBe(201);
    const other = await post('/api/financing/contracts', { name: 'Idem reused' }, { 'idempotency-key': k });
    expect(other.statusCode).toBe(422);
    expect(other.json()).toMatchObject({ status: 422, code: 'IDEMPOTENCY_KEY_REUSED', message: 'This idempotency key was already used for another request' });
    const registration = (await post(PERSONS, { type: 'C', name: 'Idem reused' }, { 'idempotency-key': k })).json().registration;
    const patch = await s.inject({ method: 'PATCH', url: `${PERSONS}/${registration}`, headers: { ...s.master, 'idempotency-key': k }, payload: { name: 'Idem renamed' } });
    expect(patch.json()).toMatchObject({ code: 'IDEMPOTENCY_KEY_REUSED' });
    expect(await count('Idem reused')).toBe(1);
    expect(await count('Idem renamed')).toBe(0);
  });

  it('keys are per tenant: another tenant using the same key writes its own record', async () => {
    const k = key();
    expect((await post(PERSONS, { type: 'C', name: 'Idem tenant' }, { 'idempotency-key': k })).statusCode).toBe(201);
    const other = await post(PERSONS, { type: 'C', name: 'Idem tenant' }, { 'idempotency-key': k }, s.test);
    expect(other.statusCode).toBe(201);
    expect(other.headers['idempotency-replayed']).toBeUndefined();
  });

  it('an invalid key answers 400 INVALID_FIELD_IN_HEADERS and writes nothing', async () => {
    for (const bad of ['', 'x'.repeat(201), 'caf\u00e9', 'tab\there']) {
      const res = await post(PERSONS, { type: 'C', name: 'Idem invalid' }, { 'idempotency-key': bad });
      expect(res.statusCode, JSON.stringify(bad)).toBe(400);
      expect(res.json()).toMatchObject({ code: 'INVALID_FIELD_IN_HEADERS', message: 'Invalid header "Idempotency-Key"' });
    }
    expect((await post(PERSONS, { type: 'C', name: 'Idem valid' }, { 'idempotency-key': 'x'.repeat(200) })).statusCode).toBe(201);
    expect(await count('Idem invalid')).toBe(0);
  });

  it('a refused write (validation error) keeps no key: sent again corrected, it runs', async () => {
    const k = key();
    const refused = await post(PERSONS, { type: 'NOT A TYPE', name: 'Idem refused' }, { 'idempotency-key': k });
    expect(refused.statusCode, refused.body).toBeGreaterThanOrEqual(400);
    expect(refused.statusCode).toBeLessThan(500);
    expect(await keyRows(k)).toEqual([]);
    const ok = await post(PERSONS, { type: 'C', name: 'Idem refused' }, { 'idempotency-key': k });
    expect(ok.statusCode, ok.body).toBe(201);
    expect(ok.headers['idempotency-replayed']).toBeUndefined();
    expect(await count('Idem refused')).toBe(1);
  });

  it('a write whose answer was lost after COMMIT is answered from its result, without a second record', async () => {
    const k = key();
    // the request's write transaction as the decorator runs it, then no answer (the instance stopped)
    const scope: IdempotencyScope = { tenant: 'master', key: k, username: 'admin@master', method: 'POST', path: PERSONS, state: 'open' };
    const decorated = idempotentDatabase(s.app.tabula.db);
    const person = s.app.tabula.registry.get('Person');
    const result = await inScope(scope, () => decorated.withTenant('master', (q) => s.app.tabula.store.create(q, person, { type: 'C', name: 'Idem lost' }, { username: 'admin@master' })));
    expect(scope.state).toBe('claimed');
    const rows = await keyRows(k);
    expect(rows).toHaveLength(1);
    expect(rows[0].status).toBeNull();
    expect(await count('Idem lost')).toBe(1);
    // the client's retry, maybe on another instance
    const retry = await post(PERSONS, { type: 'C', name: 'Idem lost' }, { 'idempotency-key': k });
    expect(retry.statusCode).toBe(200);
    expect(retry.headers['idempotency-replayed']).toBe('true');
    expect(retry.json()).toEqual(JSON.parse(JSON.stringify(result)));
    expect(await count('Idem lost')).toBe(1);
  });

  it('a transaction that rolls back releases the claim', async () => {
    const k = key();
    const scope: IdempotencyScope = { tenant: 'master', key: k, username: 'admin@master', method: 'POST', path: PERSONS, state: 'open' };
    const decorated = idempotentDatabase(s.app.tabula.db);
    await expect(inScope(scope, () => decorated.withTenant('master', async () => Promise.reject(new Error('refused'))))).rejects.toThrow('refused');
    expect(scope.state).toBe('open');
    expect(await keyRows(k)).toEqual([]);
  });

  it('a key expires after 24 hours: sent again later it runs as a new write, and expired keys are purged', async () => {
    const k = key();
    expect((await post(PERSONS, { type: 'C', name: 'Idem expired' }, { 'idempotency-key': k })).statusCode).toBe(201);
    const age = (hours: number) => s.app.tabula.db.withTenant('master', (q) => q.query(`UPDATE idempotency_keys SET created_at = now() - make_interval(hours => $2) WHERE key = $1`, [k, hours]));
    await age(23);
    expect((await post(PERSONS, { type: 'C', name: 'Idem expired' }, { 'idempotency-key': k })).headers['idempotency-replayed']).toBe('true');
    await age(25);
    const later = await post(PERSONS, { type: 'C', name: 'Idem expired' }, { 'idempotency-key': k });
    expect(later.statusCode).toBe(201);
    expect(later.headers['idempotency-replayed']).toBeUndefined();
    expect(await count('Idem expired')).toBe(2);
    await age(25);
    await s.app.tabula.db.withTenant('master', purgeExpiredKeys);
    expect(await keyRows(k)).toEqual([]);
  });

  it('sign-in ignores the header (its answer is a credential, never kept)', async () => {
    const k = key();
    const res = await s.inject({ method: 'POST', url: '/api/core/auth/login', headers: { 'idempotency-key': k }, payload: { username: 'admin@master', password: 'wrong' } });
    expect(res.statusCode).toBe(401);
    expect(await keyRows(k)).toEqual([]);
  });
});
