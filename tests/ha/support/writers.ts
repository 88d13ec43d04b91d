import { randomUUID } from 'node:crypto';

/** What the writers saw: acknowledged markers, when writes succeeded, and the answers that were not 2xx. */
export interface WriteLoad {
  acknowledged: string[];
  /** ms since the load started, of each acknowledged write. */
  successes: number[];
  /** Answers 503 (retried). */
  unavailable: number;
  /** Network errors (retried). */
  networkErrors: number;
  /** 5xx other than 503, and 4xx, with their bodies: never expected. */
  unexpected: { status: number; body: string }[];
  /** Writes still unacknowledged at their deadline (not counted as acknowledged). */
  gaveUp: number;
  durationMs: number;
}

export interface WriteLoadOptions {
  /** The app (HAProxy) and the Authorization header of a session. */
  url: string;
  authorization: string;
  writers: number;
  /** Writes are started until then (ms); a write started keeps retrying until acknowledged or `retryMs` passed. */
  durationMs: number;
  retryMs: number;
  /** Marks each write's record (its name), unique per write. */
  marker: (writer: number, n: number) => string;
  /** Called once, `atMs` after the start (the fault). */
  at?: { atMs: number; run: () => void | Promise<void> };
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/**
 * `writers` concurrent clients creating persons, each write with its own `Idempotency-Key`, sent
 * again with the same key on a 503 or a network error until acknowledged (2xx) or its deadline.
 */
export async function runWriteLoad(o: WriteLoadOptions): Promise<WriteLoad> {
  const load: WriteLoad = {
    acknowledged: [],
    successes: [],
    unavailable: 0,
    networkErrors: 0,
    unexpected: [],
    gaveUp: 0,
    durationMs: 0,
  };
  const t0 = Date.now();
  const write = async (marker: string) => {
    const key = randomUUID();
    const deadline = Date.now() + o.retryMs;
    while (Date.now() < deadline) {
      let status = 0;
      let body = '';
      try {
        const res = await fetch(`${o.url}/api/person/persons`, {
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            authorization: o.authorization,
            'idempotency-key': key,
          },
          body: JSON.stringify({ type: 'C', name: marker }),
          signal: AbortSignal.timeout(30_000),
        });
        status = res.status;
        body = await res.text();
      } catch {
        load.networkErrors++;
        await sleep(200);
        continue;
      }
      if (status >= 200 && status < 300) {
        load.acknowledged.push(marker);
        load.successes.push(Date.now() - t0);
        return;
      }
      if (status === 503) {
        load.unavailable++;
        await sleep(300);
        continue;
      }
      load.unexpected.push({ status, body: body.slice(0, 300) });
      return;
    }
    load.gaveUp++;
  };
  const writer = async (w: number) => {
    for (let n = 0; Date.now() - t0 < o.durationMs; n++) await write(o.marker(w, n));
  };
  const fault = o.at && sleep(o.at.atMs).then(o.at.run);
  await Promise.all([...Array.from({ length: o.writers }, (_, w) => writer(w)), fault]);
  load.durationMs = Date.now() - t0;
  return load;
}

/** The longest time without an acknowledged write over [0, end] (ms), in whole seconds rounded up. */
export function longestOutageSeconds(successes: number[], endMs: number): number {
  const times = [0, ...[...successes].sort((a, b) => a - b), endMs];
  let longest = 0;
  for (let i = 1; i < times.length; i++) longest = Math.max(longest, times[i] - times[i - 1]);
  return Math.ceil(longest / 1000);
}

/** Markers acknowledged but missing (lost) and markers stored more than once (duplicated). */
export function tally(
  acknowledged: string[],
  stored: Map<string, number>,
): { lost: number; duplicated: number } {
  return {
    lost: acknowledged.filter((m) => !stored.has(m)).length,
    duplicated: [...stored.values()].filter((count) => count > 1).length,
  };
}
