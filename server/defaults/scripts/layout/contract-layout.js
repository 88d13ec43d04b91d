// @entityName Contract
// @description Contract: terms (the residual value for lease types only), financing, links, persons, asset lines and payment plan; workflow, calculator, invoices and documents on the right
export function execute(ctx) {
  const data = ctx.data || {};
  const form = (key, title, fields, options = {}) => Object.assign({ key, title, collapsible: true, elements: [{ type: 'form', fields }] }, options);
  // fields that apply to some contract types only (contractType list): a loan, a consumer credit or
  // factoring has no residual value; a type not set yet shows them all
  const leased = !data.type || ['LEASE', 'FINANCIAL_LEASE', 'OPERATING_LEASE', 'RENTAL', 'HIRE_PURCHASE'].includes(data.type);
  // the financial terms of a contract out of study change only through an amendment (the server
  // refuses otherwise, docs/validation.md): shown read-only; an approved contract may still fill an
  // empty term (the start date its activation asks for)
  const frozen = !!data.status && ['DRAFT', 'STUDY', 'REJECTED'].indexOf(data.status) < 0;
  const empty = (name) => data[name] === undefined || data[name] === null || data[name] === '';
  const term = (name) => (frozen && !(data.status === 'APPROVED' && empty(name)) ? { name, readOnly: true } : name);
  const left = [
    form('terms', 'Terms', ['registration', 'name', term('type'), { name: 'status', readOnly: true }, term('startDate'), { name: 'endDate', readOnly: true }, 'signatureDate', term('duration'), term('periodicity'), term('rate'), ...(leased ? [term('residualValue')] : []), term('paymentTiming'), term('amortizationMethod'), term('firstPaymentDate'), 'paymentMode', 'paymentCondition', term('currency'), 'timeZone', { name: 'paymentPlan', hidden: true }]),
    form('financing', 'Financing', [frozen ? { name: 'quotations', readOnly: true } : 'quotations']),
    form('links', 'Links', ['dealRegistration', 'agreementRegistration', 'creditLineRegistration', 'contractLotRegistration', 'fundRegistration', 'orgaRegistration'], { collapsed: true }),
    { type: 'Persons', key: 'persons', title: 'Persons', path: 'persons' },
    { type: 'Assets', key: 'assets', title: 'Assets', path: 'assets', readOnly: frozen },
  ];
  // the plan is computed from the terms: shown (and exported) by its own card, not as 36 forms in Terms;
  // a new contract's card previews the plan of what is typed
  left.push({ type: 'PaymentPlan', key: 'paymentPlan', title: 'Payment plan' });
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
