import 'fake-indexeddb/auto';
import { describe, expect, it } from 'vitest';
import { offlineQueue } from '../../../app/offline/offlineQueue.ts';

const call = (n: number) => ({ username: 'ann@master', method: 'PATCH' as const, url: `/api/financing/contracts/C${n}`, body: { name: `Name ${n}` }, entity: 'Contract', registration: `C${n}` });

describe('the queue of calls made offline (IndexedDB)', () => {
  it('keeps every call of a burst: calls queued at the same moment get their own seq, none overwrites another', async () => {
    const queued = await Promise.all([1, 2, 3, 4, 5].map((n) => offlineQueue.add(call(n))));
    expect(new Set(queued.map((q) => q.seq)).size).toBe(5);
    const stored = await offlineQueue.all();
    expect(stored.map((c) => c.registration).sort()).toEqual(['C1', 'C2', 'C3', 'C4', 'C5']);
    expect(stored.map((c) => c.seq)).toEqual([1, 2, 3, 4, 5]);
  });

  it('goes on after the highest seq, also once earlier calls are replayed and removed', async () => {
    await offlineQueue.remove(1);
    await offlineQueue.remove(5);
    const next = await offlineQueue.add(call(6));
    expect(next.seq).toBe(5);
    expect(next).toMatchObject({ trials: 0, registration: 'C6' });
    expect(typeof next.queuedAt).toBe('string');
    expect((await offlineQueue.forUser('ann@master')).map((c) => c.registration)).toEqual(['C2', 'C3', 'C4', 'C6']);
  });

  it('keeps each call’s Idempotency-Key (given at queue time, or made then), and gives one to calls queued without it before their replay', async () => {
    const given = await offlineQueue.add({ ...call(7), username: 'key@master', idempotencyKey: 'key-of-the-call' });
    expect(given.idempotencyKey).toBe('key-of-the-call');
    const made = await offlineQueue.add({ ...call(8), username: 'key@master' });
    expect(made.idempotencyKey).toMatch(/^[0-9a-f-]{36}$/);
    // a call stored by a release before the keys
    const { idempotencyKey: _dropped, ...old } = { ...made, seq: 99, registration: 'C99' };
    await offlineQueue.put(old);
    const keyed = await offlineQueue.keyedForUser('key@master');
    expect(keyed.map((c) => c.registration)).toEqual(['C7', 'C8', 'C99']);
    const oldKey = keyed[2].idempotencyKey;
    expect(oldKey).toMatch(/^[0-9a-f-]{36}$/);
    // stored: a second replay (after a lost answer) sends the same key
    expect((await offlineQueue.keyedForUser('key@master')).map((c) => c.idempotencyKey)).toEqual(['key-of-the-call', made.idempotencyKey, oldKey]);
  });
});
