import { demoBankAccount } from './bankAccounts.ts';
import { companyIdentity } from './companyIdentity.ts';
import { COUNTRIES } from './countries.ts';
import { addDays } from './dates.ts';
import type { DemoPlan } from './DemoPlan.ts';
import { creditorIdentifier } from './iban.ts';
import { demoAddress, demoEmail, slug } from './personParts.ts';
import { demoPhone } from './phones.ts';
import type { Country, PlannedPerson, Rec, Ref } from './types.ts';
import { DEMO_TENANT } from './demoTenant.ts';

/** One of the lessor's own organizations (a person of type O), with its trigram and SEPA creditor identifier. */
export interface LenderOrganization extends PlannedPerson {
  trigram: string;
  creditorId: string;
}

/** The lessor: an organization per country and its staff (persons of type E). */
export interface Lender {
  organizations: Record<Country, LenderOrganization>;
  /** Sales staff by country: the SALES person of that country's contracts. */
  sales: Record<Country, PlannedPerson[]>;
  /** Credit analysts (owners of committees, authors of risk notes). */
  analysts: PlannedPerson[];
  /** The staff's user accounts: username, profile and country (tasks go to the user of their profile). */
  users: StaffUser[];
}

export interface StaffUser {
  username: string;
  profile: string;
  country: Country;
}

const ORGANIZATIONS: readonly { country: Country; name: string; trigram: string; city: string; legalForm: string }[] = [
  { country: 'DE', name: 'Tabula Lease Deutschland GmbH', trigram: 'TLD', city: 'Frankfurt am Main', legalForm: 'GMBH' },
  { country: 'ES', name: 'Tabula Lease España S.L.', trigram: 'TLE', city: 'Madrid', legalForm: 'SL' },
  { country: 'IT', name: 'Tabula Lease Italia S.r.l.', trigram: 'TLI', city: 'Milano', legalForm: 'SRL' },
  // last: the parent company, whose relations name its subsidiaries
  { country: 'FR', name: 'Tabula Lease France SAS', trigram: 'TLF', city: 'Paris', legalForm: 'SAS' },
];

/** Staff per country: [job, person roles]. */
const SALES_JOBS = [['Sales manager', ['SALES', 'EMPLOYEE']], ['Account manager', ['SALES', 'EMPLOYEE']]] as const;
const RISK_JOBS = [['Credit analyst', ['EMPLOYEE']], ['Collections officer', ['EMPLOYEE']]] as const;
const STAFF: Record<Country, readonly (readonly [string, readonly string[]])[]> = {
  // the head office also keeps the books, the back office and the internal audit of the group
  FR: [...SALES_JOBS, ...RISK_JOBS, ['Accountant', ['EMPLOYEE']], ['Back-office officer', ['EMPLOYEE']], ['Internal auditor', ['EMPLOYEE']]],
  DE: [...SALES_JOBS, ...RISK_JOBS],
  ES: [...SALES_JOBS, ...RISK_JOBS],
  IT: [...SALES_JOBS, ...RISK_JOBS],
};

function organization(plan: DemoPlan, def: (typeof ORGANIZATIONS)[number], subsidiaries: LenderOrganization[]): LenderOrganization {
  const facts = COUNTRIES[def.country];
  const city = facts.cities.find((c) => c.name === def.city) ?? facts.cities[0];
  const identity = companyIdentity(plan, def.country, city);
  // the national part: a 6-digit number in France, 11 digits in Germany, the company's CIF or partita IVA elsewhere
  const nationalId = def.country === 'FR' ? plan.rng.digits(6) : def.country === 'DE' ? plan.rng.digits(11) : identity.registration.slice(3);
  const creditorId = creditorIdentifier(def.country, nationalId);
  const account = { ...demoBankAccount(def.country, def.name, plan.rng, '2015-01-01'), name: 'Collection account', sepaCreditorIdentifier: creditorId, collectionMethods: ['SDD', 'SCT'] };
  const domain = def.name.replace(/ (SAS|GmbH|S\.L\.|S\.r\.l\.)$/, '');
  const data: Rec = {
    type: 'O',
    registration: identity.registration,
    registrations: identity.registrations,
    name: def.name,
    commercialName: 'Tabula Lease',
    legalForm: def.legalForm,
    status: 'ACTIVE',
    preferredLanguage: facts.language,
    currency: 'EUR',
    timeZone: facts.timeZone,
    email: demoEmail('contact', domain),
    phone: demoPhone(def.country, 'landline', plan.rng),
    web: { website: `https://www.${slug(domain)}.example` },
    addresses: [demoAddress(def.country, plan.rng, 'REGISTERED_OFFICE', city)],
    bankAccounts: [account],
    roles: [{ role: 'LESSOR', startDate: '2015-01-01' }],
    siret: identity.siret ?? null,
    activityCode: 'K',
    company: {
      creationDate: def.country === 'FR' ? '2011-03-14' : '2016-09-01',
      registrationCountry: def.country,
      registrationPlace: city.name,
      registrationInfo: identity.registrationInfo,
      shareCapital: def.country === 'FR' ? 12_000_000 : 2_500_000,
      vatScheme: 'NORMAL',
      naceCode: '77.39',
      companySize: def.country === 'FR' ? 'MEDIUM' : 'SMALL',
      nbOfEmployees: def.country === 'FR' ? 64 : 18,
      administrativeStatus: 'ACTIVE',
    },
    descendants: subsidiaries.map((s) => ({ personRegistration: s.key, relation: 'SUBSIDIARY', stake: 1 })),
  };
  const key = plan.create('Person', plan.ref('person'), data);
  return { key, type: 'O', name: def.name, country: def.country, roles: ['LESSOR'], data, trigram: def.trigram, creditorId, bankAccountName: 'Collection account' };
}

