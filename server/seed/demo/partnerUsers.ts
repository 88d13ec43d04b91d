import type { PlannedContract } from './contracts.ts';
import { addDays, dayTime } from './dates.ts';
import type { DemoPlan } from './DemoPlan.ts';
import { COUNTRIES } from './countries.ts';
import type { Lender } from './lender.ts';
import { DEMO_TENANT } from './demoTenant.ts';
import { demoText } from './texts.ts';
import type { PlannedPerson, Rec } from './types.ts';

/** The profile of the dealers' and brokers' users (docs/permissions.md, partner profile). */
export const PARTNER_PROFILE = 'PARTNER';

/**
 * A user account for each partner of the lessor (dealers and brokers: persons with the role
 * PARTNER), signing in with the demo password like the staff (docs/demo-data.md, who is who): the
 * default contact of the company, linked to it (`personRegistration` and `partnerRegistration`:
 * the partner scope of the PARTNER profile) and to the lessor company of its country. Each has an
 * open task on one of its contracts. Pure and without a draw: the rest of the world stays the same.
 */
export function planPartnerUsers(plan: DemoPlan, partners: readonly PlannedPerson[], lender: Lender, contracts: readonly PlannedContract[]): string[] {
  const taken = new Set(lender.users.map((u) => u.username));
  const usernames: string[] = [];
  for (const partner of partners.filter((p) => p.roles.includes(PARTNER_PROFILE))) {
    const contact = ((partner.data.contacts as Rec[] | undefined) ?? []).find((c) => c.isDefault) ?? {};
    const email = String(contact.email ?? partner.data.email);
    let username = `${email.split('@')[0]}@${DEMO_TENANT}`;
    if (taken.has(username)) username = `${email.split('@')[0]}.partner@${DEMO_TENANT}`;
    taken.add(username);
    const org = lender.organizations[partner.country];
    plan.create('User', plan.ref('user'), {
      username,
      firstName: contact.firstName ?? null,
      lastName: contact.lastName ?? partner.name,
      email,
      profiles: [PARTNER_PROFILE],
      // the language of the partner's country, as the lessor's staff (lender.ts)
      locale: COUNTRIES[partner.country].language,
      personRegistration: partner.key,
      partnerRegistration: partner.key,
      orgaRegistration: org.key,
    });
    usernames.push(username);
    const contract = contracts.find((c) => c.partner?.key === partner.key && ['STUDY', 'APPROVED', 'ACTIVE'].includes(c.status)) ?? contracts.find((c) => c.partner?.key === partner.key);
    if (!contract) continue;
    const name = demoText(partner.country, 'Send the signed order form of the client to the lessor');
    const due = addDays(plan.today, 3);
    plan.create('Task', plan.ref('task'), {
      name, type: 'DOCUMENT_REQUEST', status: 'TODO', description: `${name} – ${contract.name}`, dueDate: due, reminderDate: dayTime(due, 8),
      assignee: username, profiles: [PARTNER_PROFILE], priority: 'NORMAL', entityName: 'Contract', entityRegistration: contract.key, orgaRegistration: org.key,
    });
  }
  return usernames;
}
