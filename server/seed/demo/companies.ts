import { ACTIVITIES, type Activity } from './activities.ts';
import { demoBankAccount } from './bankAccounts.ts';
import type { SupplierFamily } from './catalogue.ts';
import { companyIdentity } from './companyIdentity.ts';
import { COUNTRIES, COUNTRY_CODES } from './countries.ts';
import { addDays } from './dates.ts';
import type { DemoPlan } from './DemoPlan.ts';
import { humanData } from './individuals.ts';
import { demoAddress, demoContact, demoEmail, slug } from './personParts.ts';
import { demoPhone } from './phones.ts';
import type { Country, PlannedPerson, Rec } from './types.ts';

/** The companies of the demo world and the people behind the client companies. */
export interface Companies {
  suppliers: Record<SupplierFamily, PlannedPerson>;
  /** Dealers and brokers: the partners agreements are signed with. */
  partners: PlannedPerson[];
  clients: PlannedPerson[];
  /** The guarantor of a client company (its director or its holding), by the company's key. */
  guarantors: Map<string, PlannedPerson>;
}

interface CompanyDef {
  country: Country;
  word: string;
  roles: readonly string[];
  section: string;
  naceCode: string;
  activity?: Activity;
}

const SUPPLIERS: readonly (readonly [SupplierFamily, Country, string, readonly string[]])[] = [
  ['vehicles', 'FR', 'Automobiles', ['SUPPLIER', 'DEALER', 'PARTNER']],
  ['trucks', 'ES', 'Vehículos Industriales', ['SUPPLIER', 'DEALER', 'PARTNER']],
  ['machines', 'DE', 'Werkzeugmaschinen', ['SUPPLIER', 'DEALER']],
  ['medical', 'IT', 'Elettromedicali', ['SUPPLIER', 'DEALER']],
  ['it', 'FR', 'Solutions Informatiques', ['SUPPLIER']],
  ['construction', 'FR', 'Matériel TP', ['SUPPLIER', 'DEALER']],
  ['catering', 'IT', 'Attrezzature Cucine', ['SUPPLIER']],
];

const BROKERS: readonly (readonly [Country, string])[] = [['FR', 'Courtage'], ['DE', 'Finanzmakler'], ['IT', 'Mediazione Creditizia']];

/** Client companies per country. */
const CLIENTS: Record<Country, number> = { FR: 20, DE: 11, ES: 11, IT: 10 };
const HOLDING_WORD: Record<Country, string> = { FR: 'Groupe', DE: 'Holding', ES: 'Grupo', IT: 'Gruppo' };

function companyName(plan: DemoPlan, country: Country, word: string, suffix: string): string {
  return plan.unique('name', () => {
    const lastName = plan.rng.local(country).person.lastName();
    return country === 'DE' ? `${lastName} ${word} ${suffix}` : `${word} ${lastName} ${suffix}`;
  });
}

/** A company (type C): identity, register data, contacts, a bank account; `descendants` are its relations. */
function company(plan: DemoPlan, def: CompanyDef, descendants: Rec[] = [], director?: PlannedPerson): PlannedPerson {
  const { rng } = plan;
  const facts = COUNTRIES[def.country];
  const [legalForm, suffix] = rng.pick(facts.legalForms);
  const name = companyName(plan, def.country, def.word, suffix);
  const city = rng.pick(facts.cities);
  const identity = companyIdentity(plan, def.country, city, legalForm === 'SA' ? 'A' : 'B');
  const domain = name.slice(0, -suffix.length).trim();
  const employees = rng.weighted([[rng.int(3, 9), 3], [rng.int(10, 49), 4], [rng.int(50, 240), 2]]);
  const account = demoBankAccount(def.country, name, rng, plan.today);
  const data: Rec = {
    type: 'C',
    registration: identity.registration,
    registrations: identity.registrations,
    name,
    legalForm,
    status: 'ACTIVE',
    preferredLanguage: facts.language,
    currency: 'EUR',
    timeZone: facts.timeZone,
    email: demoEmail('contact', domain),
    phone: demoPhone(def.country, 'landline', rng),
    web: { website: `https://www.${slug(domain)}.example` },
    addresses: [demoAddress(def.country, rng, 'MAIN', city), ...(rng.chance(0.25) ? [demoAddress(def.country, rng, 'DELIVERY', city)] : [])],
    contacts: [demoContact(def.country, rng, 'Chief financial officer', domain, true), ...(rng.chance(0.5) ? [demoContact(def.country, rng, 'Fleet manager', domain, false)] : [])],
    bankAccounts: [account],
    roles: def.roles.map((role) => ({ role, startDate: addDays(plan.today, -rng.int(90, 2500)) })),
    siret: identity.siret ?? null,
    activityCode: def.section,
    riskClass: rng.weighted([['A', 2], ['B', 4], ['C', 3], ['D', 1]]),
    company: {
      creationDate: addDays(plan.today, -rng.int(3 * 365, 40 * 365)),
      registrationCountry: def.country,
      registrationPlace: city.name,
      registrationInfo: identity.registrationInfo,
      shareCapital: rng.pick([10_000, 50_000, 100_000, 250_000, 1_000_000]),
      vatScheme: 'NORMAL',
      naceCode: def.naceCode,
      sectorCode: def.activity?.sector ?? null,
      legalRepresentative: director?.name ?? null,
      administrativeStatus: 'ACTIVE',
      yearOfReference: Number(plan.today.slice(0, 4)) - 1,
      companySize: employees < 10 ? 'MICRO' : employees < 50 ? 'SMALL' : 'MEDIUM',
      nbOfEmployees: employees,
      totalTurnover: employees * rng.int(90, 220) * 1000,
      totalBalancesheet: employees * rng.int(50, 160) * 1000,
    },
    descendants,
  };
  const key = plan.create('Person', plan.ref('person'), data);
  return { key, type: 'C', name, country: def.country, roles: [...def.roles], activity: def.activity?.key, data, bankAccountName: String(account.name) };
}

