import type { ErrorBatch } from '../../engine/offline/errorBatches.ts';
import { replayCalls, type ReplayAnswer, type ReplayOutcome, type ReplayTransport } from '../../engine/offline/replay.ts';
import { substitute, withReplacements } from '../../engine/offline/substitute.ts';
import { tokenStore } from '../api/tokenStore.ts';
import { registry } from '../registry.ts';
import { idb } from './idb.ts';
import { offlineQueue } from './offlineQueue.ts';
import { replayErrors } from './offlineSettings.ts';

/** Sends a replayed call as the application does (token, request id, the call's idempotency key); status 0 without an answer. */
const transport: ReplayTransport = {
  async send(method: string, url: string, body?: unknown, idempotencyKey?: string): Promise<ReplayAnswer> {
    const headers: Record<string, string> = { 'x-request-id': crypto.randomUUID(), 'x-request-originator': 'tabula-ui-offline' };
    if (idempotencyKey) headers['Idempotency-Key'] = idempotencyKey;
    const token = tokenStore.get();
    if (token) headers.Authorization = `Bearer ${token}`;
    if (body !== undefined) headers['Content-Type'] = 'application/json';
    let res: Response;
    try {
      res = await fetch(url, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
    } catch {
      return { status: 0, body: undefined };
    }
    const auth = res.headers.get('Authorization');
    if (auth?.startsWith('Bearer ')) tokenStore.set(auth.slice(7));
    const text = await res.text();
    try {
      return { status: res.status, body: text ? JSON.parse(text) : undefined };
    } catch {
      return { status: res.status, body: text };
    }
  },
};

export interface ReplayReport {
  /** Calls the user had queued. */
  queued: number;
  outcome: ReplayOutcome;
  errors?: ErrorBatch;
}

/** The TMP registrations replaced in the cached answers (paths and data) of the user. */
async function rewriteCache(username: string, replacements: ReadonlyMap<string, string>): Promise<void> {
  if (!replacements.size) return;
  for (const entry of await idb.all('cache')) {
    if (entry.username !== username) continue;
    let next = entry;
    for (const [from, to] of replacements) next = { ...next, path: substitute(next.path, from, to), data: substitute(next.data, from, to) };
    if (next === entry) continue;
    await idb.remove('cache', entry.key);
    await idb.put('cache', { ...next, key: `${username}|${next.path}` });
  }
}

/**
 * Replays the signed-in user's queue (seed 002 §4.1): calls done leave the queue, a call that got no
 * answer stays with one more trial, the calls left get the registrations the server gave, failures
 * are stored (about six batches) and returned for display.
 */
export async function replayQueue(username: string): Promise<ReplayReport> {
  const calls = await offlineQueue.keyedForUser(username);
  if (!calls.length) return { queued: 0, outcome: { done: [], failures: [], offline: false, replacements: new Map(), saved: new Map() } };
  const outcome = await replayCalls(calls, transport, (entity) => (registry.has(entity) ? registry.get(entity).apiPath : undefined));
  for (const seq of outcome.done) await offlineQueue.remove(seq);
  const done = new Set(outcome.done);
  for (const left of calls.filter((c) => !done.has(c.seq))) {
    const base = outcome.stalled?.seq === left.seq ? outcome.stalled : left;
    await offlineQueue.put(withReplacements(base, outcome.replacements));
  }
  await rewriteCache(username, outcome.replacements);
  let errors: ErrorBatch | undefined;
  if (outcome.failures.length) {
    errors = {
      at: new Date().toISOString(),
      username,
      failures: outcome.failures.map(({ kind, registration, error, status, call }) => ({ kind, registration, error, status, method: call.method, url: call.url, body: call.body })),
    };
    replayErrors.add(errors);
  }
  return { queued: calls.length, outcome, errors };
}
