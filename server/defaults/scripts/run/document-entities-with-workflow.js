// @description Select source (seed 002 §7 GET /api/script/runs/document-entities-with-workflow): the entities whose workflow produces documents; see docs/workflow.md
//
// Answers [{ value: entityName, label }] sorted by label (the entity's name in the caller's locale): every entity the caller may read whose
// workflow (the tenant's, else the shipped one) has a transition generating a document
// (a `generateDocument` action). A tenant may replace this script.

function documentTypesOf(workflow) {
  const types = [];
  for (const transition of workflow.transitions || []) {
    for (const action of transition.actions || []) {
      if (action.type === 'generateDocument' && action.documentType && !types.includes(action.documentType)) types.push(action.documentType);
    }
  }
  return types;
}

export function execute(ctx) {
  return ctx.host
    .workflows({})
    .filter((workflow) => documentTypesOf(workflow).length > 0)
    .map((workflow) => ({ value: workflow.entityName, label: workflow.entityLabel || workflow.entityName }))
    .sort((a, b) => a.label.localeCompare(b.label));
}
