/**
 * The requests of a page as a waterfall (Chrome's Network domain): each request's start, first byte
 * and end, bytes as transferred, its Server-Timing, and whether the cache served it; and, for a
 * step, the number of sequential rounds (a request is one round after the latest request that
 * ended before it began). These figures do not depend on the machine's load as wall times do.
 */
import type { BrowserContext, Page } from 'playwright-core';

export interface RequestRecord {
  url: string;
  method: string;
  type: string;
  /** Epoch milliseconds. */
  startMs: number;
  firstByteMs?: number;
  endMs?: number;
  bytes: number;
  status?: number;
  fromCache: boolean;
  serverTiming?: string;
}

interface Pending extends RequestRecord {
  wallAt: number;
  monoAt: number;
}

type Headers = Record<string, string>;

export class Waterfall {
  private records: Pending[] = [];
  private byId = new Map<string, Pending>();

  static async attach(context: BrowserContext, page: Page): Promise<Waterfall> {
    const w = new Waterfall();
    const cdp = await context.newCDPSession(page);
    const at = (r: Pending, ts: number) => r.wallAt + (ts - r.monoAt) * 1000;
    cdp.on('Network.requestWillBeSent', (e: { requestId: string; request: { url: string; method: string }; type?: string; timestamp: number; wallTime: number }) => {
      const r: Pending = { url: e.request.url, method: e.request.method, type: e.type ?? '', startMs: e.wallTime * 1000, bytes: 0, fromCache: false, wallAt: e.wallTime * 1000, monoAt: e.timestamp };
      w.byId.set(e.requestId, r);
      w.records.push(r);
    });
    cdp.on('Network.responseReceived', (e: { requestId: string; timestamp: number; response: { status: number; headers: Headers; fromDiskCache?: boolean; fromServiceWorker?: boolean; fromPrefetchCache?: boolean } }) => {
      const r = w.byId.get(e.requestId);
      if (!r) return;
      r.firstByteMs = at(r, e.timestamp);
      r.status = e.response.status;
      r.fromCache = Boolean(e.response.fromDiskCache || e.response.fromServiceWorker || e.response.fromPrefetchCache);
      const timing = Object.entries(e.response.headers).find(([k]) => k.toLowerCase() === 'server-timing');
      if (timing) r.serverTiming = timing[1];
    });
    cdp.on('Network.requestServedFromCache', (e: { requestId: string }) => {
      const r = w.byId.get(e.requestId);
      if (r) r.fromCache = true;
    });
    cdp.on('Network.loadingFinished', (e: { requestId: string; timestamp: number; encodedDataLength: number }) => {
      const r = w.byId.get(e.requestId);
      if (!r) return;
      r.endMs = at(r, e.timestamp);
      r.bytes = e.encodedDataLength;
    });
    cdp.on('Network.loadingFailed', (e: { requestId: string; timestamp: number }) => {
      const r = w.byId.get(e.requestId);
      if (r) r.endMs = at(r, e.timestamp);
    });
    await cdp.send('Network.enable');
    return w;
  }

  mark(): number {
    return this.records.length;
  }

  /** The requests sent since `mark`, as plain records. */
  since(mark: number): RequestRecord[] {
    return this.records.slice(mark).map(({ wallAt: _w, monoAt: _m, ...r }) => r);
  }
}

/** Sequential rounds: 1 + the round of the latest-ending request that finished before this one began. */
export function rounds(requests: RequestRecord[]): number[] {
  const out: number[] = [];
  requests.forEach((r, i) => {
    let round = 1;
    for (let j = 0; j < requests.length; j++) {
      const o = requests[j];
      if (j !== i && o.endMs !== undefined && o.endMs <= r.startMs) round = Math.max(round, out[j] === undefined ? 1 : out[j] + 1);
    }
    out[i] = round;
  });
  return out;
}

/** One line per request, times from `originMs` (epoch ms of the step's action). */
export function describe(requests: RequestRecord[], originMs: number): string[] {
  const order = requests.map((r, i) => ({ r, i })).sort((a, b) => a.r.startMs - b.r.startMs);
  const sorted = order.map((o) => o.r);
  const round = rounds(sorted);
  return sorted.map((r, i) => {
    const path = r.url.replace(/^https?:\/\/[^/]+/, '');
    const t = (ms?: number) => (ms === undefined ? '  ?' : String(Math.round(ms - originMs)).padStart(5));
    const cache = r.fromCache ? ' cache' : '';
    const timing = r.serverTiming ? ` [${r.serverTiming}]` : '';
    return `  r${round[i]} ${t(r.startMs)} ${t(r.firstByteMs)} ${t(r.endMs)} ${String(r.status ?? '-').padStart(3)} ${(r.bytes / 1024).toFixed(1).padStart(7)} kB ${r.type.padEnd(10)} ${r.method} ${path.length > 110 ? `${path.slice(0, 110)}…` : path}${cache}${timing}`;
  });
}
