import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { chownSync, closeSync, existsSync, mkdtempSync, openSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';

/**
 * A pg_auto_failover formation on this machine, in a temporary folder: a monitor and two
 * PostgreSQL nodes (a primary and its synchronous standby), each run by its keeper
 * (`pg_autoctl run`, in a process group of its own so that a node can be killed whole). Its
 * programs run as the `postgres` user when the test runs as root (PostgreSQL refuses root).
 */
export interface Formation {
  /** The formation's multi-host URL (`pg_autoctl show uri`), with credentials, for the app. */
  url: string;
  /** The node (1 or 2) the monitor has as primary. */
  primary(): Promise<number>;
  /** kill -9 of a node's keeper and postmaster, as a lost machine. */
  kill(node: number): void;
  /** Starts a node's keeper again (after {@link kill}): it rejoins as a standby. */
  restart(node: number): void;
  /**
   * Waits until the monitor reports each node (1, 2) in one of its `states` (reached: reported and
   * assigned alike; undefined: any), at most `ms`.
   */
  waitFor(states: [NodeStates, NodeStates], ms: number): Promise<void>;
  /** Stops every process and removes the folder (also after a failure). */
  stop(): Promise<void>;
}

/** The states a node may be in (pg_auto_failover's names), or undefined for any. */
export type NodeStates = string[] | undefined;

export interface FormationPorts {
  monitor: number;
  nodes: [number, number];
}

/** Failure detection in seconds instead of the defaults' tens of seconds (monitor settings). */
const MONITOR_SETTINGS: Record<string, number> = {
  'pgautofailover.health_check_period': 1000,
  'pgautofailover.health_check_timeout': 1000,
  'pgautofailover.health_check_max_retries': 1,
  'pgautofailover.health_check_retry_delay': 500,
  'pgautofailover.node_considered_unhealthy_timeout': 3000,
  'pgautofailover.primary_demote_timeout': 3000,
};

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

export async function startFormation(
  pgAutoctl: string,
  pgBinDir: string,
  ports: FormationPorts,
): Promise<Formation> {
  const dir = mkdtempSync(join(tmpdir(), 'tabula-ha-'));
  const asRoot = process.getuid?.() === 0;
  if (asRoot)
    chownSync(
      dir,
      Number(spawnSync('id', ['-u', 'postgres']).stdout.toString().trim()),
      Number(spawnSync('id', ['-g', 'postgres']).stdout.toString().trim()),
    );
  const env = {
    PATH: `${pgBinDir}:${process.env.PATH ?? ''}`,
    HOME: dir,
    XDG_CONFIG_HOME: join(dir, 'config'),
    XDG_DATA_HOME: join(dir, 'data'),
    PG_CONFIG: join(pgBinDir, 'pg_config'),
  };
  /** The command line of `pg_autoctl args` as the postgres user. */
  const command = (args: string[]): [string, string[]] =>
    asRoot
      ? [
          'runuser',
          [
            '-u',
            'postgres',
            '--',
            'env',
            ...Object.entries(env).map(([k, v]) => `${k}=${v}`),
            pgAutoctl,
            ...args,
          ],
        ]
      : [pgAutoctl, args];
  const spawnEnv = { ...process.env, ...env };
  const pgdata = (name: string) => join(dir, name);
  const keepers = new Map<string, ChildProcess>();
  const run = (args: string[]) => {
    const [cmd, argv] = command(args);
    const res = spawnSync(cmd, argv, { env: spawnEnv, encoding: 'utf8', timeout: 60_000 });
    if (res.status !== 0)
      throw new Error(`pg_autoctl ${args.join(' ')} failed (${res.status}):\n${res.stdout}\n${res.stderr}`);
    return res.stdout;
  };
  const keep = (name: string) => {
    const [cmd, argv] = command(['run', '--pgdata', pgdata(name)]);
    const log = openSync(join(dir, `${name}.log`), 'a');
    const child = spawn(cmd, argv, { env: spawnEnv, detached: true, stdio: ['ignore', log, log] });
    closeSync(log);
    child.unref();
    keepers.set(name, child);
  };
  const monitorUrl = `postgres://postgres@localhost:${ports.monitor}/pg_auto_failover?sslmode=disable`;
  const onMonitor = async <T>(fn: (c: pg.Client) => Promise<T>): Promise<T> => {
    const c = new pg.Client({ connectionString: monitorUrl, connectionTimeoutMillis: 2000 });
    c.on('error', () => undefined);
    try {
      await c.connect();
      return await fn(c);
    } finally {
      await c.end().catch(() => undefined);
    }
  };
  const states = () =>
    onMonitor(
      async (c) =>
        (
          await c.query<{ nodeport: number; reportedstate: string; goalstate: string }>(
            'SELECT nodeport, reportedstate, goalstate FROM pgautofailover.node ORDER BY nodeid',
          )
        ).rows,
    );
  const waitFor = async (wanted: [NodeStates, NodeStates], ms: number) => {
    const deadline = Date.now() + ms;
    let last = '';
    for (;;) {
      try {
        const rows = await states();
        last = JSON.stringify(rows);
        const reached = (i: number) =>
          !wanted[i] ||
          (rows[i].reportedstate === rows[i].goalstate && !!wanted[i]?.includes(rows[i].reportedstate));
        if (rows.length === 2 && reached(0) && reached(1)) return;
      } catch (err) {
        last = String(err);
      }
      if (Date.now() > deadline)
        throw new Error(`the formation did not reach ${JSON.stringify(wanted)} within ${ms} ms: ${last}`);
      await sleep(250);
    }
  };
  const killGroup = (child: ChildProcess | undefined, signal: NodeJS.Signals) => {
    if (child?.pid && child.exitCode === null && child.signalCode === null) {
      try {
        process.kill(-child.pid, signal);
      } catch {
        // already gone
      }
    }
  };
  const postmasterPid = (name: string) => {
    const file = join(pgdata(name), 'postmaster.pid');
    return existsSync(file) ? Number(readFileSync(file, 'utf8').split('\n')[0]) : undefined;
  };
  const killPostmaster = (name: string) => {
    const pid = postmasterPid(name);
    if (!pid) return;
    try {
      process.kill(pid, 'SIGKILL');
    } catch {
      // already gone
    }
  };
  const stop = async () => {
    for (const child of keepers.values()) killGroup(child, 'SIGTERM');
    const deadline = Date.now() + 10_000;
    while (
      [...keepers.values()].some((c) => c.exitCode === null && c.signalCode === null) &&
      Date.now() < deadline
    )
      await sleep(200);
    for (const [name, child] of keepers) {
      killGroup(child, 'SIGKILL');
      killPostmaster(name);
    }
    rmSync(dir, { recursive: true, force: true });
  };

  try {
    const common = ['--auth', 'trust', '--no-ssl', '--hostname', 'localhost'];
    run(['create', 'monitor', '--pgdata', pgdata('monitor'), '--pgport', String(ports.monitor), ...common]);
    keep('monitor');
    await waitUntil(() => onMonitor((c) => c.query('SELECT 1')), 30_000, 'the monitor did not start');
    await onMonitor(async (c) => {
      for (const [name, value] of Object.entries(MONITOR_SETTINGS))
        await c.query(`ALTER SYSTEM SET ${name} = ${value}`);
      await c.query('SELECT pg_reload_conf()');
    });
    const node = (n: number) => [
      'create',
      'postgres',
      '--pgdata',
      pgdata(`node${n}`),
      '--pgport',
      String(ports.nodes[n - 1]),
      '--dbname',
      'tabula',
      '--monitor',
      monitorUrl,
      ...common,
    ];
    run(node(1));
    keep('node1');
    await waitUntil(
      async () => (await states())[0]?.reportedstate === 'single' || Promise.reject(new Error('not yet')),
      60_000,
      'node 1 did not become single',
    );
    run(node(2));
    keep('node2');
    await waitFor([['primary'], ['secondary']], 90_000);
    const shown = run(['show', 'uri', '--formation', 'default', '--pgdata', pgdata('monitor')]).trim();
    // (a multi-host URL is no WHATWG URL: edited as text) credentials added; the nodes run without
    // TLS (--no-ssl), and node-postgres reads sslmode=prefer as require
    const url = shown
      .replace(/^postgres(ql)?:\/\/(?:[^@/]*@)?/, 'postgres://postgres:postgres@')
      .replace(/([?&])sslmode=[^&]*/, '$1sslmode=disable');
    return {
      url,
      primary: async () => {
        const rows = await states();
        const index = rows.findIndex(
          (r) =>
            r.reportedstate === 'primary' ||
            r.reportedstate === 'wait_primary' ||
            r.reportedstate === 'single',
        );
        if (index < 0) throw new Error(`no primary: ${JSON.stringify(rows)}`);
        return index + 1;
      },
      kill: (n) => {
        killGroup(keepers.get(`node${n}`), 'SIGKILL');
        killPostmaster(`node${n}`);
      },
      restart: (n) => keep(`node${n}`),
      waitFor,
      stop,
    };
  } catch (err) {
    await stop();
    throw err;
  }
}

async function waitUntil(check: () => Promise<unknown>, ms: number, message: string): Promise<void> {
  const deadline = Date.now() + ms;
  for (;;) {
    try {
      await check();
      return;
    } catch (err) {
      if (Date.now() > deadline) throw new Error(`${message}: ${String(err)}`);
      await sleep(250);
    }
  }
}
