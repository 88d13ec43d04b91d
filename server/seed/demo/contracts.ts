import { ACTIVITIES, CONSUMER_ASSETS, CONSUMER_CONTRACT_TYPES, PROFESSIONS } from './activities.ts';
import type { AgreementsByPartner } from './agreements.ts';
import type { SupplierFamily } from './catalogue.ts';
import { planContractAssets } from './contractAssets.ts';
import { drawLines, residualValue } from './contractLines.ts';
import { drawTerms, LEASE_TYPES, productOf } from './contractTerms.ts';
import { COUNTRIES } from './countries.ts';
import type { Drawing, PlannedCreditLine } from './creditLines.ts';
import type { DemoPlan } from './DemoPlan.ts';
import { linkDeal, planWonDeal } from './deals.ts';
import type { Lender } from './lender.ts';
import type { PlannedContract } from './plannedContract.ts';
import type { PlannedPerson, Rec, Ref } from './types.ts';

export type { PlannedContract } from './plannedContract.ts';

/** How many contracts of each status of the contract workflow (server/defaults/workflows/contract.ts). */
export const CONTRACT_STATUS_COUNTS: readonly (readonly [string, number])[] = [
  ['ACTIVE', 88], ['SUSPENDED', 10], ['TERMINATED', 30], ['APPROVED', 16], ['STUDY', 22], ['DRAFT', 20], ['REJECTED', 12], ['CANCELLED', 12],
];

/** Statuses after activation: the contract ran (its plan is frozen, its assets were delivered). */
export const IN_FORCE: ReadonlySet<string> = new Set(['ACTIVE', 'SUSPENDED', 'TERMINATED']);

export interface ContractInputs {
  lender: Lender;
  clients: PlannedPerson[];
  persons: Map<Ref, PlannedPerson>;
  suppliers: Record<SupplierFamily, PlannedPerson>;
  partners: PlannedPerson[];
  guarantors: Map<string, PlannedPerson>;
  agreements: AgreementsByPartner;
  creditLines: PlannedCreditLine[];
  /** How each client pays (SDD or TRANSFER), decided at its first contract. */
  paymentModes: Map<Ref, string>;
}

/** What a client finances: catalogue codes and contract types. */
function financing(client: PlannedPerson): { codes: readonly string[]; types: readonly string[] } {
  if (client.type === 'I') return { codes: CONSUMER_ASSETS, types: CONSUMER_CONTRACT_TYPES };
  const profession = PROFESSIONS.find((p) => p.job === client.activity);
  if (profession) return { codes: profession.assets, types: profession.contractTypes };
  const activity = ACTIVITIES.find((a) => a.key === client.activity) ?? ACTIVITIES[0];
  return { codes: activity.assets, types: activity.contractTypes };
}

/** Every client once, then more contracts for companies (twice as likely) and professionals, statuses shuffled. */
function allocate(plan: DemoPlan, clients: PlannedPerson[]): [PlannedPerson, string][] {
  const bag = CONTRACT_STATUS_COUNTS.flatMap(([status, n]) => Array.from({ length: n }, () => status));
  const companies = clients.filter((c) => c.type === 'C');
  const pool = [...companies, ...companies, ...clients.filter((c) => c.type === 'P')];
  const slots = [...clients];
  while (slots.length < bag.length) slots.push(plan.rng.pick(pool));
  const statuses = plan.rng.some(bag, bag.length);
  return slots.slice(0, bag.length).map((client, i) => [client, statuses[i]]);
}

function partnerOf(plan: DemoPlan, inputs: ContractInputs, client: PlannedPerson, family: SupplierFamily): PlannedPerson | undefined {
  const dealer = inputs.suppliers[family];
  if (dealer.roles.includes('PARTNER') && plan.rng.chance(0.6)) return dealer;
  const broker = inputs.partners.find((p) => p.roles.includes('BROKER') && p.country === client.country);
  return broker && plan.rng.chance(0.2) ? broker : undefined;
}

const entry = (role: string, p: PlannedPerson, extra: Rec = {}): Rec => ({ role, personRegistration: p.key, name: p.name, ...extra });

function personsOf(plan: DemoPlan, inputs: ContractInputs, c: Omit<PlannedContract, 'key' | 'assets'>, suppliers: Ref[]): Rec[] {
  const { rng } = plan;
  const { client } = c;
  if (!inputs.paymentModes.has(client.key)) inputs.paymentModes.set(client.key, rng.chance(0.85) ? 'SDD' : 'TRANSFER');
  const invoicing = { principalCurrency: 'EUR', paymentMode: inputs.paymentModes.get(client.key), bankAccountName: client.bankAccountName ?? null };
  const persons = [entry('CLIENT', client, { invoicing }), entry('SALES', c.sales)];
  if (c.partner) persons.push(entry('PARTNER', c.partner));
  const guarantor = inputs.guarantors.get(client.key);
  if (guarantor && c.financed >= 80_000 && rng.chance(0.5)) persons.push(entry('GUARANTOR', guarantor));
  const spouse = ((client.data.descendants as Rec[] | undefined) ?? []).find((d) => d.relation === 'SPOUSE');
  const coBorrower = spouse ? inputs.persons.get(spouse.personRegistration as Ref) : undefined;
  if (coBorrower) persons.push(entry('CO_BORROWER', coBorrower));
  for (const s of new Set(suppliers)) persons.push(entry('SUPPLIER', inputs.persons.get(s) as PlannedPerson));
  return persons;
}

