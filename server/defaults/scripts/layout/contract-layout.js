// @entityName Contract
// @description Contract: terms (the residual value for lease types only), financing, links, persons, asset lines and payment plan; workflow, calculator, invoices and documents on the right
export function execute(ctx) {
  const data = ctx.data || {};
  const form = (key, title, fields, options = {}) => Object.assign({ key, title, collapsible: true, elements: [{ type: 'form', fields }] }, options);
  // fields that apply to some contract types only (contractType list): a loan, a consumer credit or
  // factoring has no residual value; a type not set yet shows them all
  const leased = !data.type || ['LEASE', 'FINANCIAL_LEASE', 'OPERATING_LEASE', 'RENTAL', 'HIRE_PURCHASE'].includes(data.type);
  const left = [
    form('terms', 'Terms', ['registration', 'name', 'type', { name: 'status', readOnly: true }, 'startDate', { name: 'endDate', readOnly: true }, 'signatureDate', 'duration', 'periodicity', 'rate', ...(leased ? ['residualValue'] : []), 'paymentTiming', 'amortizationMethod', 'firstPaymentDate', 'paymentMode', 'paymentCondition', 'currency', 'timeZone', { name: 'paymentPlan', hidden: true }]),
    form('financing', 'Financing', ['quotations']),
    form('links', 'Links', ['dealRegistration', 'agreementRegistration', 'creditLineRegistration', 'contractLotRegistration', 'fundRegistration', 'orgaRegistration'], { collapsed: true }),
    { type: 'Persons', key: 'persons', title: 'Persons', path: 'persons' },
    { type: 'Assets', key: 'assets', title: 'Assets', path: 'assets' },
  ];
  // the plan is computed from the terms: shown (and exported) by its own card, not as 36 forms in Terms
  if (ctx.mode !== 'create') left.push({ type: 'PaymentPlan', key: 'paymentPlan', title: 'Payment plan' });
  const right = [
    { type: 'Workflow', key: 'workflow', title: 'Workflow', sticky: true },
    { key: 'calculator', title: 'Calculator', collapsible: true, collapsed: true, elements: [{ type: 'calculator' }] },
    { type: 'Invoices', key: 'invoices', title: 'Invoices', entityName: 'Invoice' },
    { type: 'Documents', key: 'documents', title: 'Documents', path: 'documents' },
    { type: 'Notes', key: 'notes', title: 'Notes' },
    { type: 'History', key: 'history', title: 'History', collapsed: true },
  ];
  return { name: 'contract-layout', title: data.name || data.registration || 'Contract', left, right };
}
