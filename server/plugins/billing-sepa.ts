import type { FastifyInstance } from 'fastify';
import { AppError } from '../../engine/errors/AppError.ts';
import { requirePermission } from '../auth/identity.ts';
import { directDebitRequest } from '../billing/sepa/directDebitRequest.ts';
import { generateCreditTransfers } from '../billing/sepa/generateCreditTransfers.ts';
import { generateDirectDebits } from '../billing/sepa/generateDirectDebits.ts';
import { importBankStatement } from '../billing/sepa/importBankStatement.ts';
import { statementUpload } from '../billing/sepa/statementUpload.ts';
import { CREDIT_TRANSFERS_OPENAPI } from '../openapi/creditTransfersOperation.ts';
import { BANK_STATEMENTS_OPENAPI, DIRECT_DEBITS_OPENAPI } from '../openapi/sepaOperations.ts';
import { documentLimits } from '../storage/documentLimits.ts';
import { actorOf } from '../workflow/actorOf.ts';
import { sandboxWorkflowScripts } from '../workflow/sandboxWorkflowScripts.ts';
import { requireSession } from './session.ts';

/**
 * SEPA direct debits and bank statements (issue 14): POST /api/billing/payment-files/direct-debits
 * makes the pain.008 files of the due invoices and POST /api/billing/payment-files/credit-transfers
 * the pain.001 files paying the due supplier invoices (write on payment files); POST
 * /api/billing/bank-statements imports a camt.053 statement and records its payments on the
 * invoices (write on invoices and on CAMT files). Both run in the caller's tenant.
 */
export async function billingSepaPlugin(app: FastifyInstance): Promise<void> {
  const { tabula } = app;
  const limits = documentLimits();

  app.post(
    '/api/billing/payment-files/direct-debits',
    { config: { permission: 'write /api/billing/payment-files', openapi: DIRECT_DEBITS_OPENAPI } },
    async (request) => {
      const session = requireSession(request);
      const asked = directDebitRequest(request.body);
      return tabula.db.withTenant(session.tenant, (q) =>
        generateDirectDebits(tabula, q, { ...asked, username: session.username }),
      );
    },
  );

  app.post(
    '/api/billing/payment-files/credit-transfers',
    { config: { permission: 'write /api/billing/payment-files', openapi: CREDIT_TRANSFERS_OPENAPI } },
    async (request) => {
      const session = requireSession(request);
      const asked = directDebitRequest(request.body);
      return tabula.db.withTenant(session.tenant, (q) =>
        generateCreditTransfers(tabula, q, { ...asked, username: session.username }),
      );
    },
  );

  app.post(
    '/api/billing/bank-statements',
    {
      config: { permission: 'write /api/billing/invoices', openapi: BANK_STATEMENTS_OPENAPI },
      bodyLimit: Math.ceil((limits.maxSizeBytes * 4) / 3) + 64 * 1024,
    },
    async (request) => {
      const session = requireSession(request);
      await requirePermission(app, request, 'write /api/billing/camts');
      const upload = statementUpload(request.body);
      if (upload.content.length > limits.maxSizeBytes)
        throw new AppError('FILE_TOO_LARGE', [limits.maxSizeText]);
      const actor = await actorOf(app, request);
      const scripts = sandboxWorkflowScripts(tabula, app.scriptRunner, tabula.registry.get('Invoice'));
      return importBankStatement(tabula, upload, { tenant: session.tenant, actor, scripts });
    },
  );
}
