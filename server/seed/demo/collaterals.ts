import { IN_FORCE, type PlannedContract } from './contracts.ts';
import { LEASE_TYPES } from './contractTerms.ts';
import { addMonths } from './dates.ts';
import type { DemoPlan } from './DemoPlan.ts';
import type { Rec } from './types.ts';

/** A collateral's status from its contract's: taken at approval, held while it runs, released at its end, called when it is suspended. */
const STATUS_BY_CONTRACT: Readonly<Record<string, string>> = {
  STUDY: 'PENDING',
  APPROVED: 'PENDING',
  ACTIVE: 'ACTIVE',
  SUSPENDED: 'CALLED',
  TERMINATED: 'RELEASED',
};
/** Every how many leases in force (in plan order) the client paid a security deposit. */
const DEPOSIT_EVERY = 4;
/** The security deposit's share of the financed amount (a percentage field: a stored fraction). */
const DEPOSIT_SHARE = 0.1;

const cents = (amount: number) => Math.round(amount * 100) / 100;
/** The guarantee's share of the financed amount, as a fraction: the whole of it up to 150,000, half of it above. */
const guaranteeShare = (financed: number) => (financed <= 150_000 ? 1 : 0.5);

/**
 * The collaterals of the demo contracts (pure, no draw: the world drawn before is unchanged):
 * a personal GUARANTEE by each contract's guarantor (the director or the holding), a dealer's
 * BUYBACK commitment at the residual value of leases sold through a dealer partner, and a security
 * DEPOSIT on every fourth lease in force. Contracts not yet studied, refused or cancelled hold none.
 */
export function planCollaterals(plan: DemoPlan, contracts: PlannedContract[]): void {
  let leasesInForce = 0;
  for (const c of contracts) {
    const status = STATUS_BY_CONTRACT[c.status];
    if (!status) continue;
    const startDate = c.signatureDate ?? c.startDate;
    const endDate = addMonths(c.startDate, c.duration);
    const common = (type: string): Rec => ({
      type,
      status: status === 'CALLED' && type !== 'GUARANTEE' ? 'ACTIVE' : status,
      contractRegistration: c.key,
      startDate,
      endDate,
      valuationDate: startDate,
      orgaRegistration: c.org.key,
      currency: 'EUR',
    });
    if (c.guarantor) {
      const percentage = guaranteeShare(c.financed);
      plan.create('Collateral', plan.ref('collateral'), {
        ...common('GUARANTEE'),
        name: `Personal guarantee – ${c.name}`,
        description: `Joint and several guarantee of ${percentage * 100} % of the financed amount.`,
        personRegistration: c.guarantor,
        percentage,
        amount: cents(c.financed * percentage),
      });
    }
    const lease = LEASE_TYPES.has(c.type);
    if (lease && c.partner?.roles.includes('DEALER') && c.residual > 0 && c.assets.length) {
      plan.create('Collateral', plan.ref('collateral'), {
        ...common('BUYBACK'),
        name: `Dealer buyback – ${c.name}`,
        description: `${c.partner.name} buys the asset back at its residual value at the end of the lease or on default.`,
        personRegistration: c.partner.key,
        assetRegistration: c.assets[0].key,
        amount: cents(c.residual),
      });
    }
    if (lease && IN_FORCE.has(c.status) && leasesInForce++ % DEPOSIT_EVERY === 0) {
      plan.create('Collateral', plan.ref('collateral'), {
        ...common('DEPOSIT'),
        name: `Security deposit – ${c.name}`,
        description: `Deposit of ${DEPOSIT_SHARE * 100} % of the financed amount, paid at signature and refunded at the end of the lease.`,
        personRegistration: c.client.key,
        percentage: DEPOSIT_SHARE,
        amount: cents(Math.round(c.financed * DEPOSIT_SHARE)),
      });
    }
  }
}
