import type { AppContext } from '../context.ts';
import { nextRegistration } from '../entities/registrations.ts';
import type { LogLine } from './capabilities.ts';

/** Script logs are kept this long (their expirationDate), then may be purged. */
export const SCRIPT_LOG_DAYS = 30;
/** Longest output stored per log line. */
export const MAX_LOG_OUTPUT = 10_000;

export interface ScriptLogEntry {
  tenant: string;
  requestId: string;
  scriptName: string;
  username: string;
  durationMs: number;
  lines: LogLine[];
}

/**
 * Stores the log() lines and the error of a run as ScriptLog records (/api/script/logs, the
 * /script-logs page). Written in their own transaction, after the run, so a failed run keeps its
 * log; they are machine records, so they get no History entry.
 */
export async function writeScriptLogs(ctx: AppContext, entry: ScriptLogEntry): Promise<void> {
  if (!entry.lines.length || !ctx.registry.has('ScriptLog')) return;
  const info = ctx.registry.get('ScriptLog');
  const counterTable = ctx.registry.has('Counter') ? ctx.registry.get('Counter').table : undefined;
  const expirationDate = new Date(Date.now() + SCRIPT_LOG_DAYS * 86_400_000).toISOString();
  await ctx.db.withTenant(entry.tenant, async (q) => {
    for (const line of entry.lines) {
      const registration = await nextRegistration(q, info, counterTable);
      const data = {
        registration,
        name: entry.scriptName,
        requestId: entry.requestId,
        scriptName: entry.scriptName,
        username: entry.username,
        level: line.level,
        output: line.output.slice(0, MAX_LOG_OUTPUT),
        durationMs: Math.round(entry.durationMs),
        expirationDate,
      };
      await q.query(`INSERT INTO ${info.table} (registration, name, data, created_by, updated_by) VALUES ($1, $2, $3, $4, $4)`, [
        registration,
        entry.scriptName,
        data,
        entry.username,
      ]);
    }
  });
}
