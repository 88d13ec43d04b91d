import { spawn } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';

/** HAProxy in front of the app instances: round robin, each checked on GET /api/core/ping. */
export interface Balancer {
  url: string;
  stop(): Promise<void>;
}

/** haproxy.cfg for `backends` (ports on 127.0.0.1) behind `port`. */
export function haproxyConfig(port: number, backends: number[]): string {
  return [
    'global',
    '  maxconn 1000',
    'defaults',
    '  mode http',
    '  timeout connect 2s',
    '  timeout client 60s',
    // longer than the app's longest answer (a connection attempt per server, each bounded)
    '  timeout server 60s',
    '  retries 2',
    '  option redispatch',
    'frontend app',
    `  bind 127.0.0.1:${port}`,
    '  default_backend instances',
    'backend instances',
    '  balance roundrobin',
    '  option httpchk GET /api/core/ping',
    '  http-check expect status 200',
    ...backends.map((p, i) => `  server app${i + 1} 127.0.0.1:${p} check inter 1s fall 2 rise 1`),
    '',
  ].join('\n');
}

/** Starts HAProxy (`binary`) with a generated configuration in `dir`; resolves once it answers. */
export async function startHaproxy(
  binary: string,
  dir: string,
  port: number,
  backends: number[],
): Promise<Balancer> {
  const cfg = join(dir, 'haproxy.cfg');
  writeFileSync(cfg, haproxyConfig(port, backends));
  const child = spawn(binary, ['-f', cfg, '-db'], { stdio: ['ignore', 'pipe', 'pipe'] });
  let out = '';
  child.stdout?.on('data', (c: Buffer) => (out += c.toString()));
  child.stderr?.on('data', (c: Buffer) => (out += c.toString()));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const url = `http://127.0.0.1:${port}`;
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
    await exited;
  };
  const deadline = Date.now() + 15_000;
  for (;;) {
    try {
      if ((await fetch(`${url}/api/core/ping`, { signal: AbortSignal.timeout(1000) })).ok)
        return { url, stop };
    } catch {
      // not yet
    }
    if (child.exitCode !== null || Date.now() > deadline) {
      await stop();
      throw new Error(`haproxy did not answer on ${url}:\n${out}`);
    }
    await new Promise((r) => setTimeout(r, 200));
  }
}
