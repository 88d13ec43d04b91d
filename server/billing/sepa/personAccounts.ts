import type { AppContext } from '../../context.ts';
import type { Queryable } from '../../db/Database.ts';
import { ROW_COLUMNS, toRecord, type EntityRow } from '../../entities/records.ts';

type Rec = Record<string, unknown>;

/** A bank account a person holds: from the person's own bank accounts or a BankAccount record. */
export interface HeldAccount {
  name: string | null;
  iban: string | null;
  bic: string | null;
  owner: string | null;
  creditorIdentifier: string | null;
  mandates: Rec[];
  /** The BankAccount record, when the account is one. */
  registration: string | null;
}

const text = (v: unknown) => (typeof v === 'string' && v.trim() ? v.trim() : null);
const CLOSED = new Set(['CLOSED', 'INVALID']);

function held(account: Rec, registration: string | null): HeldAccount {
  return {
    name: text(account.name),
    iban: text(account.bankIban),
    bic: text(account.bankBic),
    owner: text(account.bankOwner),
    creditorIdentifier: text(account.sepaCreditorIdentifier),
    mandates: Array.isArray(account.sepaMandates)
      ? account.sepaMandates.filter((m): m is Rec => !!m && typeof m === 'object')
      : [],
    registration,
  };
}

/** Persons by registration (the tenant's, under row-level security). */
export async function personsByRegistration(
  ctx: AppContext,
  q: Queryable,
  registrations: string[],
): Promise<Map<string, Rec>> {
  if (!registrations.length || !ctx.registry.has('Person')) return new Map();
  const { rows } = await q.query<EntityRow>(
    `SELECT ${ROW_COLUMNS} FROM ${ctx.registry.get('Person').table} WHERE registration = ANY($1)`,
    [registrations],
  );
  return new Map(rows.map((r) => [r.registration, toRecord(r)]));
}

/**
 * The usable accounts of each person: the person's own bank accounts, then the BankAccount
 * records naming the person as holder; inactive, closed or invalid accounts left out.
 */
export async function accountsOfPersons(
  ctx: AppContext,
  q: Queryable,
  persons: Map<string, Rec>,
): Promise<Map<string, HeldAccount[]>> {
  const out = new Map<string, HeldAccount[]>();
  for (const [registration, person] of persons) {
    const own = Array.isArray(person.bankAccounts) ? (person.bankAccounts as unknown[]) : [];
    out.set(
      registration,
      own
        .filter((a): a is Rec => !!a && typeof a === 'object' && (a as Rec).isInactive !== true)
        .map((a) => held(a, null)),
    );
  }
  if (!persons.size || !ctx.registry.has('BankAccount')) return out;
  const { rows } = await q.query<EntityRow>(
    `SELECT ${ROW_COLUMNS} FROM ${ctx.registry.get('BankAccount').table} WHERE (data ->> 'personRegistration') = ANY($1) ORDER BY registration`,
    [[...persons.keys()]],
  );
  for (const row of rows) {
    const record = toRecord(row);
    if (record.isInactive === true || CLOSED.has(String(record.status))) continue;
    out.get(String(record.personRegistration))?.push(held(record, row.registration));
  }
  return out;
}
