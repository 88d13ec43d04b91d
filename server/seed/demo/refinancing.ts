import type { AppContext } from '../../context.ts';
import type { Queryable } from '../../db/Database.ts';
import { addDays, addMonths, monthStart } from './dates.ts';
import { createDemoRandom } from './random.ts';
import { demoText } from './texts.ts';
import { lessors } from './treasury.ts';
import type { Rec } from './types.ts';

const REFINANCING_SEED = 5302;
/** Contracts assigned per lot. */
const LOT_SIZE = 8;

/** What is still owed on a contract on `day`: the balance after the last instalment due by then, else the financed amount. */
export function outstandingOn(contract: Rec, day: string): number {
  const plan = (contract.paymentPlan as Rec[] | undefined) ?? [];
  const last = plan.filter((r) => String(r.date) <= day).at(-1);
  if (last) return Number(last.balance);
  return Number(plan[0] ? Number(plan[0].balance) + Number(plan[0].principal) : 0);
}

const round2 = (n: number) => Math.round(n * 100) / 100;

async function activeContracts(ctx: AppContext, q: Queryable, orga: string): Promise<Rec[]> {
  const { rows } = await q.query<{ data: Rec }>(
    `SELECT data FROM ${ctx.registry.get('Contract').table} WHERE status = 'ACTIVE' AND (data ->> 'orgaRegistration') = $1 AND (data ->> 'type') IN ('LEASE', 'LOAN', 'HIRE_PURCHASE') ORDER BY data ->> 'startDate', registration`,
    [orga],
  );
  return rows.map((r) => r.data);
}

/**
 * Refinancing (docs/demo-data.md): the French company refinances its contracts in force with a
 * bank line (a Fund of type BANK_LINE): two lots of contracts (ContractLot), one assigned six months
 * ago (CLOSED, its fundings DISBURSED) and one submitted last month (OPEN, its fundings REQUESTED),
 * one Funding per contract for what the contract still owed on the assignment day, the fund's
 * outstanding and available amounts their sums; and the group's minority stakes in client
 * companies (PrivateEquityAsset) held by an equity fund. Answers how many records were written.
 */
