// @description Select source (seed 002 §7 GET /api/script/runs/document-types-with-workflow?entityNames={entityName}): the document types an entity's workflow produces; see docs/workflow.md
//
// ctx.query.entityNames: one entity name or a comma list. Answers [{ value: documentType, label }]:
// the types the `generateDocument` actions of those entities' workflows name, in workflow order,
// labelled by the entity's {entity}DocumentType list (the code when the list has no such value).
// No entity asked: an empty list. An unknown entity, or one the caller may not read, fails the run.
// A tenant may replace this script.

export function execute(ctx) {
  const raw = ctx.query && ctx.query.entityNames;
  const entities = (Array.isArray(raw) ? raw.join(',') : raw || '')
    .split(',')
    .map((name) => name.trim())
    .filter((name) => name);
  if (!entities.length) return [];
  const answer = [];
  for (const workflow of ctx.host.workflows({ entities })) {
    const camel = workflow.entityName.charAt(0).toLowerCase() + workflow.entityName.slice(1);
    const labels = ctx.host.lookup({ list: camel + 'DocumentType' }) || [];
    for (const transition of workflow.transitions || []) {
      for (const action of transition.actions || []) {
        if (action.type !== 'generateDocument' || !action.documentType) continue;
        if (answer.some((item) => item.value === action.documentType)) continue;
        const item = Array.isArray(labels) ? labels.find((i) => i && i.value === action.documentType) : undefined;
        answer.push({ value: action.documentType, label: item ? item.label : action.documentType });
      }
    }
  }
  return answer;
}
