// @entityName Person
// @description Person or prospect of type P (Professional): individual fields plus legal form; detailed: birth, professional contact, web, legal, bank accounts (seed 001 "Person forms by type"); prospect-layout-P is an alias of it
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
  const right = [
    { type: 'Workflow', key: 'workflow', title: 'Workflow', sticky: true },
    { type: 'Documents', key: 'documents', title: 'Documents', path: 'documents' },
    { type: 'Notes', key: 'notes', title: 'Notes' },
    { type: 'History', key: 'history', title: 'History', collapsed: true },
  ];
  return { name: 'person-layout-P', title: data.name || 'Professional', left, right };
}