export async function seedDemoRefinancing(ctx: AppContext, opts: { tenant: string; username: string; today: string }): Promise<number> {
  for (const entity of ['Fund', 'Funding', 'ContractLot', 'PrivateEquityAsset', 'Contract', 'Person']) if (!ctx.registry.has(entity)) return 0;
  const who = { username: opts.username, tenant: opts.tenant };
  const rng = createDemoRandom(REFINANCING_SEED);
  return ctx.db.withTenant(opts.tenant, async (q) => {
    const france = (await lessors(ctx, q)).find((l) => l.country === 'FR');
    if (!france) return 0;
    let written = 0;
    const create = async (entity: string, record: Rec) => {
      written++;
      return ctx.store.create(q, ctx.registry.get(entity), record, who);
    };
    const rate = 0.0345;
    const limit = 5_000_000;
    const fundStart = monthStart(opts.today, -18);
    const fund = await create('Fund', {
      name: 'Tabula Lease Refinancement – ligne bancaire',
      status: 'INVESTING',
      type: 'BANK_LINE',
      financingType: 'REFINANCING',
      financingNature: 'DIRECT',
      financingFinality: 'EQUIPMENT',
      managementType: 'SELF_MANAGED',
      creditLimit: limit,
      startDate: fundStart,
      endDate: addMonths(fundStart, 84),
      rate,
      persons: [{ role: 'OWNER', personRegistration: france.registration, name: france.name }],
      description: demoText('FR', 'Refinancing of lease contracts in force by a bank line: contracts are assigned in lots, each funding repays with the contract.'),
      orgaRegistration: france.registration,
      currency: 'EUR',
    });
    const contracts = await activeContracts(ctx, q, france.registration);
    const closedOn = monthStart(opts.today, -6);
    const submittedOn = monthStart(opts.today, -1);
    const lots = [
      { number: 1, status: 'CLOSED', cessionDate: closedOn, contracts: contracts.filter((c) => String(c.startDate) < closedOn).slice(0, LOT_SIZE), funding: 'DISBURSED' },
      { number: 2, status: 'OPEN', cessionDate: submittedOn, contracts: contracts.filter((c) => String(c.startDate) >= closedOn && String(c.startDate) < submittedOn).slice(0, LOT_SIZE), funding: 'REQUESTED' },
    ];
    let outstanding = 0;
    for (const lot of lots) {
      if (!lot.contracts.length) continue;
      const amounts = lot.contracts.map((c) => round2(outstandingOn(c, lot.cessionDate)));
      const total = round2(amounts.reduce((s, a) => s + a, 0));
      const saved = await create('ContractLot', {
        name: demoText('FR', 'Refinancing lot {number}', { number: `${lot.cessionDate.slice(0, 7)}-${lot.number}` }),
        status: lot.status,
        type: 'REFINANCING',
        code: `LOT-${lot.cessionDate.slice(0, 7)}`,
        fundRegistration: fund.registration,
        rate,
        cessionDate: lot.cessionDate,
        totalAmount: total,
        submitDate: addDays(lot.cessionDate, -10),
        acceptDate: lot.status === 'CLOSED' ? lot.cessionDate : null,
        validationDate: lot.status === 'CLOSED' ? lot.cessionDate : null,
        internalReference: `TLF-REFI-${lot.number}`,
        externalReference: `CIC-${rng.digits(8)}`,
        contractRegistrations: lot.contracts.map((c) => c.registration),
        orgaRegistration: france.registration,
        currency: 'EUR',
      });
      for (const [i, c] of lot.contracts.entries()) {
        const amount = amounts[i];
        if (lot.status === 'CLOSED') outstanding += round2(outstandingOn(c, opts.today));
        await create('Funding', {
          name: `${String(saved.code)} – ${String(c.name)}`.slice(0, 200),
          status: lot.funding,
          type: 'REFINANCING',
          fundRegistration: fund.registration,
          contractRegistration: c.registration,
          amount,
          rate,
          startDate: lot.cessionDate,
          endDate: c.endDate,
          orgaRegistration: france.registration,
          currency: 'EUR',
        });
      }
    }
    outstanding = round2(outstanding);
    await ctx.store.update(q, ctx.registry.get('Fund'), String(fund.registration), { outstanding, available: round2(limit - outstanding) }, who);

    // the group's minority stakes in client companies of long standing
    const equity = await create('Fund', {
      name: 'Tabula Participations',
      status: 'INVESTING',
      type: 'EQUITY_FUND',
      financingType: 'EQUITY',
      financingNature: 'DIRECT',
      financingFinality: 'INVESTMENT',
      managementType: 'DISCRETIONARY',
      creditLimit: 5_000_000,
      startDate: monthStart(opts.today, -48),
      endDate: addMonths(monthStart(opts.today, -48), 120),
      persons: [{ role: 'OWNER', personRegistration: france.registration, name: france.name }],
      description: demoText('FR', 'Minority stakes taken by the group in client companies with which it has a long relationship.'),
      orgaRegistration: france.registration,
      currency: 'EUR',
    });
    const { rows: companies } = await q.query<{ registration: string; data: Rec }>(
      `SELECT p.registration, p.data FROM ${ctx.registry.get('Person').table} p WHERE (p.data ->> 'type') = 'C'
          AND EXISTS (SELECT 1 FROM ${ctx.registry.get('Contract').table} c WHERE c.status IN ('ACTIVE', 'TERMINATED') AND c.data -> 'persons' @> jsonb_build_array(jsonb_build_object('role', 'CLIENT', 'personRegistration', p.registration)))
        ORDER BY p.registration`,
    );
    const SECTORS = ['TRANSPORT', 'INDUSTRY', 'HEALTHCARE', 'CONSTRUCTION', 'SERVICES'];
    let invested = 0;
    for (const [i, { registration, data }] of rng.some(companies, Math.min(5, companies.length)).entries()) {
      const commitment = rng.int(3, 12) * 50_000;
      const multiple = round2(0.8 + rng.int(0, 140) / 100);
      const months = rng.int(14, 44);
      const exited = i === 4;
      const years = months / 12;
      const irr = Math.round((Math.pow(multiple, 1 / years) - 1) * 10_000) / 10_000;
      if (!exited) invested += commitment;
      await create('PrivateEquityAsset', {
        name: String(data.name),
        status: exited ? 'EXITED' : 'ACTIVE',
        type: 'COMPANY',
        companyRegistration: registration,
        fundRegistration: equity.registration,
        sector: SECTORS[i % SECTORS.length],
        country: ((data.addresses as Rec[] | undefined)?.[0]?.country as string | undefined) ?? 'FR',
        investmentDate: monthStart(opts.today, -months),
        exitDate: exited ? monthStart(opts.today, -2) : null,
        commitment,
        invested: commitment,
        valuation: round2(commitment * multiple),
        valuationDate: exited ? monthStart(opts.today, -2) : monthStart(opts.today, -3),
        ownership: rng.int(5, 25) / 100,
        irr,
        multiple,
        orgaRegistration: france.registration,
        currency: 'EUR',
      });
    }
    await ctx.store.update(q, ctx.registry.get('Fund'), String(equity.registration), { outstanding: invested, available: 5_000_000 - invested }, who);
    return written;
  });
}
