// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { goOffline, markOnline, offlineState, PING_INTERVAL_MS } from '../../../app/offline/offlineState.ts';
import { DEFAULT_PRELOAD_CONTRACTS } from '../../../app/offline/preload.ts';

afterEach(() => {
  markOnline();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('offline mode (seed 002 §4.1, §9)', () => {
  it('is flagged in local storage and pings the server every 2 s until it answers', async () => {
    vi.useFakeTimers();
    const ping = vi.fn(() => Promise.reject(new TypeError('Failed to fetch')));
    vi.stubGlobal('fetch', ping);
    goOffline();
    expect(offlineState.get().offline).toBe(true);
    expect(JSON.parse(localStorage.getItem('tabula.offline.mode') ?? 'null')).toEqual({ since: offlineState.get().since });
    await vi.advanceTimersByTimeAsync(1999);
    expect(ping).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(ping).toHaveBeenCalledTimes(1);
    expect(ping).toHaveBeenCalledWith('/api/core/ping', { cache: 'no-store' });
    await vi.advanceTimersByTimeAsync(2000);
    expect(ping).toHaveBeenCalledTimes(2);
    expect(PING_INTERVAL_MS).toBe(2000);
    markOnline();
    expect(localStorage.getItem('tabula.offline.mode')).toBeNull();
  });

  it('preloads the latest 10 contracts unless configured otherwise', () => {
    expect(DEFAULT_PRELOAD_CONTRACTS).toBe(10);
  });
});
