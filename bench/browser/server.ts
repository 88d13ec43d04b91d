/**
 * Starts the real server for a Chromium benchmark, as a child process, and waits until it answers
 * /api/core/ping. `command` is what runs it: the sources through tsx, or the compiled bundle as
 * `npm start` runs it.
 */
import { spawn, type ChildProcess } from 'node:child_process';

export interface ServerOptions {
  /** The arguments given to node (e.g. ['--import', 'tsx', 'server/index.ts'] or ['.server/index.mjs']). */
  args: string[];
  cwd: string;
  port: number;
  /** Environment added to the benchmark's own. */
  env: Record<string, string>;
  /** How long the first start (the demo data) may take. */
  timeoutMs?: number;
}

export async function startServer(options: ServerOptions): Promise<ChildProcess> {
  const child = spawn(process.execPath, options.args, {
    cwd: options.cwd,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: { ...process.env, TABULA_LOG: '0', ...options.env, PORT: String(options.port) },
  });
  const base = `http://localhost:${options.port}`;
  const timeoutMs = options.timeoutMs ?? 240_000;
  const until = Date.now() + timeoutMs;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the server stopped (exit code ${child.exitCode})`);
    try {
      if ((await fetch(`${base}/api/core/ping`)).ok) return child;
    } catch {
      /* not listening yet */
    }
    if (Date.now() > until) {
      child.kill('SIGTERM');
      throw new Error(`the server did not answer /api/core/ping within ${timeoutMs / 1000} s`);
    }
    await new Promise((r) => setTimeout(r, 500));
  }
}

/** Stops the server and waits (at most 10 s) for it to exit. */
export async function stopServer(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return;
  const exited = new Promise((r) => child.once('exit', r));
  child.kill('SIGTERM');
  await Promise.race([exited, new Promise((r) => setTimeout(r, 10_000))]);
  if (child.exitCode === null) child.kill('SIGKILL');
}
