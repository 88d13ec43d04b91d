// @entityName Contract
// @description Contract: terms, links, persons, assets and payment plan; workflow, invoices and documents on the right
export function execute(ctx) {
  const data = ctx.data || {};
  const form = (key, title, fields, options = {}) => Object.assign({ key, title, collapsible: true, elements: [{ type: 'form', fields }] }, options);
  const left = [
    form('terms', 'Terms', ['registration', 'name', 'type', { name: 'status', readOnly: true }, 'startDate', 'endDate', 'signatureDate', 'duration', 'periodicity', 'rate', 'currency', 'timeZone']),
    form('links', 'Links', ['dealRegistration', 'agreementRegistration', 'creditLineRegistration', 'contractLotRegistration', 'fundRegistration', 'orgaRegistration'], { collapsed: true }),
    { type: 'Persons', key: 'persons', title: 'Persons', path: 'persons' },
    { type: 'Assets', key: 'assets', title: 'Assets', path: 'assets' },
  ];
  if (ctx.mode !== 'create') left.push(form('paymentPlan', 'Payment plan', ['paymentPlan'], { collapsed: true }));
  const right = [
    { type: 'Workflow', key: 'workflow', title: 'Workflow', sticky: true },
    { type: 'Invoices', key: 'invoices', title: 'Invoices', entityName: 'Invoice' },
    { type: 'Documents', key: 'documents', title: 'Documents', path: 'documents' },
    { type: 'Notes', key: 'notes', title: 'Notes' },
    { type: 'History', key: 'history', title: 'History', collapsed: true },
  ];
  return { name: 'contract-layout', title: data.name || data.registration || 'Contract', left, right };
}
