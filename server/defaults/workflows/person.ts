import type { WorkflowDefinition } from '../../../engine/workflow/types.ts';

/** Person life: validation, blocking, deactivation. */
export const personWorkflow: WorkflowDefinition = {
  entityName: 'Person',
  initialStatus: 'NEW',
  statuses: [
    { code: 'NEW', label: 'New' },
    { code: 'ACTIVE', label: 'Active', kind: 'success' },
    { code: 'BLOCKED', label: 'Blocked' },
    { code: 'INACTIVE', label: 'Inactive' },
  ],
  transitions: [
    { code: 'validate', label: 'Validate', index: 10, from: ['NEW'], to: 'ACTIVE', mandatoryFields: ['name', 'type'] },
    { code: 'block', label: 'Block', index: 20, from: ['ACTIVE'], to: 'BLOCKED' },
    { code: 'unblock', label: 'Unblock', index: 30, from: ['BLOCKED'], to: 'ACTIVE' },
    { code: 'deactivate', label: 'Deactivate', index: 40, from: ['NEW', 'ACTIVE', 'BLOCKED'], to: 'INACTIVE', pullRight: true },
    { code: 'reactivate', label: 'Reactivate', index: 50, from: ['INACTIVE'], to: 'ACTIVE' },
  ],
};
