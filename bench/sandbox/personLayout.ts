/**
 * A realistic layout script, `person-layout`: the person detail page as a screen model (cards
 * of fields), shaped by the person type (natural or legal), the page mode, the user's roles
 * and the person's `props_*` flags (seed 001 §2). Used by bench/sandbox.ts and the sandbox tests.
 */
export const PERSON_LAYOUT_SCRIPT = String.raw`
const SECTIONS = {
  identity: { natural: ["title", "firstName", "lastName", "birthName", "gender", "nationality"], legal: ["companyName", "legalForm", "registration", "vatNumber", "shareCapital"] },
  web: ["email", "website", "linkedin"],
  birth: ["birthDate", "birthPlace", "birthCountry"],
  contacts: ["phone", "mobile", "fax", "preferredChannel"],
  family: ["maritalStatus", "matrimonialRegime", "children", "dependants"],
  employment: ["employer", "occupation", "contractType", "employedSince"],
  income: ["salary", "otherIncome", "rentalIncome"],
  expenditure: ["rent", "loans", "alimony"],
  legal: ["incorporationDate", "sector", "employees", "turnover"],
};

const READ_ONLY_STATUSES = ["ARCHIVED", "DECEASED", "DISSOLVED"];

function field(name, data, options) {
  const value = data[name];
  return {
    name,
    label: "person." + name,
    value: value === undefined ? null : value,
    readOnly: options.readOnly,
    required: options.required.indexOf(name) >= 0,
    empty: value === undefined || value === null || value === "",
  };
}

function card(id, title, names, data, options) {
  const fields = names.map((name) => field(name, data, options));
  const filled = fields.filter((f) => !f.empty).length;
  return { id, type: "fields", title: "person.cards." + title, columns: fields.length > 4 ? 2 : 1, fields, completion: Math.round((filled / fields.length) * 100) };
}

function hidden(data, section) {
  return data["props_hide_" + section] === true;
}

function isAdmin(user) {
  return Array.isArray(user.roles) && user.roles.indexOf("admin") >= 0;
}

function requiredFields(type) {
  return type === "legal" ? ["companyName", "registration", "legalForm"] : ["lastName", "firstName", "birthDate"];
}

function addressesCard(data, options) {
  const addresses = Array.isArray(data.addresses) ? data.addresses : [];
  return {
    id: "addresses",
    type: "table",
    title: "person.cards.addresses",
    readOnly: options.readOnly,
    columns: ["type", "street", "zipcode", "city", "country"].map((name) => ({ name, label: "address." + name })),
    rows: addresses.map((address, index) => ({ key: index, type: address.type || "MAIN", street: address.street || "", zipcode: address.zipcode || "", city: address.city || "", country: address.country || "" })),
  };
}

function bankAccountsCard(data, options) {
  const accounts = Array.isArray(data.bankAccounts) ? data.bankAccounts : [];
  return {
    id: "bankAccounts",
    type: "table",
    title: "person.cards.bankAccounts",
    readOnly: options.readOnly,
    rows: accounts.map((account) => ({ iban: account.iban, bic: account.bic || null, main: account.main === true })),
    actions: options.readOnly ? [] : ["add", "remove", "setMain"],
  };
}

function kpis(data) {
  return [
    { id: "contracts", label: "person.kpi.contracts", value: data.contractCount || 0 },
    { id: "outstanding", label: "person.kpi.outstanding", value: data.outstanding || "0.00", format: "money" },
    { id: "arrears", label: "person.kpi.arrears", value: data.arrears || "0.00", format: "money", tone: Number(data.arrears || 0) > 0 ? "danger" : "neutral" },
  ];
}

function execute(ctx) {
  const data = ctx.data;
  const type = ctx.type === "legal" ? "legal" : "natural";
  const readOnly = ctx.mode === "view" || READ_ONLY_STATUSES.indexOf(data.status) >= 0;
  const options = { readOnly, required: requiredFields(type) };
  const cards = [card("identity", "identity", SECTIONS.identity[type], data, options)];
  const sections = type === "legal" ? ["web", "contacts", "legal"] : ["web", "birth", "contacts", "family", "employment", "income", "expenditure"];
  for (const section of sections) {
    if (!hidden(data, section)) cards.push(card(section, section, SECTIONS[section], data, options));
  }
  cards.push(addressesCard(data, options));
  if (!hidden(data, "bankAccounts")) cards.push(bankAccountsCard(data, options));
  const actions = readOnly ? ["edit"] : ["save", "cancel"];
  if (isAdmin(ctx.user)) actions.push("delete", "history");
  return {
    entity: ctx.entity,
    title: type === "legal" ? data.companyName || "" : [data.firstName, data.lastName].filter(Boolean).join(" "),
    subtitle: data.registration || null,
    type,
    kpis: kpis(data),
    cards,
    actions,
    sideView: { tabs: ["documents", "notes", "tasks", "history"] },
  };
}
`;

/** A natural person record for the layout script. */
export const NATURAL_PERSON = {
  registration: 'P-000123', status: 'ACTIVE', title: 'MR', firstName: 'Jean', lastName: 'Dupont', gender: 'M', nationality: 'FR',
  email: 'jean.dupont@example.com', phone: '+33 1 23 45 67 89', birthDate: '1980-04-12', birthPlace: 'Lyon', maritalStatus: 'MARRIED',
  employer: 'ACME', occupation: 'Engineer', salary: '4200.00', rent: '950.00', props_hide_expenditure: true, contractCount: 3, outstanding: '18250.40',
  addresses: [{ type: 'MAIN', street: '1 rue de la Paix', zipcode: '75002', city: 'Paris', country: 'FR' }, { type: 'POSTAL', street: 'BP 12', zipcode: '69001', city: 'Lyon', country: 'FR' }],
  bankAccounts: [{ iban: 'FR7630006000011234567890189', bic: 'AGRIFRPP', main: true }],
};

/** A legal person record for the layout script. */
export const LEGAL_PERSON = {
  registration: '552 100 554', status: 'ACTIVE', companyName: 'Tabula Leasing SA', legalForm: 'SA', vatNumber: 'FR40552100554', shareCapital: '1000000',
  website: 'https://example.com', sector: 'K64', employees: 120, turnover: '25000000', arrears: '120.00',
  addresses: [{ type: 'MAIN', street: '10 avenue Foch', zipcode: '75116', city: 'Paris', country: 'FR' }],
};
