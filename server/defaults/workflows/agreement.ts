import type { WorkflowDefinition } from '../../../engine/workflow/types.ts';

/** Partner agreement life: submission, activation, suspension, termination. */
export const agreementWorkflow: WorkflowDefinition = {
  entityName: 'Agreement',
  initialStatus: 'DRAFT',
  statuses: [
    { code: 'DRAFT', label: 'Draft' },
    { code: 'PENDING', label: 'Pending' },
    { code: 'ACTIVE', label: 'Active' },
    { code: 'REJECTED', label: 'Rejected' },
    { code: 'SUSPENDED', label: 'Suspended' },
    { code: 'TERMINATED', label: 'Terminated' },
  ],
  transitions: [
    { code: 'submit', label: 'Submit', index: 10, from: ['DRAFT'], to: 'PENDING', mandatoryFields: ['partnerRegistration'] },
    { code: 'activate', label: 'Activate', index: 20, from: ['PENDING'], to: 'ACTIVE', actions: [{ type: 'setFields', values: { startDate: '$today' } }] },
    { code: 'reject', label: 'Reject', index: 30, from: ['PENDING'], to: 'REJECTED', pullRight: true },
    { code: 'suspend', label: 'Suspend', index: 40, from: ['ACTIVE'], to: 'SUSPENDED' },
    { code: 'reactivate', label: 'Reactivate', index: 50, from: ['SUSPENDED'], to: 'ACTIVE' },
    { code: 'terminate', label: 'Terminate', index: 60, from: ['ACTIVE', 'SUSPENDED'], to: 'TERMINATED', actions: [{ type: 'setFields', values: { endDate: '$today' } }] },
  ],
};
