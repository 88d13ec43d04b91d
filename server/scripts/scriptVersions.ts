import { replayVersions, type HistoryChange, type RecordVersion } from '../../engine/scripts/scriptVersions.ts';
import type { AppContext } from '../context.ts';
import type { Queryable } from '../db/Database.ts';
import { stripSystemFields } from '../entities/records.ts';
import { requireScript, scriptInfo } from './scriptRecords.ts';

interface HistoryData {
  type?: string;
  value?: HistoryChange[];
  date?: string;
  username?: string;
}

const str = (v: unknown) => (typeof v === 'string' ? v : null);

/**
 * Every version of a script, rebuilt from the History entries the generic store writes at each
 * save (walked back from the current record). Entries are read in the order they were written.
 */
export async function readScriptVersions(ctx: AppContext, q: Queryable, name: string): Promise<RecordVersion[]> {
  const script = await requireScript(ctx, q, name);
  const current = { data: stripSystemFields(script), version: Number(script._version), createdAt: str(script._insertDate), createdBy: str(script._insertUser) };
  if (!ctx.registry.has('History')) return replayVersions(current, []);
  const { rows } = await q.query<{ data: HistoryData }>(
    `SELECT data FROM ${ctx.registry.get('History').table}
     WHERE (data ->> 'entityName') = $1 AND (data ->> 'entityRegistration') = $2
     ORDER BY created_at, registration`,
    [scriptInfo(ctx).name, script.registration],
  );
  const steps = rows.map(({ data }) => ({
    action: data.type ?? 'UPDATE',
    changes: Array.isArray(data.value) ? data.value : [],
    date: data.date ?? null,
    username: data.username ?? null,
  }));
  return replayVersions(current, steps);
}
