import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { usersWithProfiles } from '../identity/helpers.ts';
import { testDatabases } from '../support/testDatabases.ts';
import { startTestServer, type Headers, type TestServer } from '../support/testServer.ts';

type Rec = Record<string, unknown>;
const CONTRACTS = '/api/financing/contracts';
const AGGREGATE = `${CONTRACTS}/aggregate`;

describe.each(testDatabases())('POST {apiPath}/aggregate on $name', (db) => {
  let s: TestServer;
  let reader: Headers;
  let nobody: Headers;

  const aggregate = (payload: unknown, headers?: Headers) => s.inject({ method: 'POST', url: AGGREGATE, headers: headers ?? s.master, payload: payload as Rec });
  const contract = async (headers: Headers, body: Rec) => {
    const res = await s.inject({ method: 'POST', url: CONTRACTS, headers, payload: body });
    if (res.statusCode !== 201) throw new Error(res.body);
  };

  beforeAll(async () => {
    s = await startTestServer(db);
    await contract(s.master, { name: 'A', duration: 36, rate: 0.05 });
    await contract(s.master, { name: 'B', duration: 36, rate: 0.07 });
    await contract(s.master, { name: 'C', duration: 48, rate: 0.04 });
    await contract(s.master, { name: 'D', duration: 60 });
    // another tenant's contracts never count
    await contract(s.test, { name: 'T', duration: 36, rate: 0.5 });
    const users = await usersWithProfiles(s.app, s.master as { authorization: string }, { CONTRACT_READER: [`read ${CONTRACTS}`], NOTHING: [] }, { 'reader@master': 'CONTRACT_READER', 'nobody@master': 'NOTHING' });
    ({ 'reader@master': reader, 'nobody@master': nobody } = users);
  }, 120_000);
  afterAll(() => s?.close());

  it('groups the tenant records by a field with sums, averages, extremes and counts', async () => {
    const res = await aggregate({
      pipeline: [
        { $match: { name: 'A,B,C,D' } },
        { $group: { _id: '$duration', n: { $count: {} }, total: { $sum: '$rate' }, mean: { $avg: '$rate' }, low: { $min: '$rate' }, records: { $sum: 1 } } },
        { $sort: { _id: 1 } },
      ],
    });
    expect(res.statusCode, res.body).toBe(200);
    const rows = res.json() as Rec[];
    expect(rows.map((r) => [r._id, r.n, r.records])).toEqual([[36, 2, 2], [48, 1, 1], [60, 1, 1]]);
    expect(rows[0].total).toBeCloseTo(0.12, 10);
    expect(rows[0].mean).toBeCloseTo(0.06, 10);
    expect(rows[0].low).toBe(0.05);
    expect(rows[2].total).toBeNull();
  });

  it('filters with the list query language, sorts by an output and limits the groups', async () => {
    const res = await aggregate({ pipeline: [{ $match: { duration: '40~' } }, { $group: { _id: '$duration', n: { $sum: 1 } } }, { $sort: { _id: -1 } }, { $limit: 1 }] });
    expect(res.json()).toEqual([{ _id: 60, n: 1 }]);
    const all = await aggregate({ pipeline: [{ $group: { _id: null, n: { $count: {} }, longest: { $max: '$duration' } } }] });
    expect(all.json()).toEqual([{ _id: null, n: 4, longest: 60 }]);
  });

  it('needs the read permission only, and refuses whoever may not read the entity', async () => {
    const pipeline = [{ $group: { _id: null, n: { $count: {} } } }];
    expect((await aggregate({ pipeline }, reader)).json()).toEqual([{ _id: null, n: 4 }]);
    const refused = await aggregate({ pipeline }, nobody);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ code: 'PERMISSION_DENIED', message: `Permission "read ${CONTRACTS}" is required` });
    expect((await s.inject({ method: 'POST', url: AGGREGATE, payload: { pipeline } })).statusCode).toBe(401);
    expect((await aggregate({ pipeline }, s.test)).json()).toEqual([{ _id: null, n: 1 }]);
  });

  it('answers an empty pipeline with 400 EMPTY_AGGREGATE_PIPELINE', async () => {
    const res = await aggregate({ pipeline: [] });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ status: 400, code: 'EMPTY_AGGREGATE_PIPELINE', message: 'Pipeline is empty' });
  });

  it.each([
    ['no body', undefined, 'MISSING_BODY_PAYLOAD'],
    ['no pipeline', {}, 'MISSING_FIELD_IN_BODY'],
    ['a pipeline that is no array', { pipeline: { $group: {} } }, 'INVALID_ARRAY_FIELD'],
    ['an unsupported stage', { pipeline: [{ $lookup: { from: 'users' } }] }, 'INVALID_FIELD_IN_BODY'],
    ['stages out of order', { pipeline: [{ $group: { _id: null } }, { $match: {} }] }, 'INVALID_FIELD_IN_BODY'],
    ['no $group', { pipeline: [{ $match: { duration: '36' } }] }, 'INVALID_FIELD_IN_BODY'],
    ['an unknown field', { pipeline: [{ $group: { _id: '$nope' } }] }, 'INVALID_FIELD_IN_BODY'],
    ['an unknown $match field', { pipeline: [{ $match: { constructor: 'x' } }, { $group: { _id: null } }] }, 'INVALID_FIELD_IN_BODY'],
    ['a sum of text', { pipeline: [{ $group: { _id: null, s: { $sum: '$name' } } }] }, 'INVALID_FIELD_IN_BODY'],
    ['an output name that is no identifier', { pipeline: [{ $group: { _id: null, 'a"; DROP TABLE x; --': { $count: {} } } }] }, 'INVALID_FIELD_IN_BODY'],
    ['a field path injection', { pipeline: [{ $group: { _id: "$name') OR 1=1 --" } }] }, 'INVALID_FIELD_IN_BODY'],
    ['a limit too large', { pipeline: [{ $group: { _id: null } }, { $limit: 100000 }] }, 'INVALID_FIELD_IN_BODY'],
    ['a bad filter', { pipeline: [{ $match: { duration: 'abc' } }, { $group: { _id: null } }] }, 'INVALID_NUMBER_FIELD'],
  ])('answers %s with a catalogued 400', async (_what, payload, code) => {
    const res = payload === undefined ? await s.inject({ method: 'POST', url: AGGREGATE, headers: s.master }) : await aggregate(payload);
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json()).toMatchObject({ status: 400, code });
  });

  it('still updates a record by POST {apiPath}/{key}', async () => {
    const list = await s.inject({ method: 'GET', url: `${CONTRACTS}?name=A`, headers: s.master });
    const reg = String((list.json() as Rec[])[0].registration);
    const res = await s.inject({ method: 'POST', url: `${CONTRACTS}/${reg}`, headers: s.master, payload: { name: 'A' } });
    expect(res.statusCode, res.body).toBe(200);
  });
});
