import { currencyDecimals, DEFAULT_CURRENCY } from '../../engine/format/currencies.ts';
import type { TaxRate } from '../../engine/finance/priceRules.ts';
import type { AppContext } from '../context.ts';
import type { Queryable } from '../db/Database.ts';
import { loadTaxes } from '../finance/contractHook.ts';
import { loadWorkflow } from '../workflow/loadWorkflow.ts';
import { BILLED_CONTRACT_STATUSES, UNBILLED_CASHFLOW, WITHIN_CONTRACT_LIFE } from './dueContracts.ts';

type Rec = Record<string, unknown>;

/** The due cashflows of one contract, due date, payable/receivable and currency: one invoice by default. */
export interface BillingGroup {
  contract: Rec;
  dueDate: string;
  pr: string | null;
  currency: string;
  /** Decimals of the currency's minor unit (EUR 2, TND 3, JPY 0). */
  decimals: number;
  cashflows: Rec[];
}

/** `ctx.body` of the run-billing script. */
export interface ChunkInput {
  date: string;
  /** The invoice workflow's initial status (DRAFT unless the tenant's workflow says otherwise). */
  initialStatus: string;
  taxes: TaxRate[];
  groups: BillingGroup[];
}

/** A chunk as read: the script input, and the version of each cashflow read (checked again when writing). */
export interface ReadChunk {
  input: ChunkInput;
  versions: Map<string, number>;
}

/** Contract fields an invoice is made from (the plan, lines and quotations stay out: they can be big). */
const CONTRACT_FIELDS = ['name', 'type', 'currency', 'paymentCondition', 'paymentMode', 'orgaRegistration', 'persons', 'timeZone'] as const;

const text = (v: unknown): string | undefined => (typeof v === 'string' && v !== '' ? v : undefined);
const entries = (v: unknown): Rec[] => (Array.isArray(v) ? v.filter((e): e is Rec => typeof e === 'object' && e !== null) : []);

async function personNames(ctx: AppContext, q: Queryable, registrations: Set<string>): Promise<Map<string, string>> {
  if (!registrations.size || !ctx.registry.has('Person')) return new Map();
  const { rows } = await q.query<{ registration: string; name: string | null }>(
    `SELECT registration, name FROM ${ctx.registry.get('Person').table} WHERE registration = ANY($1)`,
    [[...registrations]],
  );
  return new Map(rows.filter((r) => r.name).map((r) => [r.registration, String(r.name)]));
}

/** Person entries with their names: the entry's own, else the Person record's. */
function named(list: Rec[], names: Map<string, string>): Rec[] {
  return list.map((p) => ({ ...p, name: text(p.name) ?? names.get(String(p.personRegistration)) ?? null }));
}

/**
 * Reads what the contracts of one chunk have to bill on `date` (one short transaction): their
 * contract (of a billed status), the PLANNED uninvoiced cashflows due on or before the date and its end, the names of the
 * persons involved, the tenant's taxes and the invoice workflow's initial status; groups the
 * cashflows per contract, due date, payable/receivable and currency.
 */
export async function readChunk(ctx: AppContext, q: Queryable, contractRegistrations: string[], date: string): Promise<ReadChunk> {
  const { rows: contracts } = await q.query<{ registration: string; data: Rec }>(
    `SELECT registration, data FROM ${ctx.registry.get('Contract').table} WHERE registration = ANY($1) AND status = ANY($2)`,
    [contractRegistrations, BILLED_CONTRACT_STATUSES],
  );
  const { rows: cashflows } = await q.query<{ registration: string; status: string; version: number; data: Rec }>(
    `SELECT cf.registration, cf.status, cf.version, cf.data FROM ${ctx.registry.get('Cashflow').table} cf
       JOIN ${ctx.registry.get('Contract').table} c ON c.registration = (cf.data ->> 'contractRegistration')
      WHERE (cf.data ->> 'contractRegistration') = ANY($1) AND ${UNBILLED_CASHFLOW} AND (cf.data ->> 'dueDate') <= $2 AND ${WITHIN_CONTRACT_LIFE}
      ORDER BY cf.data ->> 'contractRegistration', cf.data ->> 'dueDate', cf.registration`,
    [contracts.map((c) => c.registration), date],
  );
  const wanted = new Set<string>();
  for (const c of contracts) {
    entries(c.data.persons).forEach((p) => text(p.personRegistration) && wanted.add(String(p.personRegistration)));
    if (text(c.data.orgaRegistration)) wanted.add(String(c.data.orgaRegistration));
  }
  for (const cf of cashflows) entries(cf.data.persons).forEach((p) => text(p.personRegistration) && wanted.add(String(p.personRegistration)));
  const names = await personNames(ctx, q, wanted);

  const byContract = new Map<string, Rec>();
  for (const c of contracts) {
    const contract: Rec = { registration: c.registration };
    for (const f of CONTRACT_FIELDS) contract[f] = c.data[f] ?? null;
    contract.persons = named(entries(c.data.persons), names);
    const orga = text(c.data.orgaRegistration);
    contract.organization = orga ? { registration: orga, name: names.get(orga) ?? null } : null;
    byContract.set(c.registration, contract);
  }
  const groups = new Map<string, BillingGroup>();
  const versions = new Map<string, number>();
  for (const cf of cashflows) {
    const contract = byContract.get(String(cf.data.contractRegistration)) as Rec;
    const currency = text(cf.data.currency) ?? text(contract.currency) ?? DEFAULT_CURRENCY;
    const pr = text(cf.data.pr) ?? null;
    const dueDate = String(cf.data.dueDate);
    const key = JSON.stringify([contract.registration, dueDate, pr, currency]);
    let group = groups.get(key);
    if (!group) groups.set(key, (group = { contract, dueDate, pr, currency, decimals: currencyDecimals(currency), cashflows: [] }));
    group.cashflows.push({ ...cf.data, registration: cf.registration, status: cf.status, persons: named(entries(cf.data.persons), names) });
    versions.set(cf.registration, Number(cf.version));
  }
  const workflow = await loadWorkflow(ctx, q, ctx.registry.get('Invoice'));
  return {
    input: { date, initialStatus: workflow?.initialStatus || 'DRAFT', taxes: await loadTaxes(ctx, q), groups: [...groups.values()] },
    versions,
  };
}
