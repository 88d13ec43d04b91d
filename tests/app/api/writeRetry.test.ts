import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { http, setOfflineHooks } from '../../../app/api/http.ts';
import { MAX_WRITE_RETRIES, RETRY_BUDGET_MS, retryAfterMs, writeRetryDelay } from '../../../app/api/writeRetry.ts';

describe('the retry policy of keyed writes (issue 42)', () => {
  it('waits 1, 2, 4 s after a call without answer, then gives up', () => {
    expect([0, 1, 2, 3].map((a) => writeRetryDelay(a, { noAnswer: true }, 0))).toEqual([1000, 2000, 4000, undefined]);
    expect(MAX_WRITE_RETRIES).toBe(3);
  });

  it('respects a 503 Retry-After (seconds or a date), capped at 10 s, and never retries a 503 without one', () => {
    const now = Date.parse('2026-12-07T10:00:00Z');
    expect(writeRetryDelay(0, { retryAfter: '5' }, 0, now)).toBe(5000);
    expect(writeRetryDelay(0, { retryAfter: '120' }, 0, now)).toBe(10_000);
    expect(writeRetryDelay(0, { retryAfter: 'Mon, 07 Dec 2026 10:00:03 GMT' }, 0, now)).toBe(3000);
    expect(writeRetryDelay(0, { retryAfter: null }, 0, now)).toBeUndefined();
    expect(writeRetryDelay(0, { retryAfter: 'soon' }, 0, now)).toBeUndefined();
    expect(retryAfterMs('0', now)).toBe(0);
  });

  it('starts no retry beyond the 30 s budget', () => {
    expect(RETRY_BUDGET_MS).toBe(30_000);
    expect(writeRetryDelay(1, { retryAfter: '5' }, 24_000)).toBe(5000);
    expect(writeRetryDelay(1, { retryAfter: '5' }, 26_000)).toBeUndefined();
  });
});

describe('http() sends writes with an Idempotency-Key and retries them with the same key', () => {
  let calls: { method: string; headers: Record<string, string> }[];
  let answers: (() => Response)[];
  let queued: (string | undefined)[];

  beforeEach(() => {
    vi.useFakeTimers();
    calls = [];
    queued = [];
    const storage = new Map<string, string>();
    vi.stubGlobal('localStorage', { getItem: (k: string) => storage.get(k) ?? null, setItem: (k: string, v: string) => storage.set(k, v), removeItem: (k: string) => storage.delete(k) });
    vi.stubGlobal('navigator', { onLine: true });
    vi.stubGlobal('fetch', async (_path: string, init: RequestInit) => {
      calls.push({ method: String(init.method), headers: init.headers as Record<string, string> });
      const next = answers.shift();
      if (!next) throw new TypeError('Failed to fetch');
      return next();
    });
    setOfflineHooks(async (_m, _p, _b, key) => {
      queued.push(key);
      return undefined;
    }, () => {}, () => false);
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
    setOfflineHooks(async () => undefined, () => {}, () => false);
  });

  const json = (status: number, body: unknown, headers: Record<string, string> = {}) => () => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json', ...headers } });

  it('a write retried after a 503 with Retry-After carries the same key; a GET carries none and is not retried', async () => {
    answers = [json(503, { code: 'DATABASE_UNAVAILABLE' }, { 'retry-after': '5' }), json(201, { registration: 'P1' })];
    const done = http('POST', '/api/person/persons', { name: 'Ann' });
    await vi.advanceTimersByTimeAsync(5000);
    await expect(done).resolves.toMatchObject({ data: { registration: 'P1' } });
    expect(calls).toHaveLength(2);
    const key = calls[0].headers['Idempotency-Key'];
    expect(key).toMatch(/^[0-9a-f-]{36}$/);
    expect(calls[1].headers['Idempotency-Key']).toBe(key);

    answers = [json(503, { code: 'DATABASE_UNAVAILABLE' }, { 'retry-after': '5' })];
    await expect(http('GET', '/api/person/persons')).rejects.toMatchObject({ status: 503 });
    expect(calls).toHaveLength(3);
    expect(calls[2].headers['Idempotency-Key']).toBeUndefined();
  });

  it('each write gets its own key; a call without answer is retried 3 times, then handed to the offline mode with its key', async () => {
    answers = [json(200, {})];
    await http('PATCH', '/api/person/persons/P1', { name: 'B' });
    answers = [];
    const failed = http('DELETE', '/api/person/persons/P1').catch((e: unknown) => e);
    await vi.advanceTimersByTimeAsync(1000 + 2000 + 4000);
    expect(await failed).toMatchObject({ status: 0 });
    expect(calls).toHaveLength(5);
    const keys = calls.map((c) => c.headers['Idempotency-Key']);
    expect(keys[1]).not.toBe(keys[0]);
    expect(new Set(keys.slice(1))).toEqual(new Set([keys[1]]));
    expect(queued).toEqual([keys[1]]);
  });

  it('does not retry a call without answer while the browser is offline', async () => {
    vi.stubGlobal('navigator', { onLine: false });
    answers = [];
    await expect(http('POST', '/api/person/persons', {})).rejects.toMatchObject({ status: 0 });
    expect(calls).toHaveLength(1);
  });

  it('answers a 503 without Retry-After at once', async () => {
    answers = [json(503, { code: 'QUERY_TIMEOUT' })];
    await expect(http('POST', '/api/person/persons', {})).rejects.toMatchObject({ status: 503 });
    expect(calls).toHaveLength(1);
  });
});
