/**
 * bench/load's server: the throwaway database (`prepareTarget`: PGlite in a temporary folder, or a
 * database created on the PostgreSQL server of DATABASE_URL) and the server process on it.
 */
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { createWriteStream, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import os from 'node:os';
import { join } from 'node:path';
import pg from 'pg';

const root = join(import.meta.dirname, '..', '..');
const env = process.env;
/** A file for the server's request log (TABULA_LOG on), to see where slow requests spent their time. */
const SERVER_LOG = env.LOAD_SERVER_LOG;
export const PASSWORD = 'Bench-Load-Passw0rd-1';

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.once('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as { port: number };
      srv.close(() => resolve(port));
    });
  });
}

export interface Target {
  label: string;
  env: Record<string, string>;
  cleanup(): Promise<void>;
}

export async function pgAdmin<T>(url: string, fn: (c: pg.Client) => Promise<T>): Promise<T> {
  const c = new pg.Client({ connectionString: url });
  await c.connect();
  try {
    return await fn(c);
  } finally {
    await c.end();
  }
}

export async function prepareTarget(): Promise<Target> {
  if (env.DATABASE_URL) {
    const base = env.DATABASE_URL;
    const name = `tabula_load_${randomBytes(5).toString('hex')}`;
    await pgAdmin(base, (c) => c.query(`CREATE DATABASE ${name}`));
    const u = new URL(base);
    u.pathname = `/${name}`;
    const version = await pgAdmin(
      u.toString(),
      async (c) => (await c.query<{ v: string }>("SELECT current_setting('server_version') AS v")).rows[0].v,
    );
    return {
      label: `PostgreSQL ${version} (throwaway database ${name}, pool PG_POOL_SIZE=${env.PG_POOL_SIZE ?? 10})`,
      env: { DATABASE_URL: u.toString() },
      cleanup: () =>
        pgAdmin(base, (c) => c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)).then(() => undefined),
    };
  }
  const dir = mkdtempSync(join(os.tmpdir(), 'tabula-load-'));
  return {
    label: `PGlite in ${dir}`,
    env: { DATA_DIR: join(dir, 'data') },
    cleanup: async () => rmSync(dir, { recursive: true, force: true }),
  };
}

export interface Server {
  url: string;
  child: ChildProcess;
  output(): string;
  exited: boolean;
}

/** Starts `server/index.ts` on `target` (plus `extraEnv`) and waits for it to answer. */
export async function startServer(target: Target, extraEnv: Record<string, string> = {}): Promise<Server> {
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', join(root, 'server', 'index.ts')], {
    cwd: root,
    env: {
      ...env,
      ...target.env,
      ...extraEnv,
      PORT: String(port),
      HOST: '127.0.0.1',
      TABULA_ADMIN_PASSWORD: PASSWORD,
      TABULA_LOG: SERVER_LOG ? '1' : '0',
      TABULA_DEMO_DATA: '0',
      TABULA_CRON: '0',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  const logFile = SERVER_LOG ? createWriteStream(SERVER_LOG) : undefined;
  const keep = (c: Buffer) => {
    logFile?.write(c);
    out = (out + c.toString()).slice(-20_000);
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  const server: Server = { url: `http://127.0.0.1:${port}`, child, output: () => out, exited: false };
  child.once('exit', () => (server.exited = true));
  const deadline = Date.now() + 180_000;
  for (;;) {
    if (server.exited) throw new Error(`the server exited before answering:\n${out}`);
    if (Date.now() > deadline) throw new Error(`the server did not answer within 180 s:\n${out}`);
    try {
      if ((await fetch(`${server.url}/api/core/ping`, { signal: AbortSignal.timeout(1000) })).ok)
        return server;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
}

export async function stopServer(server: Server | undefined): Promise<void> {
  if (!server || server.exited) return;
  server.child.kill('SIGTERM');
  const deadline = Date.now() + 15_000;
  while (!server.exited && Date.now() < deadline) await new Promise((r) => setTimeout(r, 100));
  if (!server.exited) server.child.kill('SIGKILL');
}

/** Resident memory of a process in MB (Linux /proc; `ps` elsewhere). */
export function rssMb(pid: number): number {
  try {
    const m = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
    if (m) return Number(m[1]) / 1024;
  } catch {
    // not Linux: ps below
  }
  try {
    return Number(execFileSync('ps', ['-o', 'rss=', '-p', String(pid)], { encoding: 'utf8' }).trim()) / 1024;
  } catch {
    return NaN;
  }
}
