import { describe, expect, it, vi } from 'vitest';
import { createLookupBatcher } from '../../../engine/scripts/createLookupBatcher.ts';

describe('lookup list batching (seed 001 §9: 300 ms debounce)', () => {
  it('asks the lists requested within 300 ms in one call per locale, each name once', async () => {
    vi.useFakeTimers();
    try {
      const calls: [string[], string | undefined][] = [];
      const batcher = createLookupBatcher(async (names, locale) => {
        calls.push([names, locale]);
        return names.map((n) => (n === 'missing' ? ['ERROR'] : [`${n}-${locale ?? 'default'}`]));
      });
      const a = batcher.load('countries', 'fr');
      const b = batcher.load('currencies', 'fr');
      const again = batcher.load('countries', 'fr');
      const other = batcher.load('countries');
      const missing = batcher.load('missing', 'fr');
      expect(calls).toHaveLength(0);
      await vi.advanceTimersByTimeAsync(299);
      expect(calls).toHaveLength(0);
      await vi.advanceTimersByTimeAsync(1);
      expect(calls).toEqual([
        [['countries', 'currencies', 'missing'], 'fr'],
        [['countries'], undefined],
      ]);
      expect(await a).toEqual(['countries-fr']);
      expect(await again).toEqual(['countries-fr']);
      expect(await b).toEqual(['currencies-fr']);
      expect(await other).toEqual(['countries-default']);
      expect(await missing).toEqual(['ERROR']);
      // a later request starts a new batch
      const later = batcher.load('currencies', 'fr');
      await vi.advanceTimersByTimeAsync(300);
      expect(calls).toHaveLength(3);
      expect(await later).toEqual(['currencies-fr']);
    } finally {
      vi.useRealTimers();
    }
  });

  it('rejects every load of a batch whose call failed', async () => {
    vi.useFakeTimers();
    try {
      const batcher = createLookupBatcher(() => Promise.reject(new Error('offline')));
      const a = batcher.load('countries').catch((e: Error) => e.message);
      const b = batcher.load('currencies').catch((e: Error) => e.message);
      await vi.advanceTimersByTimeAsync(300);
      expect(await a).toBe('offline');
      expect(await b).toBe('offline');
    } finally {
      vi.useRealTimers();
    }
  });
});
