import { AppError } from '../../engine/errors/AppError.ts';
import type { EntityInfo } from '../../engine/registry/types.ts';

/**
 * The audit trail and the logs the server writes itself: record history, sign-in and request log,
 * audits, system logs and events, script run logs, import runs. Through the generic API they are read-only for
 * everyone (a forged entry would falsify the trail); the server writes them with the store or SQL
 * directly (history.ts, accessLog.ts, scriptLogs.ts), which this guard does not see.
 */
export const AUDIT_COLLECTIONS: ReadonlySet<string> = new Set([
  'History',
  'AccessLog',
  'Audit',
  'SystemLog',
  'SystemEvent',
  'ScriptLog',
  // the runs of /imports: their counts and refused rows say what an import did (server/imports/runImport.ts)
  'ImportRun',
]);

/** 403 IMMUTABLE_ENTITY for a client write (POST, PATCH, PUT, DELETE) to an audit collection. */
export function assertClientWritable(info: EntityInfo): void {
  if (AUDIT_COLLECTIONS.has(info.name)) throw new AppError('IMMUTABLE_ENTITY', [info.name]);
}
