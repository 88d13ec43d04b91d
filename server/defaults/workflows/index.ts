import type { WorkflowDefinition } from '../../../engine/workflow/types.ts';
import { agreementWorkflow } from './agreement.ts';
import { amendmentWorkflow } from './amendment.ts';
import { assetWorkflow } from './asset.ts';
import { contractWorkflow } from './contract.ts';
import { dealWorkflow } from './deal.ts';
import { invoiceWorkflow } from './invoice.ts';
import { paymentFileWorkflow } from './paymentFile.ts';
import { personWorkflow } from './person.ts';
import { prospectWorkflow } from './prospect.ts';

/** The workflows shipped with Tabula, seeded as Script records on first start. */
export const DEFAULT_WORKFLOWS: readonly WorkflowDefinition[] = [
  contractWorkflow,
  invoiceWorkflow,
  agreementWorkflow,
  amendmentWorkflow,
  personWorkflow,
  prospectWorkflow,
  dealWorkflow,
  assetWorkflow,
  paymentFileWorkflow,
];
