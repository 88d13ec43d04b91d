import { PROFESSIONS } from './activities.ts';
import { demoBankAccount } from './bankAccounts.ts';
import { COUNTRIES, type City } from './countries.ts';
import { addDays } from './dates.ts';
import type { DemoPlan } from './DemoPlan.ts';
import { frenchSiren, frenchSiret, frenchVat, germanVat, italianVat, spanishDni, spanishNie } from './identifiers.ts';
import { demoAddress, demoEmail } from './personParts.ts';
import { demoPhone } from './phones.ts';
import type { Country, PlannedPerson, Rec } from './types.ts';

/** The identity document of a person without a national tax number (FR, DE, IT): an identity card. */
function identityCard(plan: DemoPlan, country: Country): Rec {
  const { rng } = plan;
  const number = country === 'FR' ? `${rng.digits(2)}${rng.letters(2)}${rng.digits(5)}` : country === 'DE' ? `${rng.letters(1)}${rng.digits(8)}` : `CA${rng.digits(5)}${rng.letters(2)}`;
  const delivered = addDays(plan.today, -rng.int(200, 3000));
  return { type: 'IDC', number, deliveryDate: delivered, validUntil: addDays(delivered, 3650), verified: true };
}

/**
 * The person fields of a human being of the country: name, title, birth, contact details, home
 * address and a registration (a Spanish NIF as the person registration; elsewhere an identity card
 * and an automatic registration).
 */
export function humanData(plan: DemoPlan, country: Country, type: 'I' | 'P', city: City = plan.rng.pick(COUNTRIES[country].cities)): Rec {
  const { rng } = plan;
  const facts = COUNTRIES[country];
  const sex = rng.pick(['male', 'female'] as const);
  const local = rng.local(country);
  const firstName = local.person.firstName(sex);
  const lastName = local.person.lastName(sex);
  const data: Rec = {
    type,
    title: sex === 'male' ? 'MR' : rng.pick(['MRS', 'MS']),
    firstName,
    lastName,
    status: 'ACTIVE',
    birthDate: addDays(plan.today, -rng.int(26 * 365, 66 * 365)),
    birthPlace: rng.pick(facts.cities).name,
    birthCountry: country,
    nationality: country,
    preferredLanguage: facts.language,
    currency: 'EUR',
    timeZone: facts.timeZone,
    email: demoEmail(`${firstName}.${lastName}${rng.int(1, 99)}`, 'mail'),
    mobile: demoPhone(country, 'mobile', rng),
    addresses: [demoAddress(country, rng, 'HOME', city)],
  };
  if (country === 'ES') data.registration = `NIF${plan.unique('registration', () => (rng.chance(0.9) ? spanishDni(rng) : spanishNie(rng)))}`;
  else data.registrations = [identityCard(plan, country)];
  return data;
}

const nameOf = (data: Rec) => `${String(data.firstName)} ${String(data.lastName)}`;

/** Private clients (type I) financing a car; a few couples, the second naming the first as spouse. */
export function planConsumers(plan: DemoPlan, counts: Record<Country, number>): PlannedPerson[] {
  const { rng } = plan;
  const out: PlannedPerson[] = [];
  for (const [country, count] of Object.entries(counts) as [Country, number][]) {
    for (let i = 0; i < count; i += 1) {
      const data = humanData(plan, country, 'I');
      const salary = rng.int(18, 65) * 100;
      const rent = rng.chance(0.5) ? rng.int(5, 14) * 100 : 0;
      const mortgage = rent ? 0 : rng.int(0, 12) * 100;
      Object.assign(data, {
        roles: [{ role: 'CLIENT' }],
        familyMaritalStatus: rng.pick(['SINGLE', 'MARRIED', 'CIVIL_PARTNERSHIP', 'DIVORCED']),
        familyNumberOfDependents: rng.int(0, 3),
        employmentJobDescription: rng.pick(['Engineer', 'Teacher', 'Nurse', 'Accountant', 'Technician', 'Project manager', 'Pharmacist']),
        employmentSector: rng.pick(['PRIVATE', 'PUBLIC', 'HEALTH', 'EDUCATION', 'SERVICES']),
        employmentContractType: rng.weighted([['PERMANENT', 8], ['FIXED_TERM', 1], ['CIVIL_SERVANT', 2]]),
        employmentStartDate: addDays(plan.today, -rng.int(400, 6000)),
        incomeSource: 'SALARY',
        incomeSalary: salary,
        incomeTotal: salary,
        expenditureHousingMonthlyRental: rent,
        expenditureHousingMortgageRepayment: mortgage,
        expenditureTotal: rent + mortgage,
        riskClass: rng.weighted([['A', 3], ['B', 4], ['C', 2], ['D', 1]]),
        bankAccounts: [demoBankAccount(country, nameOf(data), rng, plan.today)],
      });
      const spouse = i % 6 === 5 ? out[out.length - 1] : undefined;
      if (spouse && spouse.country === country) {
        data.familyMaritalStatus = 'MARRIED';
        (spouse.data as Rec).familyMaritalStatus = 'MARRIED';
        data.addresses = spouse.data.addresses;
        data.descendants = [{ personRegistration: spouse.key, relation: 'SPOUSE' }];
      }
      const key = plan.create('Person', plan.ref('person'), data);
      const bankAccountName = String((data.bankAccounts as Rec[])[0].name);
      out.push({ key, type: 'I', name: nameOf(data), country, roles: ['CLIENT'], data, bankAccountName });
    }
  }
  return out;
}