function employee(plan: DemoPlan, org: LenderOrganization, job: string, roles: readonly string[]): PlannedPerson {
  const { rng } = plan;
  const sex = rng.pick(['male', 'female'] as const);
  const local = rng.local(org.country);
  const firstName = local.person.firstName(sex);
  const lastName = local.person.lastName(sex);
  const facts = COUNTRIES[org.country];
  const data: Rec = {
    type: 'E',
    title: sex === 'male' ? 'MR' : 'MS',
    firstName,
    lastName,
    status: 'ACTIVE',
    orgaRegistration: org.key,
    email: demoEmail(`${firstName}.${lastName}`, 'tabula-lease'),
    phone: org.data.phone,
    mobile: demoPhone(org.country, 'mobile', rng),
    preferredLanguage: facts.language,
    timeZone: facts.timeZone,
    nationality: org.country,
    employmentJobDescription: job,
    employmentSector: 'FINANCE',
    employmentContractType: 'PERMANENT',
    employmentStartDate: addDays(plan.today, -rng.int(2300, 6000)),
    addresses: [{ ...(org.data.addresses as Rec[])[0], type: 'WORK' }],
    roles: roles.map((role) => ({ role })),
  };
  const key = plan.create('Person', plan.ref('person'), data);
  return { key, type: 'E', name: `${firstName} ${lastName}`, country: org.country, roles: [...roles], data };
}

/** The profile a member of staff signs in with, from the job (profilesPermissions, docs/demo-data.md). */
const STAFF_PROFILES: Record<string, string> = {
  'Credit analyst': 'RISK',
  'Collections officer': 'COLLECTIONS',
  Accountant: 'ACCOUNTANT',
  'Back-office officer': 'BACK_OFFICE',
  'Internal auditor': 'AUDITOR',
};

/**
 * A user account for a member of staff, linked to its person and its company, so that /users lists
 * the lessor's team; the first start gives every one the demo password (TABULA_DEMO_PASSWORD).
 */
function staffUser(plan: DemoPlan, person: PlannedPerson, org: LenderOrganization, job: string): StaffUser {
  const local = String(person.data.email).split('@')[0];
  const username = `${local}@${DEMO_TENANT}`;
  const profile = STAFF_PROFILES[job] ?? 'SALES';
  plan.create('User', plan.ref('user'), {
    username,
    firstName: person.data.firstName,
    lastName: person.data.lastName,
    email: person.data.email,
    profiles: [profile],
    // the language of the company's country: every one of them is a shipped locale (fr, de, es, it)
    locale: COUNTRIES[org.country].language,
    personRegistration: person.key,
    orgaRegistration: org.key,
  });
  return { username, profile, country: org.country };
}

/** The Organization records of the lessor: the French company is the parent of the others. */
function organizationRecords(plan: DemoPlan, orgs: Record<Country, LenderOrganization>): void {
  const parent = plan.ref('organization');
  const record = (org: LenderOrganization, parentRegistration: Ref | null): Rec => ({
    name: org.name,
    status: 'ACTIVE',
    type: parentRegistration ? 'COMPANY' : 'HOLDING',
    code: org.trigram,
    personRegistration: org.key,
    parentRegistration,
    currency: 'EUR',
    description: parentRegistration ? `Leasing in ${COUNTRIES[org.country].name}` : 'Head office of the Tabula Lease group',
  });
  plan.create('Organization', parent, record(orgs.FR, null));
  for (const country of ['DE', 'ES', 'IT'] as const) plan.create('Organization', plan.ref('organization'), record(orgs[country], parent));
}

/** Plans the lessor's organizations, their Organization records and their staff. */
export function planLender(plan: DemoPlan): Lender {
  const organizations = {} as Record<Country, LenderOrganization>;
  for (const def of ORGANIZATIONS) {
    const subsidiaries = def.country === 'FR' ? [organizations.DE, organizations.ES, organizations.IT] : [];
    organizations[def.country] = organization(plan, def, subsidiaries);
  }
  organizationRecords(plan, organizations);
  const sales = { FR: [], DE: [], ES: [], IT: [] } as Record<Country, PlannedPerson[]>;
  const analysts: PlannedPerson[] = [];
  const users: StaffUser[] = [];
  for (const country of ['FR', 'DE', 'ES', 'IT'] as const) {
    for (const [job, roles] of STAFF[country]) {
      const person = employee(plan, organizations[country], job, roles);
      users.push(staffUser(plan, person, organizations[country], job));
      if (roles.includes('SALES')) sales[country].push(person);
      else if (job === 'Credit analyst') analysts.push(person);
    }
  }
  return { organizations, sales, analysts, users };
}

/**
 * Every person the lessor knows belongs to the lessor company of its country (`orgaRegistration`,
 * as the business records do); run once all persons are planned.
 */
export function assignOwners(plan: DemoPlan, lender: Lender): void {
  for (const o of plan.operations) {
    if (o.op !== 'create' || o.entity !== 'Person' || o.data.type === 'O' || o.data.orgaRegistration) continue;
    const country = ((o.data.addresses as Rec[] | undefined)?.[0]?.country ?? o.data.nationality) as Country;
    o.data.orgaRegistration = lender.organizations[country].key;
  }
}
