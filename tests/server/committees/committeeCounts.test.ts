import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabases } from '../support/testDatabases.ts';
import { startTestServer, type TestServer } from '../support/testServer.ts';

type Rec = Record<string, unknown>;

const COMMITTEES = '/api/support/committees';

const PERSONS = [
  { personRegistration: 'P1', role: 'OWNER', inviteStatus: 'INTENDED' },
  { personRegistration: 'P2', inviteStatus: 'PRESENTED', rsvp: 'ACCEPTED' },
  { personRegistration: 'P3', inviteStatus: 'ABSENT', rsvp: 'REFUSED' },
  { personRegistration: 'P4', inviteStatus: 'PRESENTED', rsvp: 'ACCEPTED' },
  { personRegistration: 'P5', rsvp: 'ACCEPTED' },
];

describe.each(testDatabases())('committee counts on $name', (db) => {
  let s: TestServer;
  beforeAll(async () => {
    s = await startTestServer(db);
  }, 120_000);
  afterAll(() => s?.close());

  const api = async (method: 'GET' | 'POST' | 'PATCH', url: string, payload?: Rec) => {
    const res = await s.inject({ method, url, headers: s.test, ...(payload ? { payload } : {}) });
    expect(res.statusCode, res.body).toBe(method === 'POST' ? 201 : 200);
    return res.json() as Rec;
  };

  it('derives the counts on create and on every update, whatever the client sends', async () => {
    const created = await api('POST', COMMITTEES, {
      name: 'Credit committee',
      persons: PERSONS,
      projects: ['PRJ1', 'PRJ2'],
      counts: { invited: 99 },
    });
    expect(created.counts).toEqual({
      invited: 4,
      accepted: 3,
      refused: 1,
      presented: 2,
      absent: 1,
      persons: 5,
      projects: 2,
      votes: 0,
    });

    const key = String(created.registration);
    const updated = await api('PATCH', `${COMMITTEES}/${key}`, {
      persons: [
        ...PERSONS.slice(0, 2),
        { personRegistration: 'P6', inviteStatus: 'INTENDED', rsvp: 'REFUSED' },
      ],
      projects: null,
    });
    expect(updated.counts).toEqual({
      invited: 1,
      accepted: 1,
      refused: 1,
      presented: 1,
      absent: 0,
      persons: 3,
      projects: 0,
      votes: 0,
    });

    const rows = (
      await s.inject({ method: 'GET', url: `${COMMITTEES}?registration=${key}`, headers: s.test })
    ).json() as Rec[];
    expect(rows[0].counts).toEqual(updated.counts);
  });

  it('counts an empty committee as zeros', async () => {
    const created = await api('POST', COMMITTEES, { name: 'Empty committee' });
    expect(created.counts).toEqual({
      invited: 0,
      accepted: 0,
      refused: 0,
      presented: 0,
      absent: 0,
      persons: 0,
      projects: 0,
      votes: 0,
    });
  });

  it('counts the votes cast in its votings: on each vote, at once under concurrency, on delete and when a voting moves', async () => {
    const counted = async (key: string) => ((await api('GET', `${COMMITTEES}/${key}`)).counts as Rec).votes;
    const board = String((await api('POST', COMMITTEES, { name: 'Board' })).registration);
    const risk = String((await api('POST', COMMITTEES, { name: 'Risk' })).registration);
    const voting = String((await api('POST', '/api/support/votings', { name: 'Approve the 2027 budget', committeeRegistration: board })).registration);
    const vote = (person: string) => api('POST', '/api/support/votes', { name: `Vote of ${person}`, votingRegistration: voting, personRegistration: person, choice: 'YES' });

    await vote('P1');
    expect(await counted(board)).toBe(1);
    // five votes written at the same time: each recount waits for the committee's row, none is lost
    const five = await Promise.all(['P2', 'P3', 'P4', 'P5', 'P6'].map(vote));
    expect(await counted(board)).toBe(6);

    const removed = await s.inject({ method: 'DELETE', url: `/api/support/votes/${String(five[0].registration)}`, headers: s.test });
    expect(removed.statusCode, removed.body).toBeLessThan(300);
    expect(await counted(board)).toBe(5);

    await api('PATCH', `/api/support/votings/${voting}`, { committeeRegistration: risk });
    expect(await counted(board)).toBe(0);
    expect(await counted(risk)).toBe(5);
  });
});
