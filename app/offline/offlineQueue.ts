import { callsToReplay, nextSeq, type QueuedCall } from '../../engine/offline/queue.ts';
import { idb } from './idb.ts';

/** The queue of calls made offline, in IndexedDB (it survives closing the browser). */
export const offlineQueue = {
  all: () => idb.all('queue'),
  async forUser(username: string): Promise<QueuedCall[]> {
    return callsToReplay(await idb.all('queue'), username);
  },
  async add(call: Omit<QueuedCall, 'seq' | 'queuedAt' | 'trials'>): Promise<QueuedCall> {
    return idb.append('queue', (all) => ({ ...call, seq: nextSeq(all), queuedAt: new Date().toISOString(), trials: 0 }));
  },
  put: (call: QueuedCall) => idb.put('queue', call),
  remove: (seq: number) => idb.remove('queue', seq),
  /** Temporary registrations already given (a new one never repeats them). */
  async tmpRegistrations(): Promise<Set<string>> {
    return new Set((await idb.all('queue')).map((c) => c.registration));
  },
};
