import { Worker } from 'node:worker_threads';
import { PGlite, type Results } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { resultsOf } from './pgliteBatch.ts';

/**
 * Where PGlite runs, as pglite.ts uses it: calls of protocol messages (one crossing into the
 * database each, see pgliteBatch.ts) and the few whole operations around them.
 */
export interface PgliteEngine {
  /** Runs one call of protocol messages; rejects with the database's error (its code, detail, constraint...). */
  run(bytes: Uint8Array, syncToFs?: boolean): Promise<Results[]>;
  /** Runs `fn` alone: no other exclusive run, listen, notify or dump meanwhile (a transaction's calls). */
  exclusive<T>(fn: () => Promise<T>): Promise<T>;
  /**
   * Runs one call that is a whole transaction (BEGIN ... COMMIT): after the exclusive runs asked
   * before it, without holding back the ones asked after it while it runs (in a worker thread,
   * several such calls queue in the worker and run back to back).
   */
  runAlone(bytes: Uint8Array): Promise<Results[]>;
  readonly closed: boolean;
  close(): Promise<void>;
  dump(): Promise<Blob>;
  listen(channel: string, onPayload: (payload: string) => void): Promise<() => Promise<void>>;
  notify(channel: string, payload: string): Promise<void>;
}

/** How PGlite starts: its folder (none: in memory), a dump to start from, statements run first. */
export interface PgliteStart {
  dataDir?: string;
  snapshot?: Blob;
  setup: string;
}

/**
 * Gives the event loop one turn. PGlite runs its statements synchronously in this thread, and the
 * transactions queued on its lock follow one another in microtasks: under load one turn of the
 * loop ran hundreds of milliseconds of them, and Node accepts ONE new connection per turn (libuv
 * 1.46), so a burst of new connections waited for minutes (bench/load, 200 users: requests left
 * unanswered for 30 s). Yielding at the start of each transaction lets the loop accept and read
 * between two transactions.
 */
const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve));

/** PGlite in the server's thread (in-memory databases: the tests). */
export async function inThreadEngine(start: PgliteStart): Promise<PgliteEngine> {
  const pg = await PGlite.create(start.dataDir, { extensions: { pg_trgm }, ...(start.snapshot && !start.dataDir ? { loadDataDir: start.snapshot } : {}) });
  await pg.exec(start.setup);
  // PGlite's query lock (its own query, exec, listen and transaction wait for it too), then one turn
  const exclusive = <T>(fn: () => Promise<T>) =>
    pg.runExclusive(async () => {
      await nextTurn();
      if (pg.closed) throw new Error('PGlite is closed');
      return fn();
    });
  const run = async (bytes: Uint8Array, syncToFs?: boolean) => resultsOf(await pg.execProtocolStream(bytes, { syncToFs }), pg.parsers);
  return {
    run,
    exclusive,
    runAlone: (bytes) => exclusive(() => run(bytes, true)),
    get closed() {
      return pg.closed;
    },
    close: () => pg.close(),
    dump: () => pg.dumpDataDir('none'),
    listen: (channel, onPayload) => pg.listen(channel, onPayload).then((off) => () => off()),
    notify: async (channel, payload) => {
      await pg.query('SELECT pg_notify($1, $2)', [channel, payload]);
    },
  };
}

interface Pending {
  resolve(value: unknown): void;
  reject(error: unknown): void;
}

/** An error that crossed from the worker as fields, rebuilt (duck-typed like the driver's: code, detail...). */
function rebuilt(fields: Record<string, unknown>): Error {
  const err = new Error(String(fields.message ?? 'PGlite error'));
  return Object.assign(err, fields);
}

/**
 * PGlite in a worker thread (a database in a folder: `npm start`, the e2e tests, bench/api): the
 * database's WebAssembly runs on its own core while this thread parses requests and writes
 * answers, as the PostgreSQL server's backends do. Each call is a message to the worker
 * (pgliteThread.mjs) and its answer a message back; the result sets cross as structured clones
 * (a page whose JSON PostgreSQL built is one string). Exclusive runs are kept apart here, in
 * arrival order. The worker holds the process open only while a call is pending.
 */
