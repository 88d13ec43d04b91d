// PGlite in a worker thread (pgliteEngine.ts, threadEngine): the database's WebAssembly runs on
// its own core while the server's thread answers HTTP. Plain JavaScript: the worker loads without
// the TypeScript loader the server runs under (tsx, vitest). Calls are handled one after the
// other, in the order they arrive; the server's thread keeps the transactions apart.
import { parentPort, workerData } from 'node:worker_threads';
import { parse, PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';

const { dataDir, snapshot, setup } = workerData;

/** An error as plain fields (a database error's code, detail, constraint... survive the crossing). */
const fieldsOf = (err) => (err instanceof Error ? { ...err, name: err.name, message: err.message } : { name: 'Error', message: String(err) });

let pg;
try {
  pg = await PGlite.create(dataDir, { extensions: { pg_trgm }, ...(snapshot ? { loadDataDir: new Blob([snapshot]) } : {}) });
  if (setup) await pg.exec(setup);
} catch (err) {
  parentPort.postMessage({ started: false, error: fieldsOf(err) });
  // in a worker, process.exit ends this thread only: the server's thread has the error above
  process.exit(1);
}
pg.onNotification((channel, payload) => parentPort.postMessage({ notification: { channel, payload } }));
const listening = new Map();

const operations = {
  /** One call of protocol messages: its result sets, typed by PGlite's parsers. */
  run: async ({ bytes, syncToFs }) => parse.parseResults(await pg.execProtocolStream(bytes, { syncToFs }), pg.parsers),
  query: async ({ sql, params }) => (await pg.query(sql, params)).rows,
  listen: async ({ channel }) => {
    if (!listening.has(channel)) listening.set(channel, await pg.listen(channel, () => undefined));
  },
  unlisten: async ({ channel }) => {
    const off = listening.get(channel);
    listening.delete(channel);
    if (off) await off();
  },
  dump: async () => {
    const buffer = await (await pg.dumpDataDir('none')).arrayBuffer();
    return { value: buffer, transfer: [buffer] };
  },
  close: async () => pg.close(),
};

let queue = Promise.resolve();
parentPort.on('message', (message) => {
  queue = queue.then(async () => {
    try {
      const result = await operations[message.op](message);
      if (result && typeof result === 'object' && 'transfer' in result) parentPort.postMessage({ id: message.id, result: result.value }, result.transfer);
      else parentPort.postMessage({ id: message.id, result });
    } catch (err) {
      try {
        parentPort.postMessage({ id: message.id, error: fieldsOf(err) });
      } catch {
        // fields that cannot be cloned: the message alone
        parentPort.postMessage({ id: message.id, error: { name: 'Error', message: String(err?.message ?? err) } });
      }
    }
  });
});
parentPort.postMessage({ started: true });
