import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { keepConfigEventStream, MAX_RETRY_MS, MIN_RETRY_MS, nextRetryDelay, type StreamHost } from '../../../app/scripts/configEventStream.ts';

/** An EventSource that the test opens, fails and feeds by hand. */
class FakeSource {
  static all: FakeSource[] = [];
  onopen: (() => void) | null = null;
  onerror: (() => void) | null = null;
  closed = false;
  readonly listeners = new Map<string, (m: MessageEvent<string>) => void>();
  constructor(readonly url: string) {
    FakeSource.all.push(this);
  }
  addEventListener(kind: string, fn: (m: MessageEvent<string>) => void) {
    this.listeners.set(kind, fn);
  }
  close() {
    this.closed = true;
  }
}

const flush = () => vi.advanceTimersByTimeAsync(0);

describe('the configuration event stream: a new single-use ticket for every connection (issue 40 item 4)', () => {
  let tickets: number;
  let failTickets: boolean;
  let host: StreamHost;

  beforeEach(() => {
    vi.useFakeTimers();
    FakeSource.all = [];
    tickets = 0;
    failTickets = false;
    host = {
      askTicket: vi.fn(async (path: string) => {
        expect(path).toBe('/api/script/events');
        if (failTickets) throw new Error('network');
        return `t${++tickets}`;
      }),
      withTicket: (path, ticket) => `${path}?ticket=${ticket}`,
      EventSource: FakeSource as unknown as StreamHost['EventSource'],
      signedIn: () => true,
      setTimeout: (fn, ms) => setTimeout(fn, ms),
      clearTimeout: (handle) => clearTimeout(handle as ReturnType<typeof setTimeout>),
    };
  });
  afterEach(() => vi.useRealTimers());

  it('opens the stream with a ticket, never a token, and hands its named events over', async () => {
    const got: string[] = [];
    const stop = keepConfigEventStream(host, ['script', 'list'], (m) => got.push(m.data));
    await flush();
    expect(FakeSource.all.map((s) => s.url)).toEqual(['/api/script/events?ticket=t1']);
    FakeSource.all[0].listeners.get('script')?.({ data: 'saved' } as MessageEvent<string>);
    expect(got).toEqual(['saved']);
    expect([...FakeSource.all[0].listeners.keys()]).toEqual(['script', 'list']);
    stop();
    expect(FakeSource.all[0].closed).toBe(true);
  });

  it('closes a failed stream itself and opens a new one with a new ticket, waiting 1 s, 2 s, 4 s... up to 30 s', async () => {
    keepConfigEventStream(host, ['script'], () => {});
    await flush();
    const waits: number[] = [];
    for (let i = 0; i < 7; i++) {
      const failed = FakeSource.all.at(-1)!;
      failed.onerror?.();
      // EventSource's own reconnection would send the spent ticket again: the stream is closed instead
      expect(failed.closed).toBe(true);
      const before = FakeSource.all.length;
      let waited = 0;
      while (FakeSource.all.length === before) {
        await vi.advanceTimersByTimeAsync(250);
        waited += 250;
      }
      waits.push(waited);
    }
    expect(waits).toEqual([1000, 2000, 4000, 8000, 16_000, 30_000, 30_000]);
    expect(new Set(FakeSource.all.map((s) => s.url)).size).toBe(FakeSource.all.length);
  });

  it('waits 1 s again once a stream has opened', async () => {
    keepConfigEventStream(host, ['script'], () => {});
    await flush();
    FakeSource.all[0].onerror?.();
    await vi.advanceTimersByTimeAsync(1000);
    FakeSource.all[1].onerror?.();
    await vi.advanceTimersByTimeAsync(2000);
    FakeSource.all[2].onopen?.();
    FakeSource.all[2].onerror?.();
    await vi.advanceTimersByTimeAsync(999);
    expect(FakeSource.all).toHaveLength(3);
    await vi.advanceTimersByTimeAsync(1);
    expect(FakeSource.all).toHaveLength(4);
  });

  it('retries with the same back-off when no ticket can be had, and stops for good when closed', async () => {
    failTickets = true;
    const stop = keepConfigEventStream(host, ['script'], () => {});
    await flush();
    expect(FakeSource.all).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(MIN_RETRY_MS);
    expect(host.askTicket).toHaveBeenCalledTimes(2);
    failTickets = false;
    await vi.advanceTimersByTimeAsync(2 * MIN_RETRY_MS);
    expect(FakeSource.all.map((s) => s.url)).toEqual(['/api/script/events?ticket=t1']);
    stop();
    FakeSource.all[0].onerror?.();
    await vi.advanceTimersByTimeAsync(MAX_RETRY_MS * 2);
    expect(FakeSource.all).toHaveLength(1);
  });

  it('tries nothing without a session', async () => {
    keepConfigEventStream({ ...host, signedIn: () => false }, ['script'], () => {});
    await vi.advanceTimersByTimeAsync(MAX_RETRY_MS);
    expect(host.askTicket).not.toHaveBeenCalled();
  });

  it('doubles the wait up to 30 s', () => {
    expect(nextRetryDelay(MIN_RETRY_MS)).toBe(2000);
    expect(nextRetryDelay(16_000)).toBe(MAX_RETRY_MS);
    expect(nextRetryDelay(MAX_RETRY_MS)).toBe(MAX_RETRY_MS);
  });
});
