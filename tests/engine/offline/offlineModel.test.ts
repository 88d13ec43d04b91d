import { describe, expect, it } from 'vitest';
import { addErrorBatch, type ErrorBatch } from '../../../engine/offline/errorBatches.ts';
import { callsToReplay, entityCallOf, isQueueable, kindOf, nextSeq, type QueuedCall } from '../../../engine/offline/queue.ts';
import { substitute, withReplacements } from '../../../engine/offline/substitute.ts';
import { isTmpRegistration, newTmpRegistration } from '../../../engine/offline/tmpRegistration.ts';

const entities = [
  { name: 'Contract', apiPath: '/api/financing/contracts' },
  { name: 'Person', apiPath: '/api/person/persons' },
];

const call = (seq: number, username: string, extra: Partial<QueuedCall> = {}): QueuedCall => ({
  seq, username, method: 'PATCH', url: `/api/financing/contracts/CTR0000000${seq}`, body: {}, entity: 'Contract', registration: `CTR0000000${seq}`, queuedAt: '2026-01-01T00:00:00Z', trials: 0, ...extra,
});

describe('temporary registrations (seed 002 §4.1)', () => {
  it('are TMP plus 8 digits', () => {
    const r = newTmpRegistration();
    expect(r).toMatch(/^TMP\d{8}$/);
    expect(isTmpRegistration(r)).toBe(true);
    expect(isTmpRegistration('TMP1234567')).toBe(false);
    expect(isTmpRegistration('AUT00000001')).toBe(false);
  });
  it('never repeat one already given', () => {
    const values = [0, 0, 0, 0, 0, 0, 0, 0, 0.15, 0, 0, 0, 0, 0, 0, 0];
    let i = 0;
    const r = newTmpRegistration(new Set(['TMP00000000']), () => values[i++ % values.length]);
    expect(r).toBe('TMP10000000');
  });
});

describe('the offline queue', () => {
  it('queues POST and PATCH calls that create or update a record, nothing else', () => {
    expect(isQueueable('POST', '/api/person/persons', entities)).toBe(true);
    expect(isQueueable('PATCH', '/api/financing/contracts/CTR00000001?x=1', entities)).toBe(true);
    expect(isQueueable('DELETE', '/api/financing/contracts/CTR00000001', entities)).toBe(false);
    expect(isQueueable('POST', '/api/financing/contracts/CTR00000001/transition', entities)).toBe(false);
    expect(isQueueable('POST', '/api/core/login', entities)).toBe(false);
    expect(entityCallOf('/api/financing/contracts/CTR%2F1', entities)).toEqual({ entity: 'Contract', registration: 'CTR/1' });
  });
  it('replays only the current user’s calls, in the order they were made', () => {
    const all = [call(3, 'ann'), call(1, 'bob'), call(2, 'ann'), call(4, 'bob')];
    expect(callsToReplay(all, 'ann').map((c) => c.seq)).toEqual([2, 3]);
    expect(nextSeq(all)).toBe(5);
    expect(nextSeq([])).toBe(1);
  });
  it('names the kind of a failed item: Contract, Asset, Person, Task or ???', () => {
    expect(['Contract', 'Asset', 'Person', 'Task', 'Invoice'].map(kindOf)).toEqual(['Contract', 'Asset', 'Person', 'Task', '???']);
  });
});

describe('registration substitution', () => {
  it('replaces a TMP registration in URLs, values, keys and texts, leaving the rest', () => {
    const body = { borrower: 'TMP12345678', links: [{ ref: 'TMP12345678' }], note: 'see TMP12345678', n: 3, TMP12345678: true, other: 'TMP87654321' };
    expect(substitute(body, 'TMP12345678', 'AUT00000009')).toEqual({ borrower: 'AUT00000009', links: [{ ref: 'AUT00000009' }], note: 'see AUT00000009', n: 3, AUT00000009: true, other: 'TMP87654321' });
  });
  it('applies every replacement known so far to a queued call', () => {
    const c = call(2, 'ann', { method: 'PATCH', url: '/api/person/persons/TMP11111111', entity: 'Person', registration: 'TMP11111111', body: { spouse: 'TMP22222222' } });
    const next = withReplacements(c, new Map([['TMP11111111', 'AUT00000001'], ['TMP22222222', 'AUT00000002']]));
    expect(next).toMatchObject({ url: '/api/person/persons/AUT00000001', registration: 'AUT00000001', body: { spouse: 'AUT00000002' } });
    expect(c.url).toBe('/api/person/persons/TMP11111111');
  });
});

describe('stored replay errors', () => {
  it('keeps about six batches, the newest', () => {
    let batches: ErrorBatch[] = [];
    for (let i = 0; i < 9; i++) batches = addErrorBatch(batches, { at: String(i), username: 'ann', failures: [] });
    expect(batches.map((b) => b.at)).toEqual(['3', '4', '5', '6', '7', '8']);
  });
});
