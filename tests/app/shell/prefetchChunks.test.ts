import { afterEach, describe, expect, it, vi } from 'vitest';
import { prefetchWhenIdle } from '../../../app/prefetchChunks.ts';

afterEach(() => {
  vi.useRealTimers();
});

describe('prefetchWhenIdle', () => {
  it('loads the chunks in order, one per idle time, past a chunk that cannot be fetched', async () => {
    vi.useFakeTimers();
    const loaded: string[] = [];
    const chunk = (name: string, fails = false) => () => {
      loaded.push(name);
      return fails ? Promise.reject(new Error('offline')) : Promise.resolve();
    };
    prefetchWhenIdle([chunk('engine'), chunk('shell', true), chunk('home')], 1000);
    expect(loaded).toEqual([]);
    await vi.advanceTimersByTimeAsync(200);
    expect(loaded).toEqual(['engine']);
    await vi.advanceTimersByTimeAsync(200);
    expect(loaded).toEqual(['engine', 'shell']);
    await vi.advanceTimersByTimeAsync(200);
    expect(loaded).toEqual(['engine', 'shell', 'home']);
  });

  it('loads nothing more once cancelled', async () => {
    vi.useFakeTimers();
    const loaded: number[] = [];
    const cancel = prefetchWhenIdle([1, 2, 3].map((n) => () => Promise.resolve(loaded.push(n))), 1000);
    await vi.advanceTimersByTimeAsync(200);
    cancel();
    await vi.advanceTimersByTimeAsync(2000);
    expect(loaded).toEqual([1]);
  });
});
