import type { WorkflowDefinition } from '../../../engine/workflow/types.ts';

/**
 * Prospect life (statuses of the prospectStatus list): contacted, qualified, lost, and converted
 * into a person by *Convert to person* (issue 15 item 7, docs/persons.md#prospect-conversion).
 */
export const prospectWorkflow: WorkflowDefinition = {
  entityName: 'Prospect',
  initialStatus: 'NEW',
  statuses: [
    { code: 'NEW', label: 'New' },
    { code: 'CONTACTED', label: 'Contacted' },
    { code: 'QUALIFIED', label: 'Qualified' },
    { code: 'CONVERTED', label: 'Converted', kind: 'success' },
    { code: 'LOST', label: 'Lost' },
  ],
  transitions: [
    { code: 'contact', label: 'Contacted', index: 10, from: ['NEW'], to: 'CONTACTED' },
    { code: 'qualify', label: 'Qualify', index: 20, from: ['NEW', 'CONTACTED'], to: 'QUALIFIED' },
    {
      code: 'convert',
      label: 'Convert to person',
      index: 30,
      from: ['NEW', 'CONTACTED', 'QUALIFIED'],
      to: 'CONVERTED',
      conditions: [{ field: 'personRegistration', operator: 'missing', message: 'This prospect is already converted into a person' }],
      actions: [{ type: 'convert', converter: 'prospectToPerson' }],
    },
    { code: 'lose', label: 'Lost', index: 40, from: ['NEW', 'CONTACTED', 'QUALIFIED'], to: 'LOST', pullRight: true },
    { code: 'reopen', label: 'Reopen', index: 50, from: ['LOST'], to: 'CONTACTED' },
  ],
};
