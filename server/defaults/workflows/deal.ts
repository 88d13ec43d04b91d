import type { WorkflowDefinition } from '../../../engine/workflow/types.ts';

/** Sales deal life; winning a deal creates its draft contract. `probability` is a percentage field: a stored fraction (1 = 100 %). */
export const dealWorkflow: WorkflowDefinition = {
  entityName: 'Deal',
  initialStatus: 'OPEN',
  statuses: [
    { code: 'OPEN', label: 'Open' },
    { code: 'QUALIFIED', label: 'Qualified' },
    { code: 'PROPOSAL', label: 'Proposal' },
    { code: 'WON', label: 'Won' },
    { code: 'LOST', label: 'Lost' },
    { code: 'ABANDONED', label: 'Abandoned' },
  ],
  transitions: [
    { code: 'qualify', label: 'Qualify', index: 10, from: ['OPEN'], to: 'QUALIFIED' },
    { code: 'propose', label: 'Send proposal', index: 20, from: ['QUALIFIED'], to: 'PROPOSAL', mandatoryFields: ['amount'] },
    {
      code: 'win',
      label: 'Won',
      index: 30,
      from: ['PROPOSAL'],
      to: 'WON',
      actions: [
        { type: 'setFields', values: { probability: 1 } },
        { type: 'createRecord', entityName: 'Contract', data: { name: '$record.name', dealRegistration: '$record.registration', currency: '$record.currency', status: 'DRAFT' } },
      ],
    },
    { code: 'lose', label: 'Lost', index: 40, from: ['PROPOSAL'], to: 'LOST', actions: [{ type: 'setFields', values: { probability: 0 } }] },
    { code: 'abandon', label: 'Abandon', index: 50, from: ['OPEN', 'QUALIFIED', 'PROPOSAL'], to: 'ABANDONED', pullRight: true },
  ],
};
