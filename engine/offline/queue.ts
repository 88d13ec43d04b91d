/**
 * The offline queue (seed 002 §4.1): POST and PATCH calls made without network, kept per username
 * in the browser (app/offline/queueStore.ts) and replayed in the order they were made.
 */
export type QueuedMethod = 'POST' | 'PATCH';

export interface QueuedCall {
  /** Order of the call in the browser: replays go by increasing seq. */
  seq: number;
  /** Who made the call: only the signed-in user's calls replay. */
  username: string;
  method: QueuedMethod;
  /** The original URL (/api/...). */
  url: string;
  body: unknown;
  /** The entity written (Contract, Person...), from the URL. */
  entity: string;
  /** The record's registration: the TMP one given offline for a creation. */
  registration: string;
  queuedAt: string;
  /** Replays that got no answer from the server. */
  trials: number;
  /**
   * The call's `Idempotency-Key`, given when it was made and sent with every replay of it, so a
   * replay whose answer was lost is not run twice by the server. Missing in calls queued by a
   * release before it: the replayer gives them one before their first replay.
   */
  idempotencyKey?: string;
}

const QUEUEABLE = new Set(['POST', 'PATCH']);

/** An entity and where its API lives (EntityInfo has both). */
export interface EntityPath {
  name: string;
  apiPath: string;
}

/**
 * The entity and registration a call writes: `{apiPath}` (a creation) or `{apiPath}/{registration}`
 * (an update); null for other calls (actions, transitions, uploads: they need the network).
 */
export function entityCallOf(url: string, entities: readonly EntityPath[]): { entity: string; registration?: string } | null {
  const path = url.split('?')[0].replace(/\/+$/, '');
  for (const e of entities) {
    if (path === e.apiPath) return { entity: e.name };
    if (path.startsWith(`${e.apiPath}/`)) {
      const rest = path.slice(e.apiPath.length + 1);
      if (rest && !rest.includes('/')) return { entity: e.name, registration: decodeURIComponent(rest) };
    }
  }
  return null;
}

/** Whether a call is one the offline mode queues: a POST or PATCH creating or updating a record. */
export function isQueueable(method: string, url: string, entities: readonly EntityPath[]): boolean {
  return QUEUEABLE.has(method.toUpperCase()) && entityCallOf(url, entities) !== null;
}

/** The calls of one user, in the order they were made. */
export function callsToReplay(all: readonly QueuedCall[], username: string): QueuedCall[] {
  return all.filter((c) => c.username === username).sort((a, b) => a.seq - b.seq);
}

/** The next sequence number after those queued. */
export function nextSeq(all: readonly QueuedCall[]): number {
  return all.reduce((max, c) => Math.max(max, c.seq), 0) + 1;
}

/** The kind shown for a failed item (seed 002 §7): Contract, Asset, Person, Task or ???. */
export function kindOf(entity: string): string {
  if (/contract/i.test(entity)) return 'Contract';
  if (/asset/i.test(entity)) return 'Asset';
  if (/person|prospect/i.test(entity)) return 'Person';
  if (/task/i.test(entity)) return 'Task';
  return '???';
}
