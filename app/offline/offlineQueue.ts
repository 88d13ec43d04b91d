import { callsToReplay, nextSeq, type QueuedCall } from '../../engine/offline/queue.ts';
import { idb } from './idb.ts';

/** The queue of calls made offline, in IndexedDB (it survives closing the browser). */
export const offlineQueue = {
  all: () => idb.all('queue'),
  async forUser(username: string): Promise<QueuedCall[]> {
    return callsToReplay(await idb.all('queue'), username);
  },
  /** Queues a call; one made without an idempotency key gets one now (its replays all send it). */
  async add(call: Omit<QueuedCall, 'seq' | 'queuedAt' | 'trials'>): Promise<QueuedCall> {
    const idempotencyKey = call.idempotencyKey ?? crypto.randomUUID();
    return idb.append('queue', (all) => ({ ...call, idempotencyKey, seq: nextSeq(all), queuedAt: new Date().toISOString(), trials: 0 }));
  },
  /**
   * The user's calls to replay, each with its idempotency key: calls queued by an earlier release
   * get one, stored before they are sent, so a replay after a lost answer sends the same one.
   */
  async keyedForUser(username: string): Promise<QueuedCall[]> {
    const calls = await offlineQueue.forUser(username);
    for (const call of calls.filter((c) => !c.idempotencyKey)) {
      call.idempotencyKey = crypto.randomUUID();
      await idb.put('queue', call);
    }
    return calls;
  },
  put: (call: QueuedCall) => idb.put('queue', call),
  remove: (seq: number) => idb.remove('queue', seq),
  /** Temporary registrations already given (a new one never repeats them). */
  async tmpRegistrations(): Promise<Set<string>> {
    return new Set((await idb.all('queue')).map((c) => c.registration));
  },
};
