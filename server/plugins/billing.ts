import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { entityPermission } from '../../engine/permissions/index.ts';
import { callerOf } from '../auth/identity.ts';
import { errorBodyOf } from '../billing/billContracts.ts';
import type { BillingOptions } from '../billing/billingOptions.ts';
import { billingScope } from '../billing/billingQuery.ts';
import { cancelRun, readRun } from '../billing/billingRuns.ts';
import { startBilling } from '../billing/runBilling.ts';
import { BILLING_CANCEL_OPENAPI, BILLING_PROGRESS_OPENAPI, RUN_BILLING_OPENAPI } from '../openapi/billingOperations.ts';
import { ScriptError } from '../scripts/runInSandbox.ts';
import { billingReminderRoutes } from './billing-reminder.ts';
import { requireSession } from './session.ts';

type Query = Record<string, string | string[] | undefined>;
type RunRequest = FastifyRequest<{ Params: { runId: string } }>;

/** Where the progress of a background run is read (GET) and cancelled (DELETE). */
export const BILLING_RUNS_PATH = '/api/billing/runs';

/**
 * Run billing (seed 002 §2.1, §7; docs/billing.md): GET /api/script/runs/run-billing (a static
 * route, so it wins over /api/script/runs/:name), GET and DELETE /api/billing/runs/{runId}.
 * Billing needs the caller's write permission on invoices, the progress its read permission.
 * Background runs end between two chunks when the server closes.
 */
export async function billingPlugin(app: FastifyInstance, opts: BillingOptions): Promise<void> {
  const { tabula } = app;
  const invoices = tabula.registry.get('Invoice').apiPath;
  const running = new Set<Promise<unknown>>();
  let closing = false;
  app.addHook('onClose', async () => {
    closing = true;
    await Promise.allSettled([...running]);
  });

  const track = (runId: string, outcome: Promise<{ error?: unknown }>) => {
    const watched = outcome
      .then(({ error }) => {
        if (error && errorBodyOf(error, runId).status >= 500) app.log.error({ err: error, runId }, 'billing run failed');
      })
      .catch((err: unknown) => app.log.error({ err, runId }, 'billing run failed'))
      .finally(() => running.delete(watched));
    running.add(watched);
  };

  app.get<{ Querystring: Query }>(
    '/api/script/runs/run-billing',
    { config: { permission: `write ${invoices}`, openapi: RUN_BILLING_OPENAPI } },
    async (request, reply: FastifyReply) => {
      const session = requireSession(request);
      const scope = billingScope(request.query);
      const caller = await callerOf(app, request);
      const who = {
        username: session.username,
        locale: typeof caller.user?.locale === 'string' ? caller.user.locale : 'en',
        requestId: request.id,
        canRead: (info: { name: string; apiPath: string }) => caller.can(entityPermission('GET', info.apiPath), { entity: info.name }),
      };
      try {
        const start = await startBilling(tabula, app.scriptRunner, session.tenant, scope, who, { ...opts, interrupted: () => closing });
        reply.header('x-billing-run', start.runId);
        if (start.mode === 'done') return start.invoices;
        track(start.runId, start.outcome);
        return { nbTotal: start.nbTotal, runId: start.runId, progressUrl: `${BILLING_RUNS_PATH}/${start.runId}` };
      } catch (err) {
        // a sandbox that is busy or restarting answers its own catalogued 503
        if (err instanceof ScriptError) return reply.status(err.status).type('application/json').send(err.toBody());
        throw err;
      }
    },
  );

  app.get(`${BILLING_RUNS_PATH}/:runId`, { config: { permission: `read ${invoices}`, openapi: BILLING_PROGRESS_OPENAPI } }, async (request: RunRequest) => {
    const session = requireSession(request);
    return readRun(tabula, session.tenant, request.params.runId);
  });

  app.delete(`${BILLING_RUNS_PATH}/:runId`, { config: { permission: `write ${invoices}`, openapi: BILLING_CANCEL_OPENAPI } }, async (request: RunRequest) => {
    const session = requireSession(request);
    return cancelRun(tabula, session.tenant, request.params.runId, session.username);
  });

  await billingReminderRoutes(app);
}
