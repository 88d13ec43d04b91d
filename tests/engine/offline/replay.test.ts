import { describe, expect, it } from 'vitest';
import type { QueuedCall } from '../../../engine/offline/queue.ts';
import { replayCalls, type ReplayAnswer, type ReplayTransport } from '../../../engine/offline/replay.ts';

const paths: Record<string, string> = { Person: '/api/person/persons', Contract: '/api/financing/contracts' };
const apiPathOf = (e: string) => paths[e];

/** A server in memory: persons get AUT registrations; answers can be scripted per call. */
function fakeServer(script: Record<string, ReplayAnswer> = {}) {
  const sent: string[] = [];
  let n = 0;
  const records = new Map<string, Record<string, unknown>>();
  const transport: ReplayTransport = {
    async send(method, url, body) {
      sent.push(`${method} ${url}`);
      const scripted = script[`${method} ${url}`];
      if (scripted) return scripted;
      if (method === 'POST' && url === '/api/person/persons') {
        const registration = `AUT0000000${++n}`;
        records.set(registration, { ...(body as object), registration });
        return { status: 201, body: records.get(registration) };
      }
      const reg = url.split('/').pop()!;
      if (method === 'GET') return records.has(reg) ? { status: 200, body: records.get(reg) } : { status: 404, body: { message: 'Not found' } };
      records.set(reg, { ...(records.get(reg) ?? {}), ...(body as object), registration: reg });
      return { status: 200, body: records.get(reg) };
    },
  };
  return { transport, sent, records };
}

const q = (seq: number, extra: Partial<QueuedCall>): QueuedCall => ({ seq, username: 'ann', method: 'POST', url: '', body: {}, entity: 'Person', registration: '', queuedAt: '', trials: 0, ...extra });

describe('replayCalls (seed 002 §4.1)', () => {
  it('sends each call in order, reads the saved record back, and uses the server’s registration for the TMP one', async () => {
    const server = fakeServer();
    const calls = [
      q(2, { method: 'POST', url: '/api/financing/contracts/CTR00000001', entity: 'Contract', registration: 'CTR00000001', body: { borrower: 'TMP00000042' } }),
      q(1, { method: 'POST', url: '/api/person/persons', registration: 'TMP00000042', body: { registration: 'TMP00000042', name: 'Ann' } }),
    ];
    server.records.set('CTR00000001', { registration: 'CTR00000001' });
    const out = await replayCalls(calls, server.transport, apiPathOf);
    expect(server.sent).toEqual([
      'POST /api/person/persons',
      'GET /api/person/persons/AUT00000001',
      'POST /api/financing/contracts/CTR00000001',
      'GET /api/financing/contracts/CTR00000001',
    ]);
    expect(out.replacements.get('TMP00000042')).toBe('AUT00000001');
    expect(server.records.get('CTR00000001')).toMatchObject({ borrower: 'AUT00000001' });
    expect(out.done).toEqual([1, 2]);
    expect(out.offline).toBe(false);
    expect(out.saved.get('AUT00000001')).toMatchObject({ name: 'Ann' });
  });

  it('lists a failure with an answer (kind, registration, error) and goes on', async () => {
    const server = fakeServer({ 'PATCH /api/financing/contracts/CTR00000001': { status: 409, body: { message: 'The record was changed by someone else' } } });
    const calls = [
      q(1, { method: 'PATCH', url: '/api/financing/contracts/CTR00000001', entity: 'Contract', registration: 'CTR00000001', body: { amount: 1 } }),
      q(2, { method: 'POST', url: '/api/person/persons', registration: 'TMP00000001', body: { registration: 'TMP00000001' } }),
    ];
    const out = await replayCalls(calls, server.transport, apiPathOf);
    expect(out.failures.map(({ kind, registration, error, status }) => ({ kind, registration, error, status }))).toEqual([
      { kind: 'Contract', registration: 'CTR00000001', error: 'The record was changed by someone else', status: 409 },
    ]);
    expect(out.failures[0].call.body).toEqual({ amount: 1 });
    expect(out.done).toEqual([1, 2]);
  });

  it('without an answer counts a trial, stops and reports offline', async () => {
    const server = fakeServer({ 'POST /api/person/persons': { status: 0, body: undefined } });
    const calls = [q(1, { url: '/api/person/persons', registration: 'TMP00000001' }), q(2, { method: 'PATCH', url: '/api/person/persons/TMP00000001', registration: 'TMP00000001' })];
    const out = await replayCalls(calls, server.transport, apiPathOf);
    expect(out.offline).toBe(true);
    expect(out.stalled).toMatchObject({ seq: 1, trials: 1 });
    expect(out.done).toEqual([]);
    expect(server.sent).toEqual(['POST /api/person/persons']);
  });
});

describe('replayCalls with record versions', () => {
  it('moves later offline edits of one record on to the version the previous edit produced', async () => {
    const bodies: unknown[] = [];
    let version = 4;
    const transport: ReplayTransport = {
      async send(method, url, body) {
        if (method === 'GET') return { status: 200, body: { registration: 'CTR00000001', _version: version } };
        bodies.push(body);
        if ((body as { _version: number })._version !== version) return { status: 409, body: { message: 'stale' } };
        version += 1;
        return { status: 200, body: { registration: 'CTR00000001', _version: version } };
      },
    };
    const edit = (seq: number, amount: number) => q(seq, { method: 'POST', url: '/api/financing/contracts/CTR00000001', entity: 'Contract', registration: 'CTR00000001', body: { amount, _version: 4 } });
    const out = await replayCalls([edit(1, 10), edit(2, 20), edit(3, 30)], transport, apiPathOf);
    expect(out.failures).toEqual([]);
    expect(bodies).toEqual([{ amount: 10, _version: 4 }, { amount: 20, _version: 5 }, { amount: 30, _version: 6 }]);
  });

  it('sends each call with its Idempotency-Key, the same again when its answer was lost (issue 42)', async () => {
    const keys: (string | undefined)[] = [];
    let answered = false;
    const transport: ReplayTransport = {
      async send(method, _url, _body, idempotencyKey) {
        if (method !== 'GET') keys.push(idempotencyKey);
        if (method !== 'GET' && !answered) {
          answered = true;
          return { status: 0, body: undefined };
        }
        return { status: 200, body: { registration: 'P1' } };
      },
    };
    const calls = [q(1, { method: 'PATCH', url: '/api/person/persons/P1', registration: 'P1', idempotencyKey: 'k-1' })];
    const first = await replayCalls(calls, transport, apiPathOf);
    expect(first.stalled).toMatchObject({ idempotencyKey: 'k-1', trials: 1 });
    const second = await replayCalls([first.stalled!], transport, apiPathOf);
    expect(second.done).toEqual([1]);
    expect(keys).toEqual(['k-1', 'k-1']);
  });
});
