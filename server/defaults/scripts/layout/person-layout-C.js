// @entityName Person
// @description Person or prospect of type C (Company) or O (Organization): registration, name, commercial name, legal form, contacts; detailed: web, company contacts, legal, bank accounts (seed 001 "Person forms by type"); person-layout-O and the prospect layouts of these types are aliases of it (scriptAliases)
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
  const right = [
    { type: 'Workflow', key: 'workflow', title: 'Workflow', sticky: true },
    { type: 'Documents', key: 'documents', title: 'Documents', path: 'documents' },
    { type: 'Notes', key: 'notes', title: 'Notes' },
    { type: 'History', key: 'history', title: 'History', collapsed: true },
  ];
  const kind = data.type === 'O' ? 'Organization' : 'Company';
  return { name: 'person-layout-C', title: data.name || kind, left, right };
}
