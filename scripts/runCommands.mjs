// Runs commands side by side (scripts/parallel.mjs, scripts/e2e-shards.mjs): each one's output is
// kept and printed whole when it ends, after a line naming it, whether it passed and how long it
// took; the exit code is the first failure's (in the order given), 0 when all pass.
import { spawn } from 'node:child_process';

/**
 * Runs one command and resolves its exit code (1 when a signal ended it). `buffered` (the
 * default): its output is printed whole when it ends, after `== <label>: passed in 12.3 s`;
 * otherwise it writes straight to this terminal and nothing more is printed.
 */
export function runCommand({ label, command, args, env = process.env, buffered = true }) {
  return new Promise((resolve) => {
    const started = Date.now();
    const child = spawn(command, args, { env, stdio: buffered ? ['ignore', 'pipe', 'pipe'] : 'inherit' });
    const chunks = [];
    child.stdout?.on('data', (c) => chunks.push(c));
    child.stderr?.on('data', (c) => chunks.push(c));
    child.on('close', (code) => {
      const seconds = ((Date.now() - started) / 1000).toFixed(1);
      if (buffered) process.stdout.write(`== ${label}: ${code === 0 ? 'passed' : `failed (exit ${code})`} in ${seconds} s\n${Buffer.concat(chunks).toString()}`);
      resolve(code ?? 1);
    });
  });
}

/** Runs the commands at the same time; resolves the first failure's exit code, 0 when all pass. */
export async function runCommands(commands) {
  const codes = await Promise.all(commands.map(runCommand));
  return codes.find((c) => c !== 0) ?? 0;
}
