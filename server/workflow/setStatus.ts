import { AppError } from '../../engine/errors/AppError.ts';
import type { EntityInfo } from '../../engine/registry/types.ts';
import type { TransitionDefinition } from '../../engine/workflow/types.ts';
import type { Queryable } from '../db/Database.ts';
import { createHistoryWriter } from '../entities/history.ts';
import { ROW_COLUMNS, toRecord, type EntityRow } from '../entities/records.ts';
import type { AppContext } from '../context.ts';

type Rec = Record<string, unknown>;

/**
 * The one place a status changes (the generic update refuses it with STATUS_PATCH_PROHIBITED):
 * sets the status column and `data.status`, bumps the version, and writes a History entry of type
 * TRANSITION in the same transaction. The update only applies if the status is still the one the
 * check saw; otherwise someone moved the record meanwhile (409 STALE_VERSION). The entity's
 * `check` hooks see the record in its new status first (a throw keeps the status); its
 * `afterWrite` hooks then run, as after any write.
 */
export async function setStatus(ctx: AppContext, q: Queryable, info: EntityInfo, record: Rec, transition: TransitionDefinition, username: string): Promise<Rec> {
  const before = typeof record.status === 'string' ? record.status : null;
  // the entity's business rules hold in the new status too (a contract needs its client from its study on)
  await ctx.store.hooks.check({ q, info, previous: record, record: { ...record, status: transition.to }, opts: { username, workflow: true } });
  const { rows } = await q.query<EntityRow>(
    `UPDATE ${info.table}
        SET status = $2, data = jsonb_set(data, '{status}', to_jsonb($2::text)), version = version + 1, updated_at = now(), updated_by = $3
      WHERE id = $1::uuid AND status IS NOT DISTINCT FROM $4
      RETURNING ${ROW_COLUMNS}`,
    [record._id, transition.to, username, before],
  );
  if (!rows[0]) {
    const err = new AppError('STALE_VERSION', [info.name, record.registration, '?', record._version]);
    err.rejectionReason = err.message;
    throw err;
  }
  const history = createHistoryWriter(ctx.registry.has('History') ? ctx.registry.get('History') : undefined);
  await history.write(q, {
    info,
    registration: String(record.registration),
    username,
    action: 'TRANSITION',
    changes: [{ field: 'status', old: before, new: transition.to }],
  });
  const saved = toRecord(rows[0]);
  // the entity's write hooks see a status change like any other write (a credit line follows its contracts' statuses)
  await ctx.store.hooks.after({ q, info, previous: record, record: saved, opts: { username, workflow: true }, saved });
  return saved;
}
