// @entityName Person
// @description Person or prospect of type I (Individual) or E (Employee): identity, addresses; detailed: birth, family, employment, income, expenditure, bank accounts (seed 001 "Person forms by type"); person-layout-E and the prospect layouts of these types are aliases of it (scriptAliases)
export function execute(ctx) {
  const data = ctx.data || {};
  const flag = (section) => data['props_' + section];
  const detailed = ctx.mode !== 'create' || ctx.params.detailed === true || ctx.params.detailed === 'true';
  // props_{section} set to 'hidden' (or false) hides a section, 'disabled' makes it read-only.
  const card = (key, title, fields, options = {}) => {
    const c = { key, title, collapsible: true, elements: [{ type: 'form', fields }] };
    if (flag(key) === 'hidden' || flag(key) === false) c.hidden = true;
    if (flag(key) === 'disabled') c.readOnly = true;
    return Object.assign(c, options);
  };
  const left = [
    card('identity', 'Identity', ['registration', 'title', 'firstName', 'lastName', 'secondName', 'phone', 'mobile', 'email', 'preferredLanguage']),
    card('addresses', 'Addresses', ['addresses']),
  ];
  if (detailed) {
    left.push(
      card('birth', 'Birth', ['birthDate', 'birthPlace', 'birthZipcode', 'birthCountry', 'nationality']),
      card('family', 'Family', ['familyMaritalStatus', 'familyMaritalContract', 'familyNumberOfDependents'], { collapsed: true }),
      card('employment', 'Employment', ['employmentJobDescription', 'employmentSector', 'employmentContractType', 'employmentStartDate', 'employmentEndDate'], { collapsed: true }),
      card('income', 'Income (monthly net)', ['incomeSource', 'incomeSalary', 'incomeHousing', 'incomeAllocation', 'incomeOther', { name: 'incomeTotal', readOnly: true }], { collapsed: true }),
      card('expenditure', 'Expenditure (monthly net)', ['expenditureHousingMonthlyRental', 'expenditureHousingMortgageRepayment', 'expenditureOtherLoanRepayment', 'expenditureAlimony', 'expenditureTaxes', { name: 'expenditureTotal', readOnly: true }], { collapsed: true }),
      card('bankAccounts', 'Bank accounts', ['bankAccounts']),
    );
  }
  const right = [
    { type: 'Workflow', key: 'workflow', title: 'Workflow', sticky: true },
    { type: 'Documents', key: 'documents', title: 'Documents', path: 'documents' },
    { type: 'Notes', key: 'notes', title: 'Notes' },
    { type: 'History', key: 'history', title: 'History', collapsed: true },
  ];
  const kind = data.type === 'E' ? 'Employee' : 'Individual';
  return { name: 'person-layout-I', title: data.name || kind, left, right };
}