const PRACTICE: Record<Country, string> = { FR: 'Cabinet', DE: 'Praxis', ES: 'Consulta', IT: 'Studio' };

/** The register numbers of a professional: a SIREN in France, the NIF in Spain, a VAT number elsewhere. */
function professionalIdentity(plan: DemoPlan, country: Country, data: Rec): void {
  const { rng } = plan;
  if (country === 'FR') {
    const siren = plan.unique('registration', () => `SIR${frenchSiren(rng)}`).slice(3);
    Object.assign(data, { registration: `SIR${siren}`, siret: frenchSiret(siren, 1), registrations: [{ type: 'SIR', number: siren, verified: true }, { type: 'VAT', number: frenchVat(siren) }] });
  } else if (country === 'IT') {
    const piva = plan.unique('registration', () => `ITA${italianVat(rng)}`).slice(3);
    Object.assign(data, { registration: `ITA${piva}`, registrations: [{ type: 'ITA', number: piva, verified: true }, { type: 'VAT', number: `IT${piva}` }] });
  } else if (country === 'DE') {
    data.registrations = [...((data.registrations as Rec[] | undefined) ?? []), { type: 'VAT', number: germanVat(rng) }];
  }
}

/** Professionals (type P): practitioners and craftsmen financing their equipment; the profession is their `activity`. */
export function planProfessionals(plan: DemoPlan, counts: Record<Country, number>): PlannedPerson[] {
  const { rng } = plan;
  const out: PlannedPerson[] = [];
  for (const [country, count] of Object.entries(counts) as [Country, number][]) {
    for (let i = 0; i < count; i += 1) {
      const profession = PROFESSIONS[out.length % PROFESSIONS.length];
      const data = humanData(plan, country, 'P');
      professionalIdentity(plan, country, data);
      const address = { ...(data.addresses as Rec[])[0], type: 'WORK' };
      Object.assign(data, {
        commercialName: `${PRACTICE[country]} ${String(data.lastName)}`,
        phone: demoPhone(country, 'landline', rng),
        addresses: [address],
        roles: [{ role: 'CLIENT' }],
        activityCode: profession.section,
        employmentJobDescription: profession.job,
        employmentSector: 'SELF_EMPLOYED',
        employmentContractType: 'SELF_EMPLOYED',
        employmentStartDate: addDays(plan.today, -rng.int(700, 9000)),
        incomeSource: 'SELF_EMPLOYMENT',
        riskClass: rng.weighted([['A', 2], ['B', 4], ['C', 2]]),
        bankAccounts: [demoBankAccount(country, nameOf(data), rng, plan.today)],
      });
      const key = plan.create('Person', plan.ref('person'), data);
      const bankAccountName = String((data.bankAccounts as Rec[])[0].name);
      out.push({ key, type: 'P', name: nameOf(data), country, roles: ['CLIENT'], data, bankAccountName, activity: profession.job });
    }
  }
  return out;
}
