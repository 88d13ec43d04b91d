import type { FastifyInstance, FastifyRequest } from 'fastify';
import { isBatchAction } from '../../engine/batches/batchActions.ts';
import { AppError } from '../../engine/errors/AppError.ts';
import { entityPermission } from '../../engine/permissions/index.ts';
import { callerOf } from '../auth/identity.ts';
import { applyBatchAction } from '../batches/applyBatchAction.ts';
import { readBatch } from '../batches/batchRecord.ts';
import type { BatchJob } from '../batches/batchJob.ts';
import { requireSession } from './session.ts';

type ActionRequest = FastifyRequest<{ Params: { key: string; action: string } }>;

/**
 * Batch (process) runs, docs/batches.md: POST /api/script/batches/{registration}/actions/{action}
 * applies DO, UNDO, CONTINUE, COMPLETE, RESET or STOP_FETCHING and answers the batch. It needs the
 * write permission on batches, and for DO, CONTINUE and UNDO the write permission on the entity the
 * batch processes. Processing goes on in the background after the answer; closing the server stops
 * it between two chunks (the run stays PROCESSING: CONTINUE on any instance resumes it).
 */
export async function batchesPlugin(app: FastifyInstance): Promise<void> {
  const { tabula } = app;
  if (!tabula.registry.has('Batch')) return;
  const info = tabula.registry.get('Batch');
  // a new batch is a DRAFT (a billing run is created PROCESSING by the server itself)
  tabula.store.hooks.register('Batch', {
    async beforeWrite({ previous, record }) {
      return previous || (typeof record.status === 'string' && record.status) ? record : { ...record, status: 'DRAFT' };
    },
  });
  const running = new Set<Promise<unknown>>();
  let closing = false;
  app.addHook('onClose', async () => {
    closing = true;
    await Promise.allSettled([...running]);
  });

  app.post(`${info.apiPath}/:key/actions/:action`, { config: { permission: `write ${info.apiPath}` } }, async (request: ActionRequest) => {
    const session = requireSession(request);
    const { key, action } = request.params;
    if (!isBatchAction(action)) throw new AppError('INVALID_FIELD_IN_PATH', ['action']);
    const caller = await callerOf(app, request);
    if (action === 'DO' || action === 'CONTINUE' || action === 'UNDO') {
      const batch = await tabula.db.withTenant(session.tenant, (q) => readBatch(tabula, q, key));
      const entityName = (batch.data.parameters as { entityName?: unknown } | null)?.entityName;
      if (typeof entityName === 'string' && tabula.registry.has(entityName)) {
        const target = tabula.registry.get(entityName);
        const permission = entityPermission('PATCH', target.apiPath);
        if (!caller.can(permission, { entity: target.name })) throw new AppError('PERMISSION_DENIED', [permission]);
      }
    }
    const job: BatchJob = {
      ctx: tabula,
      runner: app.scriptRunner,
      tenant: session.tenant,
      username: session.username,
      locale: typeof caller.user?.locale === 'string' ? caller.user.locale : 'en',
      interrupted: () => closing,
    };
    const outcome = await applyBatchAction(job, key, action);
    if (outcome.background) {
      const work = outcome.background;
      // the first chunk starts after the answer is sent
      const watched = new Promise<void>((resolve) => setImmediate(resolve))
        .then(work)
        .catch((err: unknown) => app.log.error({ err, batch: outcome.registration }, 'batch run failed'))
        .finally(() => running.delete(watched));
      running.add(watched);
    }
    return tabula.db.withTenant(session.tenant, (q) => tabula.store.get(q, info, outcome.registration));
  });
}
