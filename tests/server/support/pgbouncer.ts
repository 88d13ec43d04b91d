import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { chmodSync, chownSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createConnection } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** Why PgBouncer cannot run here, or undefined when it can (the binary and TEST_DATABASE_URL). */
export function pgbouncerMissing(): string | undefined {
  if (!process.env.TEST_DATABASE_URL) return 'TEST_DATABASE_URL is not set';
  if (spawnSync('pgbouncer', ['--version']).status !== 0) return 'pgbouncer is not installed';
  return undefined;
}

/** A PgBouncer started for a test: `url(database)` leads through it. */
export interface Pgbouncer {
  port: number;
  url(database: string): string;
  stop(): Promise<void>;
}

/** Resolves once something accepts TCP connections on `port`, or rejects after `ms`. */
export async function waitForPort(port: number, ms = 10_000): Promise<void> {
  const until = Date.now() + ms;
  for (;;) {
    const open = await new Promise<boolean>((resolve) => {
      const socket = createConnection({ port, host: '127.0.0.1' }, () => (socket.end(), resolve(true)));
      socket.on('error', () => resolve(false));
    });
    if (open) return;
    if (Date.now() > until) throw new Error(`nothing listens on port ${port}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

/**
 * Starts PgBouncer in transaction mode on `port` in front of the server of `serverUrl` (every
 * database of it, by the `*` entry), its files in a
 * temporary folder removed by `stop`. PgBouncer refuses to run as root: run as root, the test
 * starts it as postgres.
 */
export async function startPgbouncer(serverUrl: string, port: number, poolSize = 20): Promise<Pgbouncer> {
  const server = new URL(serverUrl);
  const user = decodeURIComponent(server.username);
  const password = decodeURIComponent(server.password);
  const dir = mkdtempSync(join(tmpdir(), 'tabula-pgbouncer-'));
  const host = server.hostname === 'localhost' ? '127.0.0.1' : server.hostname;
  writeFileSync(join(dir, 'users.txt'), `"${user}" "${password}"\n`);
  writeFileSync(
    join(dir, 'pgbouncer.ini'),
    [
      '[databases]',
      `* = host=${host} port=${server.port || 5432}`,
      '[pgbouncer]',
      'listen_addr = 127.0.0.1',
      `listen_port = ${port}`,
      `unix_socket_dir = ${dir}`,
      'auth_type = md5',
      `admin_users = ${user}`,
      `auth_file = ${join(dir, 'users.txt')}`,
      'pool_mode = transaction',
      `default_pool_size = ${poolSize}`,
      'max_client_conn = 500',
      'server_reset_query =',
      'ignore_startup_parameters = extra_float_digits',
      '',
    ].join('\n'),
  );
  for (const f of ['', 'users.txt', 'pgbouncer.ini']) chownSync(join(dir, f), uid('postgres'), -1);
  chmodSync(join(dir, 'users.txt'), 0o600);
  // as postgres itself (not through runuser, which would not pass our signals on)
  const child: ChildProcess = spawn('pgbouncer', [join(dir, 'pgbouncer.ini')], { uid: uid('postgres'), gid: gid('postgres'), stdio: ['ignore', 'ignore', 'pipe'] });
  let log = '';
  child.stderr?.on('data', (d: Buffer) => void (log += d.toString()));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  try {
    await waitForPort(port);
  } catch (err) {
    child.kill('SIGTERM');
    rmSync(dir, { recursive: true, force: true });
    throw new Error(`pgbouncer did not start: ${log}`, { cause: err });
  }
  return {
    port,
    url(database) {
      const u = new URL(serverUrl);
      u.hostname = '127.0.0.1';
      u.port = String(port);
      u.pathname = `/${database}`;
      return u.toString();
    },
    async stop() {
      child.kill('SIGINT');
      await Promise.race([exited, new Promise((r) => setTimeout(r, 5000))]);
      if (child.exitCode === null) child.kill('SIGKILL');
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** The numeric id of a system user. */
export function uid(name: string): number {
  return Number(spawnSync('id', ['-u', name], { encoding: 'utf8' }).stdout.trim());
}

/** The numeric id of a system user's group. */
export function gid(name: string): number {
  return Number(spawnSync('id', ['-g', name], { encoding: 'utf8' }).stdout.trim());
}
