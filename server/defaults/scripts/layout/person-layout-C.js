// @entityName Person
// @description Person or prospect of type C (Company) or O (Organization): registration, name, commercial name, legal form, contacts; detailed: web, company contacts, legal, relations, relations diagram (Relations card, docs/relations.md), bank accounts (seed 001 "Person forms by type"); person-layout-O and the prospect layouts of these types are aliases of it (scriptAliases)
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
  // C (Company), O (Organization): no birth, family, employment, income nor expenditure
  const company = () => {
    const left = [
      card('identity', 'Identity', ['registration', 'type', 'name', 'commercialName', 'legalForm', 'preferredLanguage', 'phone', 'mobile', 'email', 'currency', 'timeZone', 'orgaRegistration', 'roles', ...linked]),
      card('addresses', 'Addresses', ['addresses']),
    ];
    if (!detailed) return left;
    return left.concat([
      card('web', 'Web', ['web'], { collapsed: true }),
      card('contacts', 'Company contacts', ['contacts']),
      card('legal', 'Legal', ['company', 'siret', 'activityCode', 'fiscalCode', 'riskClass']),
      card('relations', 'Relations', ['descendants'], { collapsed: true }),
      { type: 'Relations', key: 'relationsDiagram', title: 'Relations diagram', collapsible: true, hidden: flag('relationsDiagram') === 'hidden' },
      card('bankAccounts', 'Bank accounts', ['bankAccounts']),
    ]);
  };
  const kind = data.type === 'O' ? 'Organization' : 'Company';
  return { name: 'person-layout-C', title: data.name || kind, left: company(), right, detailed };
}
