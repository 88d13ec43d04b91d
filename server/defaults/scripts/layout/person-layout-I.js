// @entityName Person
// @description Person or prospect of type I (Individual) or E (Employee): identity, addresses; detailed: birth, family, employment, income, expenditure, bank accounts, relations diagram (Relations card, docs/relations.md) (seed 001 "Person forms by type"); person-layout-E and the prospect layouts of these types are aliases of it (scriptAliases)
export function execute(ctx) {
  const data = ctx.data || {};
  const params = ctx.params || {};
  // the detailed-view switch of the page sets params.detailed; without it a saved person shows the detailed view
  const asked = params.detailed === true || params.detailed === 'true' ? true : params.detailed === false || params.detailed === 'false' ? false : undefined;
  const detailed = asked === undefined ? ctx.mode !== 'create' : asked;
  // props_{section}: 'hidden' (or false, or {hidden: true}) hides the section; 'disabled' (or 'readOnly', {disabled: true}, {readOnly: true}) makes it read-only
  const flag = (section) => {
    const f = data['props_' + section];
    if (f === 'hidden' || f === false || (f && typeof f === 'object' && f.hidden === true)) return 'hidden';
    if (f === 'disabled' || f === 'readOnly' || (f && typeof f === 'object' && (f.disabled === true || f.readOnly === true))) return 'disabled';
    return undefined;
  };
  const card = (key, title, fields, options = {}) => {
    const c = Object.assign({ key, title, collapsible: true, elements: [{ type: 'form', fields }] }, options);
    if (flag(key) === 'hidden') c.hidden = true;
    if (flag(key) === 'disabled') c.readOnly = true;
    return c;
  };
  // the record this one was converted from or into (Convert to person, docs/persons.md#prospect-conversion)
  const linked = ctx.entity === 'Prospect' ? ['personRegistration'] : data.prospectRegistration ? ['prospectRegistration'] : [];
  const right = [
    { type: 'Workflow', key: 'workflow', title: 'Workflow', sticky: true },
    // a person's 360: exposure (own and group), contracts as client, invoices as payer (docs/persons.md#exposure)
    ...(ctx.entity === 'Prospect'
      ? []
      : [
          { type: 'Exposure', key: 'exposure', title: 'Exposure', collapsible: true },
          { type: 'SubEntities', key: 'contracts', title: 'Contracts', collapsible: true, entityName: 'Contract', filter: { 'persons.personRegistration': '{registration}', sort: '-startDate' } },
          { type: 'Invoices', key: 'invoices', title: 'Invoices', collapsible: true, collapsed: true, filter: { 'persons.personRegistration': '{registration}' } },
        ]),
    { type: 'Documents', key: 'documents', title: 'Documents', path: 'documents' },
    { type: 'Notes', key: 'notes', title: 'Notes' },
    { type: 'History', key: 'history', title: 'History', collapsed: true },
  ];
  // I (Individual), E (Employee: also the organization that employs them)
  const individual = () => {
    const left = [
      card('identity', 'Identity', ['registration', 'type', 'title', 'firstName', 'lastName', 'secondName', 'phone', 'mobile', 'email', 'preferredLanguage', 'orgaRegistration', 'roles', ...linked, { name: 'username', readOnly: true }]),
      card('addresses', 'Addresses', ['addresses']),
    ];
    if (!detailed) return left;
    return left.concat([
      card('birth', 'Birth', ['birthDate', 'birthPlace', 'birthZipcode', 'birthCountry', 'nationality']),
      card('family', 'Family', ['familyMaritalStatus', 'familyMaritalContract', 'familyNumberOfDependents'], { collapsed: true }),
      card('employment', 'Employment', ['employmentJobDescription', 'employmentSector', 'employmentContractType', 'employmentStartDate', 'employmentEndDate'], { collapsed: true }),
      card('income', 'Income (monthly net)', ['incomeSource', 'incomeSalary', 'incomeHousing', 'incomeAllocation', 'incomeOther', { name: 'incomeTotal', readOnly: true }], { collapsed: true }),
      card('expenditure', 'Expenditure (monthly net)', ['expenditureHousingMonthlyRental', 'expenditureHousingMortgageRepayment', 'expenditureOtherLoanRepayment', 'expenditureAlimony', 'expenditureTaxes', { name: 'expenditureTotal', readOnly: true }], { collapsed: true }),
      card('bankAccounts', 'Bank accounts', ['bankAccounts']),
      { type: 'Relations', key: 'relationsDiagram', title: 'Relations diagram', collapsible: true, hidden: flag('relationsDiagram') === 'hidden' },
    ]);
  };
  const kind = data.type === 'E' ? 'Employee' : 'Individual';
  return { name: 'person-layout-I', title: data.name || kind, left: individual(), right, detailed };
}
