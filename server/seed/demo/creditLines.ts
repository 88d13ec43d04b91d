import { addDays, monthStart } from './dates.ts';
import type { DemoPlan } from './DemoPlan.ts';
import type { Lender } from './lender.ts';
import type { PlannedPerson, Rec, Ref } from './types.ts';

/** A planned credit line: contracts of its holder in `accepts` statuses are drawn on it. */
export interface PlannedCreditLine {
  key: Ref;
  holder: PlannedPerson;
  status: string;
  /** Contract statuses that may draw on the line (none for a draft or closed line). */
  accepts: readonly string[];
  data: Rec;
}

/** A contract drawn on a credit line: its status, financed amount and assets. */
export interface Drawing {
  status: string;
  financed: number;
  assets: { key: Ref; name: string }[];
}

/** [status, type, contract statuses it takes, start in months from today, length in months] of the clients' lines. */
const CLIENT_LINES: readonly (readonly [string, string, readonly string[], number, number])[] = [
  ['ACTIVE', 'REVOLVING', ['ACTIVE', 'SUSPENDED', 'APPROVED', 'STUDY', 'DRAFT'], -30, 60],
  ['ACTIVE', 'FRAMEWORK', ['ACTIVE', 'SUSPENDED', 'APPROVED', 'STUDY', 'DRAFT'], -24, 48],
  ['ACTIVE', 'AMORTISING', ['ACTIVE', 'SUSPENDED', 'APPROVED', 'STUDY', 'DRAFT'], -18, 60],
  ['ACTIVE', 'REVOLVING', ['ACTIVE', 'SUSPENDED', 'APPROVED', 'STUDY', 'DRAFT'], -12, 36],
  ['ACTIVE', 'FRAMEWORK', ['ACTIVE', 'SUSPENDED', 'APPROVED', 'STUDY', 'DRAFT'], -36, 72],
  ['ACTIVE', 'REVOLVING', ['ACTIVE', 'SUSPENDED', 'APPROVED', 'STUDY', 'DRAFT'], -8, 36],
  ['ACTIVE', 'REVOLVING', ['ACTIVE', 'SUSPENDED', 'APPROVED', 'STUDY', 'DRAFT'], -20, 48],
  ['SUSPENDED', 'REVOLVING', ['ACTIVE', 'SUSPENDED'], -26, 48],
  ['EXPIRED', 'FRAMEWORK', ['TERMINATED'], -60, 36],
  ['DRAFT', 'REVOLVING', [], 1, 36],
  ['CLOSED', 'AMORTISING', [], -72, 48],
];

/**
 * Credit lines (seed 002 §3.4): lines granted to client companies in every status of the list,
 * and a dealer floor plan for each dealer partner. Limits are completed by
 * {@link completeCreditLines} once the contracts drawn on them are planned.
 */
export function planCreditLines(plan: DemoPlan, clients: PlannedPerson[], partners: PlannedPerson[], lender: Lender): PlannedCreditLine[] {
  const { rng, today } = plan;
  const holders = rng.some(clients.filter((c) => c.type === 'C'), CLIENT_LINES.length);
  const line = (holder: PlannedPerson, status: string, type: string, accepts: readonly string[], start: number, months: number, role: string): PlannedCreditLine => {
    const startDate = monthStart(today, start);
    const data: Rec = {
      name: `${type === 'DEALER_FLOORPLAN' ? 'Floor plan' : 'Credit line'} – ${holder.name}`,
      type,
      status,
      startDate,
      endDate: addDays(monthStart(startDate, months), -1),
      currency: 'EUR',
      financialProduct: type === 'DEALER_FLOORPLAN' ? 'CREDIT_LINE' : rng.pick(['CREDIT_LINE', 'LEASE']),
      internalReference: `CL-${startDate.slice(0, 4)}-${rng.digits(4)}`,
      persons: [{ role, personRegistration: holder.key, name: holder.name }],
      orgaRegistration: lender.organizations[holder.country].key,
    };
    return { key: plan.create('CreditLine', plan.ref('creditLine'), data), holder, status, accepts, data };
  };
  const lines = CLIENT_LINES.map(([status, type, accepts, start, months], i) => line(holders[i], status, type, accepts, start, months, 'CLIENT'));
  for (const dealer of partners.filter((p) => p.roles.includes('DEALER'))) lines.push(line(dealer, 'ACTIVE', 'DEALER_FLOORPLAN', [], -rng.int(6, 30), 36, 'PARTNER'));
  return lines;
}

const roundUp = (value: number, step: number) => Math.ceil(value / step) * step;

/**
 * The limit of each line, with headroom above the financed amounts of the contracts drawn on it
 * (outstanding, pending and available are derived by the credit line hooks of server/finance/ on
 * every write, from the contracts attached to the line); a floor plan's limit covers the dealer's
 * live stock. Lines with assets get an update naming them (the assets exist only once the
 * contracts are written).
 */
export function completeCreditLines(plan: DemoPlan, lines: PlannedCreditLine[], drawings: Map<Ref, Drawing[]>): void {
  const { rng } = plan;
  for (const line of lines) {
    const drawn = drawings.get(line.key) ?? [];
    const liveStock = line.data.type === 'DEALER_FLOORPLAN' ? rng.int(8, 30) * 10_000 : null;
    const engaged = (liveStock ?? 0) + drawn.reduce((total, d) => total + d.financed, 0);
    Object.assign(line.data, { creditLimit: Math.max(100_000, roundUp(engaged * rng.pick([1.25, 1.5, 2]), 50_000)), liveStock });
    const assets = drawn.filter((d) => d.status !== 'TERMINATED').flatMap((d) => d.assets);
    if (assets.length) plan.update('CreditLine', line.key, { assets: assets.map((a) => ({ assetRegistration: a.key, asset: { name: a.name } })) });
  }
}
