import { productOf } from './contractTerms.ts';
import type { PlannedContract } from './contracts.ts';
import { addDays, monthsBetween } from './dates.ts';
import type { DemoPlan } from './DemoPlan.ts';
import type { Rec } from './types.ts';

const LABELS: Readonly<Record<string, string>> = {
  RESCHEDULING: 'Rescheduling', EARLY_TERMINATION: 'Early termination', TRANSFER: 'Transfer', ASSET_CHANGE: 'Asset change', RATE_CHANGE: 'Rate change', EXTENSION: 'Extension',
};

const DESCRIPTIONS: Readonly<Record<string, string>> = {
  RESCHEDULING: 'The client asked to spread the remaining instalments over a longer term after a seasonal drop in activity.',
  EARLY_TERMINATION: 'The client wants to buy the assets back before the end of the term; settlement quote requested.',
  TRANSFER: 'Transfer of the contract to a company of the same group, with the same guarantees.',
  ASSET_CHANGE: 'Replacement of an asset by a newer model from the same supplier; the financed amount is adjusted.',
  RATE_CHANGE: 'Rate renegotiated after the client moved to a better risk class.',
  EXTENSION: 'The term is extended by twelve months at the same rate.',
};

/** Amendment statuses (amendment workflow) and how many of each. */
const STATUSES: readonly (readonly [string, number])[] = [['APPLIED', 18], ['APPROVED', 6], ['SUBMITTED', 8], ['DRAFT', 6], ['REJECTED', 4], ['CANCELLED', 3]];

/** The amount and terms an amendment proposes. */
function proposal(plan: DemoPlan, c: PlannedContract, type: string): Rec {
  const { rng } = plan;
  const q: Rec = { financialProduct: productOf(c.type), financedAmountExclTax: c.financed, rate: c.rate, duration: c.duration };
  if (type === 'RATE_CHANGE') q.rate = Math.max(0.02, Math.round((c.rate - rng.int(3, 10) / 1000) * 1000) / 1000);
  if (type === 'EXTENSION' || type === 'RESCHEDULING') q.duration = c.duration + 12;
  if (type === 'ASSET_CHANGE') q.financedAmountExclTax = Math.round(c.financed * (1 + rng.int(3, 12) / 100) * 100) / 100;
  if (type === 'EARLY_TERMINATION') q.financedAmountExclTax = Math.round(c.financed * rng.int(20, 60)) / 100;
  return q;
}

/**
 * Amendments (seed 002 §3.3) of contracts that ran: applied ones dated during the contract's life,
 * open ones (draft, submitted, approved) from the last weeks on contracts still in force.
 */
export function planAmendments(plan: DemoPlan, contracts: PlannedContract[]): void {
  const { rng, today } = plan;
  const running = contracts.filter((c) => c.status === 'ACTIVE' || c.status === 'SUSPENDED');
  const ran = contracts.filter((c) => c.status === 'TERMINATED' || (c.status === 'ACTIVE' && monthsBetween(c.startDate, today) >= 3));
  for (const [status, count] of STATUSES) {
    const open = ['DRAFT', 'SUBMITTED', 'APPROVED'].includes(status);
    for (const c of rng.some(open ? running : ran, count)) {
      const type = rng.pick(Object.keys(LABELS));
      const elapsed = Math.max(1, Math.min(monthsBetween(c.startDate, today), c.duration) - 1);
      const date = open ? addDays(today, -rng.int(1, 40)) : addDays(c.startDate, rng.int(30, elapsed * 30));
      const persons = [{ role: 'CLIENT', personRegistration: c.client.key, name: c.client.name }];
      if (c.partner) persons.push({ role: 'PARTNER', personRegistration: c.partner.key, name: c.partner.name });
      plan.create('Amendment', plan.ref('amendment'), {
        name: `${LABELS[type]} – ${c.client.name}`,
        type,
        status,
        contractRegistration: c.key,
        date,
        validityDate: addDays(date, 30),
        effectiveDate: status === 'APPLIED' ? addDays(date, rng.int(5, 20)) : null,
        description: DESCRIPTIONS[type],
        persons,
        quotations: [proposal(plan, c, type)],
        orgaRegistration: c.org.key,
        currency: 'EUR',
      });
    }
  }
}
