import { addMandate, demoBankAccount } from './bankAccounts.ts';
import { addDays } from './dates.ts';
import type { DemoPlan } from './DemoPlan.ts';
import { humanData } from './individuals.ts';
import { demoAddress, demoContact, demoEmail } from './personParts.ts';
import { demoPhone } from './phones.ts';
import type { Rec, Ref } from './types.ts';

/**
 * Two prospects ready for *Convert to person* (docs/persons.md#prospect-conversion): a French
 * company with contacts, a bank account holding a signed SEPA mandate and a note, and an
 * individual with a bank account. Drawn last, so the rest of the world does not change.
 */
export function planProspects(plan: DemoPlan): Ref[] {
  const { rng } = plan;
  const name = `Transports ${rng.local('FR').person.lastName()} SAS`;
  const domain = name.replace(/ SAS$/, '');
  const account = demoBankAccount('FR', name, rng, plan.today);
  addMandate(account, { reference: `PRO-${plan.today.slice(0, 4)}-000001`, status: 'ACTIVE', signedOn: addDays(plan.today, -rng.int(3, 20)), place: 'Lyon', type: 'B2B' });
  const company: Rec = {
    type: 'C',
    status: 'NEW',
    name,
    legalForm: 'SAS',
    preferredLanguage: 'fr',
    currency: 'EUR',
    email: demoEmail('contact', domain),
    phone: demoPhone('FR', 'landline', rng),
    addresses: [demoAddress('FR', rng, 'MAIN')],
    contacts: [demoContact('FR', rng, 'Managing director', domain, true), demoContact('FR', rng, 'Fleet manager', domain, false)],
    bankAccounts: [account],
  };
  const companyKey = plan.create('Prospect', plan.ref('prospect'), company);
  plan.create('Note', plan.ref('note'), {
    name: 'First call',
    type: 'CALL',
    status: 'ACTIVE',
    content: 'Interested in leasing six delivery vans; wants an offer before the end of the month.',
    entityName: 'Prospect',
    entityRegistration: companyKey,
  });
  const individual = humanData(plan, 'FR', 'I');
  individual.status = 'NEW';
  individual.bankAccounts = [demoBankAccount('FR', `${String(individual.firstName)} ${String(individual.lastName)}`, rng, plan.today)];
  const individualKey = plan.create('Prospect', plan.ref('prospect'), individual);
  return [companyKey, individualKey];
}
