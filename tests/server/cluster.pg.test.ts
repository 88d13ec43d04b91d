import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { request as httpRequest, Agent } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { testDatabases } from './support/testDatabases.ts';
import { startServerProcess, stopServerProcess, type ServerProcess } from './faults/serverProcess.ts';

const servers = testDatabases().filter((d) => d.name === 'pg');

describe.skipIf(servers.length > 0)('npm start as a cluster on PostgreSQL', () => {
  it.skip('needs a PostgreSQL server: set TEST_DATABASE_URL (.ci/run does)', () => {});
});

interface Answer {
  status: number;
  body: Record<string, unknown>;
  headers: Record<string, string | string[] | undefined>;
}

/** One request over `agent` (one kept-alive connection, so always the same worker). */
function call(agent: Agent, url: string, path: string, init: { method?: string; headers?: Record<string, string>; body?: unknown } = {}): Promise<Answer> {
  const body = init.body === undefined ? undefined : JSON.stringify(init.body);
  return new Promise((resolve, reject) => {
    const req = httpRequest(
      `${url}${path}`,
      { agent, method: init.method ?? 'GET', headers: { ...(body ? { 'content-type': 'application/json' } : {}), ...init.headers } },
      (res) => {
        let text = '';
        res.on('data', (c: Buffer) => (text += c.toString()));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body: text ? (JSON.parse(text) as Record<string, unknown>) : {}, headers: res.headers }));
      },
    );
    req.once('error', reject);
    req.end(body);
  });
}

/** The pids of the primary's workers: its node children (tsx may also run an esbuild service as a child). */
const workersOf = (primary: number) =>
  execFileSync('ps', ['-o', 'pid=,comm=', '--ppid', String(primary)], { encoding: 'utf8' })
    .split('\n')
    .map((line) => line.trim().split(/\s+/))
    .filter(([pid, command]) => Number(pid) > 0 && command === 'node')
    .map(([pid]) => Number(pid));

/** Opens connections until the workers `expected` have all answered (at most 20 s); answers an agent per worker. */
async function reachWorkers(url: string, expected: number[], agents: Agent[]): Promise<Map<unknown, Agent>> {
  const byWorker = new Map<unknown, Agent>();
  const deadline = Date.now() + 20_000;
  while (byWorker.size < expected.length && Date.now() < deadline) {
    const agent = new Agent({ keepAlive: true, maxSockets: 1 });
    agents.push(agent);
    const worker = await workerOf(agent, url).catch(() => undefined);
    if (worker !== undefined && !byWorker.has(worker)) byWorker.set(worker, agent);
    else await new Promise((r) => setTimeout(r, 200));
  }
  expect([...byWorker.keys()].sort()).toEqual(expected);
  return byWorker;
}

const workerOf = async (agent: Agent, url: string) => (await call(agent, url, '/api/core/ping')).body.worker;

describe.each(servers)('npm start as a cluster on PostgreSQL', (db) => {
  let server: ServerProcess | undefined;
  const agents: Agent[] = [];
  const dataDir = mkdtempSync(join(tmpdir(), 'tabula-cluster-'));
  afterAll(async () => {
    rmSync(dataDir, { recursive: true, force: true });
    for (const a of agents) a.destroy();
    await stopServerProcess(server);
    await db.drop();
  });

  it('serves one port from two workers that share sessions, and stops on SIGTERM', async () => {
    const url = await db.create();
    if (!url) throw new Error('no database URL');
    server = await startServerProcess({ DATABASE_URL: url, WEB_CONCURRENCY: '2', DATA_DIR: dataDir }, 120_000);
    const base = server.url;
    // the first start ran once, in the primary: its generated password is printed once
    const printed = [...server.output().matchAll(/admin@master password is (\S+)/g)].map((m) => m[1]);
    expect(printed).toHaveLength(1);
    const password = printed[0];

    // connections are shared out between the workers: open some until two different workers answered
    const byWorker = await reachWorkers(base, [1, 2], agents);
    const [one, two] = [byWorker.get(1)!, byWorker.get(2)!];

    // signed in on worker 1, the session works on worker 2
    const login = await call(one, base, '/api/core/auth/login', { method: 'POST', body: { username: 'admin@master', password } });
    expect(login.status).toBe(200);
    const authorization = String(login.headers.authorization);
    expect(await workerOf(one, base)).toBe(1);
    const current = await call(two, base, '/api/core/users/current', { headers: { authorization } });
    expect(current.status).toBe(200);
    expect(await workerOf(two, base)).toBe(2);

    // signed out on worker 2, the token is refused on worker 1 (the revocation crosses over LISTEN/NOTIFY)
    expect((await call(two, base, '/api/core/auth/logout', { headers: { authorization } })).status).toBe(200);
    let refused = 0;
    for (let i = 0; i < 50 && refused !== 401; i++) {
      refused = (await call(one, base, '/api/core/users/current', { headers: { authorization } })).status;
      if (refused !== 401) await new Promise((r) => setTimeout(r, 100));
    }
    expect(refused).toBe(401);
    expect(await workerOf(one, base)).toBe(1);

    // a worker that dies is forked again
    const before = workersOf(server.child.pid!);
    expect(before).toHaveLength(2);
    process.kill(before[0], 'SIGKILL');
    for (const a of agents) a.destroy();
    await new Promise((r) => setTimeout(r, 500));
    await reachWorkers(base, [1, 2], agents);
    const after = workersOf(server.child.pid!);
    expect(after).toHaveLength(2);
    expect(after).not.toContain(before[0]);

    // SIGTERM on the primary stops the workers and the primary
    for (const a of agents) a.destroy();
    server.child.kill('SIGTERM');
    const exit = await Promise.race([server.exited, new Promise<'hung'>((r) => setTimeout(() => r('hung'), 15_000))]);
    expect(exit).toEqual({ code: 0, signal: null });
    await expect(fetch(`${base}/api/core/ping`)).rejects.toThrow();
  }, 180_000);
});
