import type { WorkflowDefinition } from '../../../engine/workflow/types.ts';

/** Asset life: delivery, service, maintenance, disposal. */
export const assetWorkflow: WorkflowDefinition = {
  entityName: 'Asset',
  initialStatus: 'ORDERED',
  statuses: [
    { code: 'ORDERED', label: 'Ordered' },
    { code: 'DELIVERED', label: 'Delivered' },
    { code: 'IN_SERVICE', label: 'In service' },
    { code: 'IN_MAINTENANCE', label: 'In maintenance', kind: 'warning' },
    { code: 'SOLD', label: 'Sold' },
    { code: 'SCRAPPED', label: 'Scrapped', kind: 'stopped' },
  ],
  transitions: [
    { code: 'deliver', label: 'Deliver', index: 10, from: ['ORDERED'], to: 'DELIVERED', actions: [{ type: 'setFields', values: { deliveryDate: '$today' } }] },
    { code: 'put-in-service', label: 'Put in service', index: 20, from: ['DELIVERED'], to: 'IN_SERVICE' },
    { code: 'maintain', label: 'Send to maintenance', index: 30, from: ['IN_SERVICE'], to: 'IN_MAINTENANCE' },
    { code: 'back-in-service', label: 'Back in service', index: 40, from: ['IN_MAINTENANCE'], to: 'IN_SERVICE' },
    { code: 'sell', label: 'Sell', index: 50, from: ['IN_SERVICE', 'DELIVERED'], to: 'SOLD' },
    {
      code: 'scrap',
      label: 'Scrap',
      index: 60,
      from: ['IN_SERVICE', 'IN_MAINTENANCE'],
      to: 'SCRAPPED',
      pullRight: true,
      actions: [{ type: 'notify', message: 'An asset was scrapped', level: 'warning', profiles: ['ADMIN'] }],
    },
  ],
};
