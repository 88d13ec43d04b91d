/**
 * The browser database of the offline mode (IndexedDB `tabula-offline`): `queue` holds the calls
 * made offline (key: seq), `cache` the answers of GET calls (key: username + URL), so that a page
 * opened or preloaded before reads again without network.
 */
const DB_NAME = 'tabula-offline';
const VERSION = 1;
export type StoreName = 'queue' | 'cache';

let opening: Promise<IDBDatabase> | null = null;

function open(): Promise<IDBDatabase> {
  if (!opening) {
    opening = new Promise<IDBDatabase>((resolve, reject) => {
      const request = indexedDB.open(DB_NAME, VERSION);
      request.onupgradeneeded = () => {
        const db = request.result;
        if (!db.objectStoreNames.contains('queue')) db.createObjectStore('queue', { keyPath: 'seq' });
        if (!db.objectStoreNames.contains('cache')) db.createObjectStore('cache', { keyPath: 'key' });
      };
      request.onsuccess = () => resolve(request.result);
      request.onerror = () => reject(request.error);
    }).catch((err: unknown) => {
      opening = null;
      throw err;
    });
  }
  return opening;
}

function run<T>(store: StoreName, mode: IDBTransactionMode, fn: (s: IDBObjectStore) => IDBRequest): Promise<T> {
  return open().then(
    (db) =>
      new Promise<T>((resolve, reject) => {
        const tx = db.transaction(store, mode);
        const request = fn(tx.objectStore(store));
        tx.oncomplete = () => resolve(request.result as T);
        tx.onerror = () => reject(tx.error);
        tx.onabort = () => reject(tx.error);
      }),
  );
}

/**
 * Adds the record `make` builds from the store's records, reading and writing in one transaction:
 * IndexedDB runs read-write transactions of a store one after the other, so two calls never build
 * from the same records (two offline saves in a row never get the same seq and overwrite each
 * other), and `add` refuses, rather than replaces, a key already there.
 */
function append<T>(store: StoreName, make: (all: T[]) => T): Promise<T> {
  return open().then(
    (db) =>
      new Promise<T>((resolve, reject) => {
        const tx = db.transaction(store, 'readwrite');
        const objects = tx.objectStore(store);
        let made: T;
        const all = objects.getAll();
        all.onsuccess = () => {
          made = make(all.result as T[]);
          objects.add(made);
        };
        tx.oncomplete = () => resolve(made);
        tx.onerror = () => reject(tx.error);
        tx.onabort = () => reject(tx.error);
      }),
  );
}

export const idb = {
  append,
  get: <T>(store: StoreName, key: IDBValidKey) => run<T | undefined>(store, 'readonly', (s) => s.get(key)),
  all: <T>(store: StoreName) => run<T[]>(store, 'readonly', (s) => s.getAll()),
  put: (store: StoreName, value: unknown) => run<IDBValidKey>(store, 'readwrite', (s) => s.put(value)),
  remove: (store: StoreName, key: IDBValidKey) => run<undefined>(store, 'readwrite', (s) => s.delete(key)),
};
