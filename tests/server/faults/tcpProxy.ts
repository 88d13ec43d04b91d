import { createConnection, createServer, type Server, type Socket } from 'node:net';

/**
 * A TCP proxy between the app and PostgreSQL, to play the database's faults without touching the
 * real cluster (which other tests share):
 * - `forward`: pass bytes both ways (the normal case);
 * - `refuse`: not listening (connection refused), as while PostgreSQL is down;
 * - `startingUp`: answer every new connection with PostgreSQL's `FATAL 57P03 the database system is
 *   starting up` and close it, as right after a restart;
 * - `blackhole`: accept connections and forward nothing, either way (a frozen host, a partition).
 * `cut()` drops every open connection, as a restart (or a crash) of the server does.
 */
export type ProxyMode = 'forward' | 'refuse' | 'startingUp' | 'blackhole';

export interface TcpProxy {
  port: number;
  /** The URL `url` (of the real server) rewritten to go through the proxy. */
  url(url: string): string;
  setMode(mode: ProxyMode): Promise<void>;
  /** Destroys every open connection, both sides. */
  cut(): void;
  /** Connections opened through the proxy so far. */
  readonly connections: number;
  close(): Promise<void>;
}

/** `FATAL 57P03 the database system is starting up`, as a PostgreSQL ErrorResponse message. */
function startingUpMessage(): Buffer {
  const fields = Buffer.concat([
    ...[
      ['S', 'FATAL'],
      ['V', 'FATAL'],
      ['C', '57P03'],
      ['M', 'the database system is starting up'],
    ].map(([k, v]) => Buffer.from(`${k}${v}\0`)),
    Buffer.from([0]),
  ]);
  const head = Buffer.alloc(5);
  head.write('E', 0);
  head.writeInt32BE(fields.length + 4, 1);
  return Buffer.concat([head, fields]);
}

export async function startTcpProxy(target: { host: string; port: number }): Promise<TcpProxy> {
  let mode: ProxyMode = 'forward';
  let opened = 0;
  const pairs = new Set<{ client: Socket; upstream?: Socket }>();
  const onConnection = (client: Socket) => {
    opened++;
    const pair: { client: Socket; upstream?: Socket } = { client };
    pairs.add(pair);
    client.on('error', () => undefined);
    client.on('close', () => {
      pairs.delete(pair);
      pair.upstream?.destroy();
    });
    if (mode === 'blackhole') return; // accepted, never answered
    if (mode === 'startingUp') {
      client.once('data', () => client.end(startingUpMessage()));
      return;
    }
    const upstream = createConnection(target);
    pair.upstream = upstream;
    upstream.on('error', () => client.destroy());
    upstream.on('close', () => client.destroy());
    client.pipe(upstream);
    upstream.pipe(client);
  };
  let server: Server = createServer(onConnection);
  const listen = (port: number) =>
    new Promise<number>((resolve, reject) => {
      server.once('error', reject);
      server.listen(port, '127.0.0.1', () => resolve((server.address() as { port: number }).port));
    });
  const port = await listen(0);
  const cut = () => {
    for (const p of pairs) {
      p.client.destroy();
      p.upstream?.destroy();
    }
    pairs.clear();
  };
  return {
    port,
    url(url) {
      const u = new URL(url);
      u.hostname = '127.0.0.1';
      u.port = String(port);
      return u.toString();
    },
    async setMode(next) {
      const wasListening = mode !== 'refuse';
      mode = next;
      // stops accepting at once (close's callback would wait for the open connections)
      if (next === 'refuse' && wasListening) server.close();
      if (next !== 'refuse' && !wasListening) {
        server = createServer(onConnection);
        await listen(port);
      }
      if (next === 'blackhole') {
        // the open connections go silent too: nothing more passes either way
        for (const p of pairs) {
          p.client.unpipe();
          p.upstream?.unpipe();
          p.client.pause();
          p.upstream?.pause();
        }
      }
    },
    cut,
    get connections() {
      return opened;
    },
    async close() {
      const closed =
        mode === 'refuse' ? Promise.resolve() : new Promise<void>((r) => server.close(() => r()));
      cut();
      await closed;
    },
  };
}
