import { planActivity } from './activity.ts';
import { planAgreements } from './agreements.ts';
import { planAmendments } from './amendments.ts';
import { CATALOGUE, catalogueRecord } from './catalogue.ts';
import { completeClients } from './clientStanding.ts';
import { planCollaterals } from './collaterals.ts';
import { planCommittees } from './committees.ts';
import { planCompanies } from './companies.ts';
import { planContracts } from './contracts.ts';
import { planRenewals } from './deals.ts';
import { completeCreditLines, planCreditLines } from './creditLines.ts';
import { monthStart } from './dates.ts';
import { DemoPlan } from './DemoPlan.ts';
import { planDocuments } from './documents.ts';
import { planConsumers, planProfessionals } from './individuals.ts';
import { assignOwners, planLender } from './lender.ts';
import { planPartnerUsers } from './partnerUsers.ts';
import { planProducts } from './products.ts';
import { planProspects } from './prospects.ts';
import { createDemoRandom } from './random.ts';
import type { DemoWorld, PlannedPerson, Ref } from './types.ts';

/** The seed of the demo world: changing it changes every name, number and choice. */
export const DEMO_SEED = 20_261_124;

/**
 * The demo world of a small European lessor, as the operations that create it (pure: no database).
 * Everything is drawn from fakers seeded with {@link DEMO_SEED}, and every date is placed
 * relative to `today`: the same day gives the same world, byte for byte.
 */
export function generateDemoWorld(today: string, seed = DEMO_SEED): DemoWorld {
  const plan = new DemoPlan(createDemoRandom(seed), today);
  const lender = planLender(plan);
  const companies = planCompanies(plan);
  const consumers = planConsumers(plan, { FR: 10, DE: 5, ES: 5, IT: 4 });
  const professionals = planProfessionals(plan, { FR: 9, DE: 5, ES: 5, IT: 5 });
  const clients = [...companies.clients, ...professionals, ...consumers];
  assignOwners(plan, lender);
  const persons = new Map<Ref, PlannedPerson>(
    [...Object.values(lender.organizations), ...Object.values(companies.suppliers), ...companies.partners, ...clients].map((p) => [p.key, p]),
  );

  for (const item of CATALOGUE) plan.create('AssetCatalogItem', plan.ref('catalogueItem'), catalogueRecord(item, companies.suppliers[item.family].key, monthStart(today, -36)));
  planProducts(plan, lender);
  const agreements = planAgreements(plan, companies.partners, lender);
  const creditLines = planCreditLines(plan, companies.clients, companies.partners, lender);
  const paymentModes = new Map<Ref, string>();
  const { contracts, drawings } = planContracts(plan, { lender, clients, persons, suppliers: companies.suppliers, partners: companies.partners, guarantors: companies.guarantors, agreements, creditLines, paymentModes });
  completeCreditLines(plan, creditLines, drawings);
  completeClients(plan, lender, clients, contracts, paymentModes);
  planAmendments(plan, contracts);
  planCommittees(plan, lender, contracts);
  planActivity(plan, lender, contracts, clients);
  planDocuments(plan, contracts, clients);
  planProspects(plan);
  // drawn after everything else and without a draw of their own: the world above stays the same
  planCollaterals(plan, contracts);
  planRenewals(plan, contracts);
  // the dealers' and brokers' accounts (partner profile), also without a draw
  planPartnerUsers(plan, companies.partners, lender, contracts);
  return { referenceDate: today, operations: plan.operations };
}