export async function threadEngine(start: PgliteStart): Promise<PgliteEngine> {
  const snapshot = start.snapshot && !start.dataDir ? await start.snapshot.arrayBuffer() : undefined;
  const worker = new Worker(new URL('./pgliteThread.mjs', import.meta.url), {
    workerData: { dataDir: start.dataDir, snapshot, setup: start.setup },
    ...(snapshot ? { transferList: [snapshot] } : {}),
  });
  const pending = new Map<number, Pending>();
  const handlers = new Map<string, Set<(payload: string) => void>>();
  let lastId = 0;
  let closed = false;
  let failure: Error | undefined;

  await new Promise<void>((resolve, reject) => {
    const first = (message: { started?: boolean; error?: Record<string, unknown> }) => {
      worker.off('error', reject);
      if (message.started) resolve();
      else reject(rebuilt(message.error ?? {}));
    };
    worker.once('message', first);
    worker.once('error', reject);
  });

  const stop = (error: Error) => {
    closed = true;
    failure ??= error;
    for (const call of pending.values()) call.reject(failure);
    pending.clear();
  };
  worker.on('message', (message: { id?: number; result?: unknown; error?: Record<string, unknown>; notification?: { channel: string; payload: string } }) => {
    if (message.notification) {
      for (const handler of handlers.get(message.notification.channel) ?? []) handler(message.notification.payload);
      return;
    }
    const call = message.id === undefined ? undefined : pending.get(message.id);
    if (!call) return;
    pending.delete(message.id!);
    if (!pending.size) worker.unref();
    if (message.error) call.reject(rebuilt(message.error));
    else call.resolve(message.result);
  });
  let closing = false;
  // a worker that fails or ends unasked takes the database with it: the process fails as it would
  // with PGlite in its own thread (a supervisor starts it again), rather than answer errors forever
  const fail = (err: Error) =>
    setImmediate(() => {
      throw err;
    });
  worker.on('error', (err) => {
    const unasked = !closing && !failure;
    stop(err);
    if (unasked) fail(err);
  });
  worker.on('exit', (code) => {
    const unasked = !closing && !failure;
    stop(new Error('PGlite is closed'));
    if (unasked) fail(new Error(`PGlite's worker thread ended (exit code ${code})`));
  });
  worker.unref();

  const call = <T>(op: string, fields: Record<string, unknown> = {}, transfer: ArrayBuffer[] = []): Promise<T> => {
    if (closed) return Promise.reject(failure ?? new Error('PGlite is closed'));
    const id = ++lastId;
    if (!pending.size) worker.ref();
    return new Promise<T>((resolve, reject) => {
      pending.set(id, { resolve: resolve as (value: unknown) => void, reject });
      worker.postMessage({ op, id, ...fields }, transfer);
    });
  };

  // exclusive runs one after the other, in the order asked
  let turn: Promise<unknown> = Promise.resolve();
  const exclusive = <T>(fn: () => Promise<T>): Promise<T> => {
    const run = turn.then(() => {
      if (closed) throw failure ?? new Error('PGlite is closed');
      return fn();
    });
    turn = run.catch(() => undefined);
    return run;
  };

  // the bytes are the caller's own buffer (Batch.bytes), given to the worker without a copy
  const run = (bytes: Uint8Array, syncToFs?: boolean) =>
    call<Results[]>('run', { bytes, syncToFs }, bytes.byteOffset === 0 && bytes.byteLength === bytes.buffer.byteLength ? [bytes.buffer as ArrayBuffer] : []);

  return {
    run,
    exclusive,
    runAlone: (bytes) => {
      // the lock is held only to send the call: the worker runs its calls in the order they come
      let answer: Promise<Results[]> | undefined;
      return exclusive(async () => {
        answer = run(bytes, true);
      }).then(() => answer!);
    },
    get closed() {
      return closed;
    },
    close: async () => {
      if (closed) return;
      closing = true;
      await exclusive(() => call('close'));
      closed = true;
      await worker.terminate();
    },
    dump: () => exclusive(async () => new Blob([await call<ArrayBuffer>('dump')])),
    listen: async (channel, onPayload) => {
      let set = handlers.get(channel);
      if (!set) {
        handlers.set(channel, (set = new Set()));
        await exclusive(() => call('listen', { channel }));
      }
      set.add(onPayload);
      return async () => {
        set.delete(onPayload);
        if (set.size || handlers.get(channel) !== set) return;
        handlers.delete(channel);
        await exclusive(() => call('unlisten', { channel }));
      };
    },
    notify: async (channel, payload) => {
      await exclusive(() => call('query', { sql: 'SELECT pg_notify($1, $2)', params: [channel, payload] }));
    },
  };
}
