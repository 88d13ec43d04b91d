/**
 * What bench/load runs against: LOAD_INSTANCES server instances (1) behind HAProxy (when more than
 * one, on LOAD_PROXY_PORT, 8170), each reaching PostgreSQL directly or, with LOAD_POOLER=pgbouncer,
 * through PgBouncer in transaction mode (LOAD_POOLER_PORT, 55455; PG_POOLER=transaction and
 * DATABASE_LISTEN_URL set on the instances). Each instance runs one worker (WEB_CONCURRENCY=1).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createConnection } from 'node:net';
import os from 'node:os';
import { join } from 'node:path';
import { startPgbouncer, waitForPort, type Pgbouncer } from '../../tests/server/support/pgbouncer.ts';
import { startServer, stopServer, type Server, type Target } from './server.ts';

export interface Topology {
  instances: number;
  pooler?: 'pgbouncer';
}

/** The topology of the environment (LOAD_INSTANCES, LOAD_POOLER); an unknown pooler stops the bench. */
export function topologyOf(env: NodeJS.ProcessEnv): Topology {
  const instances = Math.max(1, Math.floor(Number(env.LOAD_INSTANCES) || 1));
  const pooler = env.LOAD_POOLER || undefined;
  if (pooler && pooler !== 'pgbouncer') throw new Error(`LOAD_POOLER=${pooler}: expected pgbouncer (or unset)`);
  return { instances, pooler: pooler as Topology['pooler'] };
}

/** The instances as one server for the virtual users, and how to stop them all. */
export interface Running {
  server: Server;
  label: string;
  /** Requests each instance answered (HAProxy's counters), when behind HAProxy. */
  shares(): Promise<string | undefined>;
  stop(): Promise<void>;
}

/** HAProxy's `show stat` on its admin socket: the `stot` (sessions) of each server of backend `app`. */
async function backendShares(socket: string): Promise<string> {
  const csv = await new Promise<string>((resolve, reject) => {
    let text = '';
    const c = createConnection(socket, () => c.write('show stat\n'));
    c.on('data', (d) => (text += d.toString()));
    c.on('end', () => resolve(text));
    c.on('error', reject);
  });
  const [head, ...rows] = csv.replace(/^# /, '').trim().split('\n');
  const cols = head.split(',');
  const at = (row: string[], name: string) => row[cols.indexOf(name)];
  return rows
    .map((r) => r.split(','))
    .filter((r) => r[0] === 'app' && r[1] !== 'BACKEND')
    .map((r) => `${r[1]} ${at(r, 'hrsp_2xx')} 2xx / ${at(r, 'hrsp_4xx')} 4xx / ${at(r, 'hrsp_5xx')} 5xx`)
    .join(', ');
}

async function startHaproxy(ports: number[], port: number): Promise<{ socket: string; stop(): Promise<void> }> {
  const dir = mkdtempSync(join(os.tmpdir(), 'tabula-haproxy-'));
  const socket = join(dir, 'admin.sock');
  const cfg = join(dir, 'haproxy.cfg');
  writeFileSync(
    cfg,
    [
      'global',
      '  maxconn 4096',
      `  stats socket ${socket} mode 600 level admin`,
      'defaults',
      '  mode http',
      '  timeout connect 5s',
      '  timeout client 60s',
      '  timeout server 60s',
      'frontend web',
      `  bind 127.0.0.1:${port}`,
      '  default_backend app',
      'backend app',
      '  balance roundrobin',
      ...ports.map((p, i) => `  server app${i + 1} 127.0.0.1:${p}`),
      '',
    ].join('\n'),
  );
  const child: ChildProcess = spawn('haproxy', ['-f', cfg, '-db'], { stdio: ['ignore', 'ignore', 'inherit'] });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  await waitForPort(port);
  return {
    socket,
    async stop() {
      child.kill('SIGTERM');
      await Promise.race([exited, new Promise((r) => setTimeout(r, 5000))]);
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

export async function startTopology(target: Target, topology: Topology): Promise<Running> {
  const env = process.env;
  const direct = target.env.DATABASE_URL;
  if ((topology.pooler || topology.instances > 1) && !direct) throw new Error('LOAD_POOLER and LOAD_INSTANCES > 1 need DATABASE_URL (a PostgreSQL server)');
  let bouncer: Pgbouncer | undefined;
  const servers: Server[] = [];
  let proxy: Awaited<ReturnType<typeof startHaproxy>> | undefined;
  const stop = async () => {
    await proxy?.stop();
    for (const s of servers) await stopServer(s);
    await bouncer?.stop();
  };
  try {
    const extra: Record<string, string> = topology.instances > 1 || topology.pooler ? { WEB_CONCURRENCY: '1' } : {};
    if (topology.pooler && direct) {
      bouncer = await startPgbouncer(direct, Number(env.LOAD_POOLER_PORT) || 55455, Number(env.LOAD_POOLER_SIZE) || 20);
      Object.assign(extra, { DATABASE_URL: bouncer.url(new URL(direct).pathname.slice(1)), PG_POOLER: 'transaction', DATABASE_LISTEN_URL: direct });
    }
    // one after the other: the first start migrates and seeds the database
    for (let i = 0; i < topology.instances; i++) servers.push(await startServer(target, extra));
    const through = topology.pooler ? `PgBouncer 1.x transaction mode (default_pool_size ${Number(env.LOAD_POOLER_SIZE) || 20})` : 'direct connections';
    if (servers.length === 1) return { server: servers[0], label: `1 instance, ${through}`, shares: async () => undefined, stop };
    const port = Number(env.LOAD_PROXY_PORT) || 8170;
    proxy = await startHaproxy(servers.map((s) => Number(new URL(s.url).port)), port);
    const first = servers[0];
    const socket = proxy.socket;
    return {
      server: {
        url: `http://127.0.0.1:${port}`,
        child: first.child,
        output: () => servers.map((s) => s.output()).join('\n'),
        get exited() {
          return servers.some((s) => s.exited);
        },
      },
      label: `${servers.length} instances behind HAProxy (round robin), ${through}`,
      shares: () => backendShares(socket).catch((err: Error) => `unknown (${err.message})`),
      stop,
    };
  } catch (err) {
    await stop();
    throw err;
  }
}
