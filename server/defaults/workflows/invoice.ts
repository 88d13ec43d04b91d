import type { WorkflowDefinition } from '../../../engine/workflow/types.ts';

/**
 * Invoice life: validation (needs an amount; gives the invoice its legal number, FA{year}-{count};
 * makes the INVOICE PDF), sending (remakes it with the
 * issue date, then it is frozen), payment, disputes.
 */
export const invoiceWorkflow: WorkflowDefinition = {
  entityName: 'Invoice',
  initialStatus: 'DRAFT',
  statuses: [
    { code: 'DRAFT', label: 'Draft' },
    { code: 'VALIDATED', label: 'Validated' },
    { code: 'SENT', label: 'Sent' },
    { code: 'DISPUTED', label: 'Disputed' },
    { code: 'PAID', label: 'Paid' },
    { code: 'CANCELLED', label: 'Cancelled' },
  ],
  transitions: [
    {
      code: 'validate',
      label: 'Validate',
      index: 10,
      from: ['DRAFT'],
      to: 'VALIDATED',
      mandatoryFields: ['amountInclTax', 'dueDate'],
      actions: [
        { type: 'setFields', values: { generationDate: '$today' } },
        // the legal number: a gapless count per tenant and year, given once
        { type: 'assignNumber', field: 'invoiceNumber', format: 'FA{YYYY}-{seq:6}' },
        { type: 'generateDocument', documentType: 'INVOICE' },
      ],
    },
    {
      code: 'send',
      label: 'Send',
      index: 20,
      from: ['VALIDATED'],
      to: 'SENT',
      actions: [
        { type: 'setFields', values: { issueDate: '$today' } },
        { type: 'generateDocument', documentType: 'INVOICE' },
      ],
    },
    { code: 'pay', label: 'Mark as paid', index: 30, from: ['SENT', 'DISPUTED'], to: 'PAID', actions: [{ type: 'setFields', values: { paymentDate: '$today', totalBalance: 0 } }] },
    { code: 'dispute', label: 'Dispute', index: 40, from: ['SENT'], to: 'DISPUTED' },
    { code: 'resolve', label: 'Resolve dispute', index: 50, from: ['DISPUTED'], to: 'SENT' },
    { code: 'cancel', label: 'Cancel', index: 60, from: ['DRAFT', 'VALIDATED'], to: 'CANCELLED', pullRight: true },
  ],
};
