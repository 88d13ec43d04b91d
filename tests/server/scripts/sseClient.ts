import type { FastifyInstance } from 'fastify';
import type { ConfigEvent } from '../../../engine/scripts/ConfigEvent.ts';

/** A test client of GET /api/script/events: collects the events of the stream as they come. */
export interface EventsClient {
  status: number;
  /** Resolves with the first event (past or future) matching `match`, or rejects after `ms`. */
  next(match: (e: ConfigEvent) => boolean, ms?: number): Promise<ConfigEvent>;
  /** How many frames named `name` (`event: name`) have come so far. */
  count(name: string): number;
  /** Resolves once `n` frames named `name` have come, or rejects after `ms`. */
  until(name: string, n: number, ms?: number): Promise<void>;
  close(): void;
}

/**
 * Opens the SSE stream of a listening app as the client does: a single-use ticket asked with the
 * session (POST /api/core/tickets), then `?ticket=` (an EventSource sends no header).
 */
export async function openEvents(app: FastifyInstance, authorization: string): Promise<EventsClient> {
  const address = app.server.address();
  if (!address || typeof address === 'string') throw new Error('the app must listen');
  const asked = await app.inject({ method: 'POST', url: '/api/core/tickets', headers: { authorization }, payload: { path: '/api/script/events' } });
  if (asked.statusCode !== 200) throw new Error(`no ticket: ${asked.statusCode} ${asked.body}`);
  const ticket = String(asked.json().ticket);
  const abort = new AbortController();
  const res = await fetch(`http://127.0.0.1:${address.port}/api/script/events?ticket=${encodeURIComponent(ticket)}`, { signal: abort.signal });
  const events: ConfigEvent[] = [];
  const names: string[] = [];
  const waiters: (() => void)[] = [];
  void (async () => {
    const reader = res.body?.getReader();
    const decoder = new TextDecoder();
    let buffer = '';
    try {
      for (let part = await reader?.read(); reader && part && !part.done; part = await reader.read()) {
        buffer += decoder.decode(part.value, { stream: true });
        const frames = buffer.split('\n\n');
        buffer = frames.pop() ?? '';
        for (const frame of frames) {
          const name = frame.split('\n').find((l) => l.startsWith('event: '));
          if (name) names.push(name.slice(7));
          const data = frame.split('\n').find((l) => l.startsWith('data: '));
          if (data && name?.slice(7) !== 'notification') events.push(JSON.parse(data.slice(6)) as ConfigEvent);
        }
        waiters.splice(0).forEach((w) => w());
      }
    } catch {
      // aborted by close()
    }
  })();
  return {
    status: res.status,
    next(match, ms = 5000) {
      return new Promise((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error(`no matching event in ${ms} ms (got ${JSON.stringify(events)})`)), ms);
        const check = () => {
          const found = events.find(match);
          if (found) {
            clearTimeout(timer);
            resolve(found);
          } else waiters.push(check);
        };
        check();
      });
    },
    count: (name) => names.filter((n) => n === name).length,
    until(name, n, ms = 5000) {
      return new Promise((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error(`${names.filter((x) => x === name).length} of ${n} "${name}" frames in ${ms} ms`)), ms);
        const check = () => {
          if (names.filter((x) => x === name).length >= n) {
            clearTimeout(timer);
            resolve();
          } else waiters.push(check);
        };
        check();
      });
    },
    close: () => abort.abort(),
  };
}