/** The director of a client company (an individual), created before the company that names it. */
function director(plan: DemoPlan, country: Country): PlannedPerson {
  const data = humanData(plan, country, 'I');
  data.roles = [{ role: 'LEGAL_REPRESENTATIVE' }, { role: 'GUARANTOR' }];
  data.employmentJobDescription = 'Managing director';
  data.bankAccounts = [demoBankAccount(country, `${String(data.firstName)} ${String(data.lastName)}`, plan.rng, plan.today)];
  const key = plan.create('Person', plan.ref('person'), data);
  return { key, type: 'I', name: `${String(data.firstName)} ${String(data.lastName)}`, country, roles: ['LEGAL_REPRESENTATIVE', 'GUARANTOR'], data };
}

/** A holding owning some client companies of its country; it stands guarantor for them. */
function holding(plan: DemoPlan, country: Country, subsidiaries: PlannedPerson[], head: PlannedPerson): PlannedPerson {
  const descendants = [
    { personRegistration: head.key, relation: 'DIRECTOR', stake: null },
    ...subsidiaries.map((s) => ({ personRegistration: s.key, relation: 'SUBSIDIARY', stake: plan.rng.pick([0.51, 0.6, 0.75, 1]) })),
  ];
  return company(plan, { country, word: HOLDING_WORD[country], roles: ['GUARANTOR', 'OWNER'], section: 'K', naceCode: '64.20' }, descendants, head);
}

/** Plans suppliers, partners, client companies with their directors, and a holding per country. */
export function planCompanies(plan: DemoPlan): Companies {
  const { rng } = plan;
  const suppliers = {} as Record<SupplierFamily, PlannedPerson>;
  const partners: PlannedPerson[] = [];
  for (const [family, country, word, roles] of SUPPLIERS) {
    suppliers[family] = company(plan, { country, word, roles, section: 'G', naceCode: '46.69' });
    if (roles.includes('PARTNER')) partners.push(suppliers[family]);
  }
  for (const [country, word] of BROKERS) partners.push(company(plan, { country, word, roles: ['PARTNER', 'BROKER'], section: 'K', naceCode: '66.19' }));

  const clients: PlannedPerson[] = [];
  const guarantors = new Map<string, PlannedPerson>();
  for (const country of COUNTRY_CODES) {
    const ofCountry: PlannedPerson[] = [];
    for (let i = 0; i < CLIENTS[country]; i += 1) {
      const activity = ACTIVITIES[(clients.length + ofCountry.length) % ACTIVITIES.length];
      const head = director(plan, country);
      const stake = rng.chance(0.6) ? rng.pick([0.34, 0.5, 0.66, 1]) : null;
      const client = company(plan, { country, word: activity.words[country], roles: ['CLIENT'], section: activity.section, naceCode: activity.naceCode, activity }, [{ personRegistration: head.key, relation: 'DIRECTOR', stake }], head);
      guarantors.set(client.key, head);
      ofCountry.push(client);
    }
    const owned = ofCountry.slice(0, 2);
    const parent = holding(plan, country, owned, guarantors.get(owned[0].key) as PlannedPerson);
    for (const s of owned) guarantors.set(s.key, parent);
    clients.push(...ofCountry);
  }
  return { suppliers, partners, clients, guarantors };
}
