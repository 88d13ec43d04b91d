import { addDays, monthStart } from './dates.ts';
import type { DemoPlan } from './DemoPlan.ts';
import type { Lender } from './lender.ts';
import type { PlannedPerson, Ref } from './types.ts';

/** An agreement contracts may name: the one in force with each partner. */
export type AgreementsByPartner = Map<Ref, Ref>;

const TYPE_LABELS: Readonly<Record<string, string>> = { DEALER: 'Dealer', BROKER: 'Brokerage', FRAMEWORK: 'Framework', PARTNER: 'Partnership' };

/** [type, status, start in months from today, length in months] of the extra agreements, by partner index. */
const EXTRA: readonly (readonly [number, string, string, number, number])[] = [
  [0, 'DEALER', 'TERMINATED', -132, 48],
  [1, 'FRAMEWORK', 'PENDING', 1, 36],
  [2, 'PARTNER', 'DRAFT', 2, 24],
  [3, 'BROKER', 'REJECTED', -2, 24],
  [4, 'BROKER', 'SUSPENDED', -20, 36],
];

/**
 * The partners' agreements (seed 002 §3.2): one in force (ACTIVE) with each dealer and broker, the
 * one contracts brought by the partner name, and a few in the other statuses of the agreement
 * workflow (an ended dealer agreement, a framework being negotiated, a draft, a rejected one, a
 * suspended one).
 */
export function planAgreements(plan: DemoPlan, partners: PlannedPerson[], lender: Lender): AgreementsByPartner {
  const { rng, today } = plan;
  const inForce: AgreementsByPartner = new Map();
  const agreement = (partner: PlannedPerson, type: string, status: string, startMonths: number, months: number): Ref => {
    const startDate = monthStart(today, startMonths);
    const org = lender.organizations[partner.country];
    const sales = lender.sales[partner.country][0];
    const trigram = plan.unique('trigram', () => `${partner.name.replace(/[^A-Za-z]/g, '').slice(0, 2).toUpperCase()}${rng.letters(1)}`);
    return plan.create('Agreement', plan.ref('agreement'), {
      name: `${TYPE_LABELS[type]} agreement – ${partner.name}`,
      trigram,
      partnerRegistration: partner.key,
      type,
      status,
      startDate,
      endDate: addDays(monthStart(startDate, months), -1),
      description: `${TYPE_LABELS[type]} terms between ${org.name} and ${partner.name}: introductions of clients, commission on financed amounts.`,
      financialProducts: type === 'DEALER' ? ['LEASE', 'LOAN', 'MAINTENANCE'] : ['LEASE', 'LOAN'],
      commissionRate: rng.pick([0.005, 0.0075, 0.01, 0.015]),
      persons: [
        { role: 'PARTNER', personRegistration: partner.key, name: partner.name },
        { role: 'SALES', personRegistration: sales.key, name: sales.name },
      ],
      orgaRegistration: org.key,
      currency: 'EUR',
    });
  };
  for (const partner of partners) {
    const type = partner.roles.includes('BROKER') ? 'BROKER' : 'DEALER';
    // ten-year agreements, signed before any contract the partner brought
    inForce.set(partner.key, agreement(partner, type, 'ACTIVE', -rng.int(72, 90), 120));
  }
  for (const [index, type, status, start, months] of EXTRA) {
    if (partners[index]) agreement(partners[index], type, status, start, months);
  }
  return inForce;
}
