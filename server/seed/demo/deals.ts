import type { PlannedContract } from './plannedContract.ts';
import { productOf } from './contractTerms.ts';
import { addDays, addMonths, earlier } from './dates.ts';
import type { DemoPlan } from './DemoPlan.ts';
import type { Rec, Ref } from './types.ts';

/** Contracts that started up to this many months before the first start (or start later) came from a deal in the sales pipeline. */
const PIPELINE_MONTHS = 18;
/** Days from a deal's opening to its close (the contract's signature). */
const SALES_CYCLE_DAYS = 45;
/** Months ahead in which an ending contract's renewal is in the pipeline. */
const RENEWAL_MONTHS = 12;
/** The open stages of a renewal, in turn, with their probability (a percentage field: a stored fraction). */
const OPEN_STAGES: readonly (readonly [string, number])[] = [['OPEN', 0.2], ['QUALIFIED', 0.4], ['PROPOSAL', 0.6]];

type DealContract = Pick<PlannedContract, 'status' | 'type' | 'client' | 'partner' | 'sales' | 'org' | 'startDate' | 'signatureDate' | 'name' | 'financed' | 'rate' | 'duration'>;

function dealRecord(c: DealContract, fields: Rec): Rec {
  const persons: Rec[] = [{ role: 'CLIENT', personRegistration: c.client.key, name: c.client.name }, { role: 'SALES', personRegistration: c.sales.key, name: c.sales.name }];
  if (c.partner) persons.push({ role: 'PARTNER', personRegistration: c.partner.key, name: c.partner.name });
  return { persons, financialProduct: productOf(c.type), amount: c.financed, orgaRegistration: c.org.key, currency: 'EUR', ...fields };
}

/**
 * The WON deal a contract of the sales pipeline came from (pure, no draw), planned just before its
 * contract so that the contract names it (`dealRegistration`); `linkDeal` then names the contract
 * on the deal. Older contracts, from before the pipeline was kept in the back office, have none.
 */
export function planWonDeal(plan: DemoPlan, c: DealContract, agreementRegistration: Ref | null): Ref | null {
  if (c.startDate < addMonths(plan.today, -PIPELINE_MONTHS)) return null;
  const closed = earlier(c.signatureDate ?? addDays(c.startDate, -15), addDays(plan.today, -1));
  return plan.create('Deal', plan.ref('deal'), dealRecord(c, {
    name: c.name,
    status: 'WON',
    type: 'NEW_BUSINESS',
    probability: 1,
    startDate: addDays(closed, -SALES_CYCLE_DAYS),
    expectedCloseDate: closed,
    agreementRegistration,
    quotations: [{ financialProduct: productOf(c.type), rate: c.rate, duration: c.duration }],
    description: `Financing of ${c.name.split(' – ')[0]} for ${c.client.name}.`,
  }));
}

/** Names the contract a won deal became. */
export function linkDeal(plan: DemoPlan, deal: Ref, contract: Ref): void {
  plan.update('Deal', deal, { contractRegistration: contract });
}

/**
 * The renewals in the pipeline (pure, no draw): for each company contract in force that ends in
 * the next 12 months, a RENEWAL deal at an open stage (in turn OPEN, QUALIFIED, PROPOSAL), due to
 * close a month before the end; for each company contract that ended in the last 12 months, a
 * renewal that was LOST or ABANDONED (in turn).
 */
export function planRenewals(plan: DemoPlan, contracts: PlannedContract[]): void {
  let open = 0;
  let closed = 0;
  for (const c of contracts) {
    if (c.client.type !== 'C') continue;
    const end = addMonths(c.startDate, c.duration);
    const base = { type: 'RENEWAL', quotations: [{ financialProduct: productOf(c.type), duration: c.duration }] };
    if (c.status === 'ACTIVE' && end > plan.today && end <= addMonths(plan.today, RENEWAL_MONTHS)) {
      const [status, probability] = OPEN_STAGES[open++ % OPEN_STAGES.length];
      plan.create('Deal', plan.ref('deal'), dealRecord(c, {
        ...base,
        name: `Renewal – ${c.name}`,
        status,
        probability,
        startDate: earlier(addMonths(end, -6), addDays(plan.today, -7)),
        expectedCloseDate: addMonths(end, -1),
        description: `The contract ends on ${end}: replacement of the equipment to be offered.`,
      }));
    } else if (c.status === 'TERMINATED' && end > addMonths(plan.today, -RENEWAL_MONTHS)) {
      const lost = closed++ % 2 === 0;
      plan.create('Deal', plan.ref('deal'), dealRecord(c, {
        ...base,
        name: `Renewal – ${c.name}`,
        status: lost ? 'LOST' : 'ABANDONED',
        probability: 0,
        startDate: addMonths(end, -4),
        expectedCloseDate: addMonths(end, -1),
        description: lost ? 'Lost: the client chose a competing offer with a lower rate.' : 'Abandoned: the client keeps the equipment at the end of the contract.',
      }));
    }
  }
}
