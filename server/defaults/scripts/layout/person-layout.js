// @entityName Person
// @description Person of any type: individual or employee, company or organization, professional (seed 002 §2.7); used when no person-layout-{type} script exists; prospect-layout is an alias of it
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
  const individual = () => {
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
    return left;
  };
  const professional = () => {
    const left = [
      card('identity', 'Identity', ['registration', 'title', 'firstName', 'lastName', 'secondName', 'legalForm', 'phone', 'mobile', 'email', 'preferredLanguage']),
      card('addresses', 'Addresses', ['addresses']),
    ];
    if (detailed) {
      left.push(
        card('birth', 'Birth', ['birthDate', 'birthPlace', 'nationality']),
        card('contacts', 'Professional contact', ['contacts']),
        card('web', 'Web', ['web'], { collapsed: true }),
        card('legal', 'Legal', ['company', 'siret', 'activityCode', 'fiscalCode'], { collapsed: true }),
        card('bankAccounts', 'Bank accounts', ['bankAccounts']),
      );
    }
    return left;
  };
  const company = () => {
    const left = [
      card('identity', 'Identity', ['registration', 'name', 'commercialName', 'legalForm', 'preferredLanguage', 'phone', 'mobile', 'email', 'currency']),
      card('addresses', 'Addresses', ['addresses']),
    ];
    if (detailed) {
      left.push(
        card('web', 'Web', ['web'], { collapsed: true }),
        card('contacts', 'Company contacts', ['contacts']),
        card('legal', 'Legal', ['company', 'siret', 'activityCode', 'fiscalCode']),
        card('bankAccounts', 'Bank accounts', ['bankAccounts']),
      );
    }
    return left;
  };
  const form = { P: 'professional', C: 'company', O: 'company' }[ctx.type || data.type] || 'individual';
  const left = { individual, professional, company }[form]();
  const right = [
    { type: 'Workflow', key: 'workflow', title: 'Workflow', sticky: true },
    { type: 'Documents', key: 'documents', title: 'Documents', path: 'documents' },
    { type: 'Notes', key: 'notes', title: 'Notes' },
    { type: 'History', key: 'history', title: 'History', collapsed: true },
  ];
  return { name: 'person-layout', title: data.name || (ctx.entity === 'Prospect' ? 'Prospect' : 'Person'), left, right };
}
