import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { DataProvider } from '../../../engine/data/DataProvider.ts';
import { askedAhead, ASKED_AHEAD_TTL_MS } from '../../../engine/data/askedAhead.ts';

const data = {} as DataProvider;

describe('askedAhead (answers asked from a click, taken once by the page within seconds)', () => {
  beforeEach(() => vi.useFakeTimers({ now: new Date('2026-11-29T10:00:00Z') }));
  afterEach(() => vi.useRealTimers());

  it('hands the answer asked ahead once; the next use asks again', async () => {
    const ahead = askedAhead<number>();
    let asked = 0;
    const load = () => Promise.resolve(++asked);
    ahead.ask(data, 'CTR7', load);
    ahead.ask(data, 'CTR7', load); // a second click while it travels: not asked twice
    expect(asked).toBe(1);
    expect(await ahead.take(data, 'CTR7', load)).toBe(1);
    expect(await ahead.take(data, 'CTR7', load)).toBe(2); // a revalidation after a save: fresh
  });

  it('drops an answer nobody took in time (a row opened in a new tab): the page later asks anew', async () => {
    const ahead = askedAhead<string>();
    let version = 'before the edit';
    const load = () => Promise.resolve(version);
    ahead.ask(data, 'CTR7', load);
    version = 'after the edit';
    vi.advanceTimersByTime(ASKED_AHEAD_TTL_MS + 1);
    expect(await ahead.take(data, 'CTR7', load)).toBe('after the edit');
  });

  it('does not ask ahead what its user has just asked (the page asked before its effect asked ahead)', async () => {
    const ahead = askedAhead<number>();
    let asked = 0;
    const load = () => Promise.resolve(++asked);
    expect(await ahead.take(data, 'Contract', load)).toBe(1);
    ahead.ask(data, 'Contract', load);
    expect(asked).toBe(1);
    expect(await ahead.take(data, 'Contract', load)).toBe(2);
  });

  it('keeps answers per data provider; among many, a stale one is asked again', async () => {
    const ahead = askedAhead<string>();
    const other = {} as DataProvider;
    ahead.ask(data, 'A', () => Promise.resolve('tenant one'));
    expect(await ahead.take(other, 'A', () => Promise.resolve('tenant two'))).toBe('tenant two');
    for (let i = 0; i < 100; i++) ahead.ask(data, `R${i}`, () => Promise.resolve('x'));
    vi.advanceTimersByTime(ASKED_AHEAD_TTL_MS + 1);
    ahead.ask(data, 'B', () => Promise.resolve('b'));
    expect(await ahead.take(data, 'R1', () => Promise.resolve('asked again'))).toBe('asked again');
  });

  it('a failed answer asked ahead is not an unhandled rejection; its user sees the failure', async () => {
    const ahead = askedAhead<string>();
    ahead.ask(data, 'X', () => Promise.reject(Object.assign(new Error('gone'), { status: 404 })));
    await expect(ahead.take(data, 'X', () => Promise.resolve('never'))).rejects.toThrow('gone');
  });
});