/**
 * Plans the contracts (seed 002 §3.8): clients, asset lines from the catalogue with their
 * suppliers, terms by status, partners with their agreement, credit lines, and the way each
 * reached its status: created in the last status before activation, then moved by transitions
 * (APPROVED orders the assets, ACTIVE is signed), as the workflow would. The contract write hook
 * prices the lines and computes the plan and cashflows when the plan is written.
 */
export function planContracts(plan: DemoPlan, inputs: ContractInputs): { contracts: PlannedContract[]; drawings: Map<Ref, Drawing[]> } {
  const { rng } = plan;
  const contracts: PlannedContract[] = [];
  const drawings = new Map<Ref, Drawing[]>();
  for (const [client, status] of allocate(plan, inputs.clients)) {
    const { codes, types } = financing(client);
    const drawn = drawLines(plan, client, codes, inputs.suppliers);
    const type = rng.pick(types);
    const main = drawn.items[0];
    const terms = drawTerms(plan, status, type, type === 'HIRE_PURCHASE' && ['AGRICULTURAL', 'CONSTRUCTION'].includes(main.type));
    const residual = residualValue(drawn, LEASE_TYPES.has(type));
    const quantity = Number(drawn.lines[0].quantity);
    const partner = partnerOf(plan, inputs, client, main.family);
    const base = {
      status, type, client, partner,
      name: `${main.name}${quantity > 1 ? ` ×${quantity}` : ''} – ${client.name}`,
      sales: rng.pick(inputs.lender.sales[client.country]),
      org: inputs.lender.organizations[client.country],
      startDate: String(terms.startDate),
      signatureDate: terms.signatureDate as string | undefined,
      duration: Number(terms.duration),
      rate: Number(terms.rate),
      financed: drawn.financed,
      residual,
    };
    const line = inputs.creditLines.find((l) => l.holder.key === client.key && l.accepts.includes(status) && base.startDate >= String(l.data.startDate));
    const creditLine = line && rng.chance(0.8) ? line.key : null;
    const key = plan.ref('contract');
    const initial = status === 'APPROVED' ? 'STUDY' : IN_FORCE.has(status) ? 'APPROVED' : status;
    const { signatureDate, ...createdTerms } = terms;
    const persons = personsOf(plan, inputs, base, drawn.lines.filter((l) => l.supplierRegistration).map((l) => l.supplierRegistration as Ref));
    const agreementRegistration = partner ? (inputs.agreements.get(partner.key) ?? null) : null;
    const deal = planWonDeal(plan, base, agreementRegistration);
    plan.create('Contract', key, {
      name: base.name,
      status: initial,
      currency: 'EUR',
      timeZone: COUNTRIES[client.country].timeZone,
      ...createdTerms,
      residualValue: residual,
      // how the client pays (the client's invoicing mode) and when (at once: the invoice is issued ahead of its due date)
      paymentMode: inputs.paymentModes.get(client.key) ?? null,
      paymentCondition: 'IMMEDIATE',
      orgaRegistration: base.org.key,
      persons,
      assets: drawn.lines,
      quotations: [{ financialProduct: productOf(type), rate: terms.rate, duration: terms.duration, periodicity: terms.periodicity }],
      agreementRegistration,
      creditLineRegistration: creditLine,
      dealRegistration: deal,
    });
    if (deal) linkDeal(plan, deal, key);
    const assets: { key: Ref; name: string }[] = [];
    if (status === 'APPROVED' || IN_FORCE.has(status)) {
      const refs = planContractAssets(plan, { key, status, startDate: base.startDate, lines: drawn.lines, org: base.org.key, client });
      let next = 0;
      const linked = drawn.lines.map((l) => {
        if (l.isPartExchange) return l;
        const ref = refs[next++];
        assets.push({ key: ref, name: String(l.name) });
        return { ...l, assetRegistration: ref, asset: { ...(l.asset as Rec), registration: ref } };
      });
      plan.update('Contract', key, status === 'APPROVED' ? { status, assets: linked } : { status: 'ACTIVE', signatureDate, assets: linked }, true);
      if (status === 'SUSPENDED' || status === 'TERMINATED') plan.update('Contract', key, { status }, true);
    }
    if (creditLine) drawings.set(creditLine, [...(drawings.get(creditLine) ?? []), { status, financed: drawn.financed, assets }]);
    const guarantor = persons.find((p) => p.role === 'GUARANTOR')?.personRegistration as Ref | undefined;
    contracts.push({ key, ...base, guarantor, assets });
  }
  return { contracts, drawings };
}
