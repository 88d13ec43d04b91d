import { hostname } from 'node:os';
import type { AppContext } from '../context.ts';
import type { LogLine } from '../scripts/capabilities.ts';
import type { SandboxRunner } from '../scripts/runInSandbox.ts';
import { writeScriptLogs } from '../scripts/scriptLogs.ts';

/** Who runs a batch action, and with what. */
export interface BatchJob {
  ctx: AppContext;
  runner: SandboxRunner;
  tenant: string;
  username: string;
  locale: string;
  /** Asked between two chunks: stop there (the server is closing)? */
  interrupted?: () => boolean;
}

/** This server instance, as batch items record who processed them. */
export const INSTANCE = `${hostname()}:${process.pid}`;

/** The per-record log lines of a chunk, as ScriptLog records of the run (requestId = the run id). */
export async function writeBatchLogs(job: BatchJob, runId: string, scriptName: string, lines: LogLine[], durationMs: number): Promise<void> {
  await writeScriptLogs(job.ctx, { tenant: job.tenant, requestId: runId, scriptName, username: job.username, durationMs, lines });
}
