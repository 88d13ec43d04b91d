// @entityName Batch
// @description Batch (process run): what it runs (script, entity and query in parameters), then its run card (status, progress, the actions valid now, one log line per record); notes and history on the right
export function execute(ctx) {
  const data = ctx.data || {};
  const status = data.status || 'DRAFT';
  // what a run uses is fixed once it started: RESET brings it back to DRAFT to change it
  const locked = status !== 'DRAFT';
  const field = (name) => (locked ? { name, readOnly: true } : name);
  const left = [
    {
      key: 'definition',
      title: 'Batch',
      collapsible: true,
      elements: [{ type: 'form', fields: ['registration', field('name'), field('type'), field('scriptName'), field('parameters'), field('scheduledDate')] }],
    },
  ];
  if (ctx.mode !== 'create') left.unshift({ type: 'BatchRun', key: 'run', title: 'Run' });
  const right = [
    { type: 'Notes', key: 'notes', title: 'Notes' },
    { type: 'History', key: 'history', title: 'History', collapsed: true },
  ];
  // no workflow card: a batch's status moves by its actions, which the Run card offers
  return { name: 'batch-layout', title: data.name || data.registration || 'Batch', left, right, workflowPosition: 'none' };
}
