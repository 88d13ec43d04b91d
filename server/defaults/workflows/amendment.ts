import type { WorkflowDefinition } from '../../../engine/workflow/types.ts';

/** Contract amendment life: submission, approval, application. */
export const amendmentWorkflow: WorkflowDefinition = {
  entityName: 'Amendment',
  initialStatus: 'DRAFT',
  statuses: [
    { code: 'DRAFT', label: 'Draft' },
    { code: 'SUBMITTED', label: 'Submitted' },
    { code: 'APPROVED', label: 'Approved' },
    { code: 'REJECTED', label: 'Rejected' },
    { code: 'APPLIED', label: 'Applied' },
    { code: 'CANCELLED', label: 'Cancelled' },
  ],
  transitions: [
    { code: 'submit', label: 'Submit', index: 10, from: ['DRAFT'], to: 'SUBMITTED', mandatoryFields: ['contractRegistration', 'type'] },
    { code: 'approve', label: 'Approve', index: 20, from: ['SUBMITTED'], to: 'APPROVED' },
    { code: 'reject', label: 'Reject', index: 30, from: ['SUBMITTED'], to: 'REJECTED', pullRight: true },
    { code: 'apply', label: 'Apply', index: 40, from: ['APPROVED'], to: 'APPLIED', actions: [{ type: 'setFields', values: { effectiveDate: '$today' } }] },
    { code: 'cancel', label: 'Cancel', index: 50, from: ['DRAFT', 'SUBMITTED'], to: 'CANCELLED', pullRight: true },
  ],
};
