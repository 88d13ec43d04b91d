import type { WorkflowDefinition } from '../../../engine/workflow/types.ts';

/** Contract life: study, approval, activation, suspension, termination. */
export const contractWorkflow: WorkflowDefinition = {
  entityName: 'Contract',
  initialStatus: 'DRAFT',
  statuses: [
    { code: 'DRAFT', label: 'Draft' },
    { code: 'STUDY', label: 'In study' },
    { code: 'APPROVED', label: 'Approved' },
    { code: 'REJECTED', label: 'Rejected' },
    { code: 'ACTIVE', label: 'Active' },
    { code: 'SUSPENDED', label: 'Suspended' },
    { code: 'TERMINATED', label: 'Terminated', kind: 'success' },
    { code: 'CANCELLED', label: 'Cancelled' },
  ],
  transitions: [
    { code: 'submit', label: 'Submit for study', index: 10, from: ['DRAFT'], to: 'STUDY', mandatoryFields: ['name'] },
    { code: 'approve', label: 'Approve', index: 20, from: ['STUDY'], to: 'APPROVED' },
    { code: 'back-to-draft', label: 'Back to draft', index: 30, from: ['STUDY', 'REJECTED'], to: 'DRAFT' },
    { code: 'reject', label: 'Reject', index: 40, from: ['STUDY'], to: 'REJECTED', pullRight: true },
    {
      code: 'activate',
      label: 'Activate',
      index: 50,
      from: ['APPROVED'],
      to: 'ACTIVE',
      mandatoryFields: ['startDate'],
      actions: [{ type: 'setFields', values: { signatureDate: '$today' } }],
    },
    { code: 'suspend', label: 'Suspend', index: 60, from: ['ACTIVE'], to: 'SUSPENDED' },
    { code: 'resume', label: 'Resume', index: 70, from: ['SUSPENDED'], to: 'ACTIVE' },
    {
      code: 'terminate',
      label: 'Terminate',
      index: 80,
      from: ['ACTIVE', 'SUSPENDED'],
      to: 'TERMINATED',
      actions: [
        { type: 'setFields', values: { endDate: '$today' } },
        { type: 'notify', message: 'A contract was terminated', level: 'info', profiles: ['ADMIN'] },
      ],
    },
    { code: 'cancel', label: 'Cancel', index: 90, from: ['DRAFT', 'STUDY', 'APPROVED'], to: 'CANCELLED', pullRight: true },
  ],
};
