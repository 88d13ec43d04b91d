import { openDB, type DBSchema, type IDBPDatabase, type StoreKey, type StoreValue } from 'idb';
import type { QueuedCall } from '../../engine/offline/queue.ts';

/** A GET answer kept for the offline mode: the data and the headers lists read (pagination, etag). */
export interface CachedAnswer {
  key: string;
  username: string;
  path: string;
  data: unknown;
  headers: [string, string][];
  at: string;
}

/**
 * The browser database of the offline mode (IndexedDB `tabula-offline`): `queue` holds the calls
 * made offline (key: seq), `cache` the answers of GET calls (key: username + URL), so that a page
 * opened or preloaded before reads again without network. Opened through the `idb` library; the
 * name, version and stores are those of the first release, so a browser's kept data stays readable.
 */
const DB_NAME = 'tabula-offline';
const VERSION = 1;

interface OfflineDB extends DBSchema {
  queue: { key: number; value: QueuedCall };
  cache: { key: string; value: CachedAnswer };
}
export type StoreName = 'queue' | 'cache';

let opening: Promise<IDBPDatabase<OfflineDB>> | null = null;

function open(): Promise<IDBPDatabase<OfflineDB>> {
  opening ??= openDB<OfflineDB>(DB_NAME, VERSION, {
    upgrade(db) {
      if (!db.objectStoreNames.contains('queue')) db.createObjectStore('queue', { keyPath: 'seq' });
      if (!db.objectStoreNames.contains('cache')) db.createObjectStore('cache', { keyPath: 'key' });
    },
  }).catch((err: unknown) => {
    // the next call tries again (a refused opening is not kept)
    opening = null;
    throw err;
  });
  return opening;
}

/**
 * Adds the record `make` builds from the store's records, reading and writing in one transaction:
 * IndexedDB runs read-write transactions of a store one after the other, so two calls never build
 * from the same records (two offline saves in a row never get the same seq and overwrite each
 * other), and `add` refuses, rather than replaces, a key already there.
 */
async function append<S extends StoreName>(store: S, make: (all: StoreValue<OfflineDB, S>[]) => StoreValue<OfflineDB, S>): Promise<StoreValue<OfflineDB, S>> {
  const tx = (await open()).transaction(store, 'readwrite');
  const made = make(await tx.store.getAll());
  await Promise.all([tx.store.add(made), tx.done]);
  return made;
}

/** One call, one transaction (the records' own key: seq in the queue, key in the cache). */
export const idb = {
  append,
  get: async <S extends StoreName>(store: S, key: StoreKey<OfflineDB, S>): Promise<StoreValue<OfflineDB, S> | undefined> => (await open()).get(store, key),
  all: async <S extends StoreName>(store: S): Promise<StoreValue<OfflineDB, S>[]> => (await open()).getAll(store),
  put: async <S extends StoreName>(store: S, value: StoreValue<OfflineDB, S>): Promise<StoreKey<OfflineDB, S>> => (await open()).put(store, value),
  remove: async <S extends StoreName>(store: S, key: StoreKey<OfflineDB, S>): Promise<void> => (await open()).delete(store, key),
};
