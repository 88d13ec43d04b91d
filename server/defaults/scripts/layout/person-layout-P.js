// @entityName Person
// @description Person or prospect of type P (Professional): individual fields plus legal form; detailed: birth, professional contact, web, legal, bank accounts (seed 001 "Person forms by type"); prospect-layout-P is an alias of it
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
  // P (Professional): the individual's identity plus legal form; detailed: birth, professional contact, web, legal
  const professional = () => {
    const left = [
      card('identity', 'Identity', ['registration', 'type', 'title', 'firstName', 'lastName', 'secondName', 'legalForm', 'phone', 'mobile', 'email', 'preferredLanguage', 'orgaRegistration', 'roles', ...linked]),
      card('addresses', 'Addresses', ['addresses']),
    ];
    if (!detailed) return left;
    return left.concat([
      card('birth', 'Birth', ['birthDate', 'birthPlace', 'nationality']),
      card('contacts', 'Professional contact', ['contacts']),
      card('web', 'Web', ['web'], { collapsed: true }),
      card('legal', 'Legal', ['company', 'siret', 'activityCode', 'fiscalCode', 'riskClass'], { collapsed: true }),
      card('bankAccounts', 'Bank accounts', ['bankAccounts']),
    ]);
  };
  return { name: 'person-layout-P', title: data.name || 'Professional', left: professional(), right, detailed };
}
