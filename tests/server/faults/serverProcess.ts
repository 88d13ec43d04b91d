import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import { join } from 'node:path';
import { ALREADY_EXECUTING_WARNING, installPgSequentialGuard, OverlappingStatementError } from '../support/pgSequentialGuard.ts';

const root = join(import.meta.dirname, '..', '..', '..');

/** A port nobody listens on right now (the kernel's pick, released at once). */
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

/** A Tabula server running as a child process from its sources (`node --import tsx server/index.ts`; `npm start` runs the same code compiled, see scripts/buildServer.mjs). */
export interface ServerProcess {
  url: string;
  child: ChildProcess;
  /** What the process printed (stdout and stderr), for failure messages. */
  output(): string;
  /** Resolves when the process has exited (with its exit code or signal). */
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
}

/**
 * Starts the server with `env` (PORT is chosen here unless `env.PORT` names one) and waits until GET /api/core/ping answers,
 * at most `timeoutMs`. Logs, demo data and the cron scheduler are off. Should the process print
 * pg's "already executing a query" warning, the test fails on it (tests/server/support/pgSequentialGuard.ts).
 */
export async function startServerProcess(
  env: Record<string, string>,
  timeoutMs = 60_000,
  /** The node arguments that run the server: its sources through tsx unless told (e.g. a compiled bundle). */
  nodeArgs: string[] = ['--import', 'tsx', join(root, 'server', 'index.ts')],
): Promise<ServerProcess> {
  const port = env.PORT ? Number(env.PORT) : await freePort();
  const child = spawn(process.execPath, nodeArgs, {
    cwd: root,
    env: {
      ...process.env,
      HOST: '127.0.0.1',
      TABULA_LOG: '0',
      TABULA_DEMO_DATA: '0',
      TABULA_CRON: '0',
      ...env,
      PORT: String(port),
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  let warned = false;
  const pgSequential = installPgSequentialGuard();
  child.stdout?.on('data', (c: Buffer) => (out += c.toString()));
  child.stderr?.on('data', (c: Buffer) => {
    out += c.toString();
    if (warned || !out.includes(ALREADY_EXECUTING_WARNING)) return;
    warned = true;
    pgSequential.record(new OverlappingStatementError(`the server process on port ${port} sent a statement on a pg client still executing another:\n${out}`));
  });
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.once('exit', (code, signal) => resolve({ code, signal })),
  );
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + timeoutMs;
  let gone = false;
  void exited.then(() => (gone = true));
  for (;;) {
    if (gone) throw new Error(`the server exited before answering:\n${out}`);
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`the server did not answer within ${timeoutMs} ms:\n${out}`);
    }
    try {
      const res = await fetch(`${url}/api/core/ping`, { signal: AbortSignal.timeout(1000) });
      if (res.ok) break;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  return { url, child, output: () => out, exited };
}

/** Stops the server: SIGTERM (it closes its database cleanly), SIGKILL when it has not exited after `graceMs`. */
export async function stopServerProcess(server: ServerProcess | undefined, graceMs = 10_000): Promise<void> {
  if (!server || server.child.exitCode !== null || server.child.signalCode !== null) return;
  server.child.kill('SIGTERM');
  const timer = setTimeout(() => server.child.kill('SIGKILL'), graceMs);
  await server.exited;
  clearTimeout(timer);
}

/** Signs in and answers the Authorization header. */
export async function signInOver(url: string, username: string, password: string): Promise<string> {
  const res = await fetch(`${url}/api/core/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username, password }),
  });
  const authorization = res.headers.get('authorization');
  if (!res.ok || !authorization)
    throw new Error(`sign-in of ${username} failed: ${res.status} ${await res.text()}`);
  return authorization;
}
