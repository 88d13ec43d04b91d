import type { WorkflowActor } from '../../../engine/workflow/types.ts';
import { generateDirectDebits } from '../../billing/sepa/generateDirectDebits.ts';
import { importBankStatement } from '../../billing/sepa/importBankStatement.ts';
import type { AppContext } from '../../context.ts';
import type { Queryable } from '../../db/Database.ts';
import { runTransition } from '../../workflow/runTransition.ts';
import { camt053, closingCents, type StatementEntryPlan, type StatementPlan } from './camtXml.ts';
import { COUNTRIES } from './countries.ts';
import { addDays, monthStart } from './dates.ts';
import { demoIban } from './iban.ts';
import { createDemoRandom } from './random.ts';
import { demoText } from './texts.ts';
import type { Country, Rec } from './types.ts';

/** The seed of this step's draws (docs/demo-data.md): its own, so the world before it is unchanged. */
const TREASURY_SEED = 5301;

/**
 * The companies that present their overdue direct debits again at the month's end (the others leave
 * them to collection): two companies, so two Core and two B2B files, each checked against the XSD,
 * which keeps the first start short.
 */
const PRESENTING: readonly Country[] = ['FR', 'DE'];

/** A lessor company (person of type O) with its collection account (the one with the SEPA creditor identifier). */
export interface Lessor {
  registration: string;
  name: string;
  country: Country;
  account: Rec;
}

/** What the treasury step wrote, for the accounting step and the tests. */
export interface TreasuryResult {
  bankAccounts: number;
  paymentFiles: string[];
  camts: string[];
  /** Invoices a statement paid in full, with the booking date. */
  paid: { invoiceRegistration: string; amount: number; bookingDate: string }[];
}

const cents = (amount: unknown) => Math.round(Number(amount) * 100);

/** The lessor companies of the tenant, with their country and collection account. */
export async function lessors(ctx: AppContext, q: Queryable): Promise<Lessor[]> {
  const { rows } = await q.query<{ registration: string; data: Rec }>(`SELECT registration, data FROM ${ctx.registry.get('Person').table} WHERE (data ->> 'type') = 'O' ORDER BY registration`);
  return rows.flatMap(({ registration, data }) => {
    const country = ((data.addresses as Rec[] | undefined)?.[0]?.country ?? '') as Country;
    const account = ((data.bankAccounts as Rec[] | undefined) ?? []).find((a) => a.sepaCreditorIdentifier);
    return country in COUNTRIES && account ? [{ registration, name: String(data.name), country, account }] : [];
  });
}

/** The lessors' own bank accounts as BankAccount records: the collection account, an operating account, and the French deposits account. */
function planAccounts(all: Lessor[], today: string): Rec[] {
  const rng = createDemoRandom(TREASURY_SEED);
  const records: Rec[] = [];
  for (const l of all) {
    const common = { status: 'ACTIVE', isInactive: false, type: 'CURRENT', personRegistration: l.registration, orgaRegistration: l.registration, currency: 'EUR', bankOwner: l.name, balanceDate: today };
    const { name: _n, collectionMethods: _c, bankPreferredWithdrawalDate: _p, isInactive: _i, ...bank } = l.account;
    records.push({ ...common, ...bank, name: demoText(l.country, 'Collection account'), collectionMethods: ['SDD', 'SCT', 'TRANSFER'], externalReference: `${l.country}-COLL-01` });
    const other = COUNTRIES[l.country].banks.find((b) => b.bic !== l.account.bankBic) ?? COUNTRIES[l.country].banks[0];
    records.push({
      ...common,
      name: demoText(l.country, 'Operating account'),
      bankIban: demoIban(l.country, other, rng),
      bankBic: other.bic,
      bankName: other.name,
      bankOpeningDate: String(l.account.bankOpeningDate ?? '2015-01-01'),
      collectionMethods: ['TRANSFER'],
      overdraftLimit: 250_000,
      externalReference: `${l.country}-OPER-01`,
      balance: rng.int(180_000, 950_000) + rng.int(0, 99) / 100,
    });
    if (l.country === 'FR')
      records.push({
        ...common,
        type: 'ESCROW',
        name: demoText(l.country, 'Security deposits account'),
        bankIban: demoIban(l.country, other, rng),
        bankBic: other.bic,
        bankName: other.name,
        bankOpeningDate: '2018-01-02',
        collectionMethods: [],
        externalReference: 'FR-DEP-01',
        balance: rng.int(90_000, 160_000),
      });
  }
  return records;
}

const payerOf = (invoice: Rec) => ((invoice.persons as Rec[] | undefined) ?? []).find((p) => p.role === 'PAYER') ?? {};
const balanceOf = (invoice: Rec) => (typeof invoice.totalBalance === 'number' ? invoice.totalBalance : Number(invoice.amountInclTax ?? 0));

/**
 * After billing, before the collection cases (docs/demo-data.md, Treasury): the lessors' bank
 * accounts as records; the French and German companies' SEPA direct-debit files of the invoices
 * still open that fell due before this month (the overdue debits presented again), through the product's direct-debit run, sent to
 * and accepted by the bank through the payment file workflow; each lessor's bank statement of the
 * execution day (camt.053) imported through the product's statement import, which pays the
 * invoices it matches (most debits, transfers quoting their invoice, a partial transfer), leaves
 * the returned debits of suspended contracts and a few others open, and keeps an unidentified
 * transfer unmatched; then the Sepa records of the files, the bank operations of the debits,
 * transfers and charges, and the bank transactions of the statements. Invoices due this month are
 * never in a file.
 */
export async function seedDemoTreasury(ctx: AppContext, opts: { tenant: string; username: string; today: string }): Promise<TreasuryResult> {
  const result: TreasuryResult = { bankAccounts: 0, paymentFiles: [], camts: [], paid: [] };
  for (const entity of ['BankAccount', 'BankOperation', 'BankTransaction', 'BankStatement', 'PaymentFile', 'PaymentFileLine', 'Camt', 'Sepa', 'Invoice', 'Person'])
    if (!ctx.registry.has(entity)) return result;
  const who = { username: opts.username, tenant: opts.tenant };
  const actor: WorkflowActor = { username: opts.username, profiles: ['ADMIN'], isAdmin: true };
  // the debits presented at the end of last month: only invoices due before this month's first day
  const executionDate = addDays(monthStart(opts.today), -1);
  const rng = createDemoRandom(TREASURY_SEED + 1);

  // 1. bank accounts, 2. the direct-debit files (the product's run), sent and accepted by the bank
  const { all, accounts, files } = await ctx.db.withTenant(opts.tenant, async (q) => {
    const all = await lessors(ctx, q);
    const accounts = new Map<string, Rec[]>();
    for (const record of planAccounts(all, opts.today)) {
      const saved = await ctx.store.create(q, ctx.registry.get('BankAccount'), record, who);
      accounts.set(String(record.orgaRegistration), [...(accounts.get(String(record.orgaRegistration)) ?? []), saved]);
    }
    const presenting = all.filter((l) => PRESENTING.includes(l.country)).map((l) => l.registration);
    const run = await generateDirectDebits(ctx, q, { executionDate, organizations: presenting, username: opts.username });
    // prepared and handed to the bank three working days ahead of the collection
    await sendAndAccept(ctx, q, run.paymentFiles, addDays(executionDate, -3), opts);
    return { all, accounts, files: run.paymentFiles };
  });
  result.bankAccounts = [...accounts.values()].reduce((n, a) => n + a.length, 0);
  result.paymentFiles = files.map((f) => String(f.registration));

  // the lines of the files, the invoices and contracts behind them
  const { lines, invoices, suspended, transfers } = await ctx.db.withTenant(opts.tenant, async (q) => {
    const { rows: lineRows } = await q.query<{ data: Rec }>(
      `SELECT data FROM ${ctx.registry.get('PaymentFileLine').table} WHERE (data ->> 'paymentFileRegistration') = ANY($1) ORDER BY registration`,
      [result.paymentFiles],
    );
    const { rows: invoiceRows } = await q.query<{ registration: string; status: string; data: Rec }>(
      `SELECT registration, status, data FROM ${ctx.registry.get('Invoice').table} WHERE status IN ('SENT', 'VALIDATED', 'DISPUTED') AND (data ->> 'dueDate') <= $1 ORDER BY registration`,
      [executionDate],
    );
    const { rows: suspendedRows } = await q.query<{ registration: string }>(`SELECT registration FROM ${ctx.registry.get('Contract').table} WHERE status = 'SUSPENDED'`);
    const invoices = new Map<string, Rec>(invoiceRows.map((r) => [r.registration, { ...r.data, status: r.status }]));
    const transfers = invoiceRows.filter((r) => r.status === 'SENT' && r.data.paymentMode === 'TRANSFER').map((r): Rec => ({ ...r.data, status: r.status }));
    return { lines: lineRows.map((r) => r.data), invoices, suspended: new Set(suspendedRows.map((r) => r.registration)), transfers };
  });

  // 3. one statement per lessor for the execution day, imported through the product's import
  const returned = new Set<string>();
  const operationsPlanned: Rec[] = [];
  const statements: StatementPlan[] = [];
  const messageId = `STMT-${executionDate}`;
  for (const lessor of all) {
    const collection = accounts.get(lessor.registration)?.[0];
    if (!collection) continue;
    const country = lessor.country;
    const entries: StatementEntryPlan[] = [];
    for (const line of lines.filter((l) => l.orgaRegistration === lessor.registration)) {
      const invoice = invoices.get(String(line.invoiceRegistration)) ?? ({} as Rec);
      const number = String(invoice.invoiceNumber ?? line.invoiceRegistration);
      // the debits of a suspended contract, and one in six of the others, come back unpaid
      const paid = !suspended.has(String(invoice.contractRegistration)) && !rng.chance(1 / 6);
      if (paid) entries.push({ amountCents: cents(line.amount), endToEndId: String(line.endToEndId), debtor: String(payerOf(invoice).name ?? ''), debtorIban: String(line.iban), remittance: `Invoice ${number}` });
      else returned.add(String(line.invoiceRegistration));
      operationsPlanned.push({
        name: demoText(country, paid ? 'SEPA direct debit of invoice {invoice}' : 'Returned direct debit of invoice {invoice}: insufficient funds', { invoice: number }),
        status: paid ? 'EXECUTED' : 'REJECTED',
        type: 'DIRECT_DEBIT',
        paymentMode: 'SDD',
        dc: 'C',
        amount: Number(line.amount),
        label: `SDD ${number}`,
        reference: line.endToEndId,
        counterpartyName: payerOf(invoice).name ?? null,
        counterpartyIban: line.iban,
        personRegistration: line.personRegistration,
        invoiceRegistration: line.invoiceRegistration,
        contractRegistration: invoice.contractRegistration ?? null,
        _line: line,
      });
    }
    // clients paying by transfer: most quote their invoice, one pays half of it
    const own = transfers.filter((t) => t.orgaRegistration === lessor.registration);
    own.forEach((invoice, k) => {
      if (k % 3 === 2) return; // still unpaid: collection follows
      const number = String(invoice.invoiceNumber ?? invoice.registration);
      const full = cents(balanceOf(invoice));
      const amountCents = k === 1 ? Math.round(full / 2) : full;
      const debtor = String(payerOf(invoice).name ?? '');
      entries.push({ amountCents, debtor, remittance: demoText(country, 'Invoice {invoice}', { invoice: number }) });
      operationsPlanned.push({
        name: demoText(country, 'Credit transfer for invoice {invoice}', { invoice: number }),
        status: 'EXECUTED',
        type: 'CREDIT_TRANSFER',
        paymentMode: 'TRANSFER',
        dc: 'C',
        amount: amountCents / 100,
        label: demoText(country, 'Invoice {invoice}', { invoice: number }),
        reference: number,
        counterpartyName: debtor,
        personRegistration: payerOf(invoice).personRegistration ?? null,
        invoiceRegistration: invoice.registration,
        contractRegistration: invoice.contractRegistration ?? null,
      });
    });
    // a transfer nobody could identify, and the month's bank charges
    entries.push({ amountCents: rng.int(150, 2400) * 100 + rng.int(0, 99), debtor: rng.local(country).company.name(), remittance: demoText(country, 'Unidentified credit transfer') });
    const period = executionDate.slice(0, 7);
    const fee = { amountCents: rng.int(4500, 18_000), debit: true, remittance: demoText(country, 'Bank charges {period}', { period }) };
    entries.push(fee);
    operationsPlanned.push({ name: fee.remittance, status: 'EXECUTED', type: 'FEE', paymentMode: 'TRANSFER', dc: 'D', amount: fee.amountCents / 100, label: fee.remittance, reference: `FEES-${lessor.country}-${period}`, counterpartyName: collection.bankName });
    for (const op of operationsPlanned.filter((o) => !o.orgaRegistration)) Object.assign(op, { orgaRegistration: lessor.registration, bankAccountRegistration: collection.registration, date: executionDate, valueDate: executionDate, currency: 'EUR' });

    statements.push({ id: `${messageId}-${lessor.country}`, iban: String(collection.bankIban), openingCents: rng.int(40_000, 400_000) * 100, entries });
  }
  // the day's statements of the four collection accounts, in one file of the group's cash-management platform
  if (statements.length) {
    const content = Buffer.from(camt053(messageId, executionDate, statements), 'utf8');
    const imported = await importBankStatement(ctx, { fileName: `camt053_${messageId}.xml`, content }, { tenant: opts.tenant, actor });
    result.camts.push(imported.registration);
    for (const p of imported.paid) result.paid.push({ invoiceRegistration: String(p.invoiceRegistration), amount: Number(p.amount), bookingDate: String(p.bookingDate) });
    for (const st of statements) {
      const collection = [...accounts.values()].map((l) => l[0]).find((a) => a?.bankIban === st.iban);
      if (collection) collection.balance = closingCents(st) / 100;
    }
  }

  // 4. Sepa records, line statuses, bank operations and transactions, account balances
  await ctx.db.withTenant(opts.tenant, async (q) => {
    const { rows: fileRows } = await q.query<{ registration: string; data: Rec }>(`SELECT registration, data FROM ${ctx.registry.get('PaymentFile').table} WHERE registration = ANY($1) ORDER BY registration`, [result.paymentFiles]);
    for (const { registration, data } of fileRows) {
      const lessor = all.find((l) => l.registration === data.orgaRegistration);
      await ctx.store.create(
        q,
        ctx.registry.get('Sepa'),
        {
          name: data.name,
          status: 'SETTLED',
          type: 'SDD',
          paymentFileRegistration: registration,
          bankAccountRegistration: accounts.get(String(data.orgaRegistration))?.[0]?.registration ?? null,
          creditorIdentifier: lessor?.account.sepaCreditorIdentifier ?? null,
          messageId: registration,
          executionDate: data.executionDate,
          nbTransactions: data.nbLines,
          totalAmount: data.totalAmount,
          orgaRegistration: data.orgaRegistration,
          currency: 'EUR',
        },
        who,
      );
    }
    const { rows: lineRows } = await q.query<{ registration: string; data: Rec }>(
      `SELECT registration, data FROM ${ctx.registry.get('PaymentFileLine').table} WHERE (data ->> 'paymentFileRegistration') = ANY($1) ORDER BY registration`,
      [result.paymentFiles],
    );
    // the bank accepted the file; the returned debits are rejected lines (their invoices may be presented again); lines have no workflow
    for (const { registration, data } of lineRows)
      await ctx.store.update(q, ctx.registry.get('PaymentFileLine'), registration, { status: returned.has(String(data.invoiceRegistration)) ? 'REJECTED' : 'ACCEPTED' }, { ...who, workflow: true });

    const operations = new Map<string, string>();
    for (const op of operationsPlanned) {
      const { _line, ...record } = op;
      const saved = await ctx.store.create(q, ctx.registry.get('BankOperation'), record, who);
      operations.set(String(record.reference ?? record.invoiceRegistration), String(saved.registration));
      if (record.invoiceRegistration) operations.set(String(record.invoiceRegistration), String(saved.registration));
    }
    const { rows: camtRows } = await q.query<{ registration: string; data: Rec }>(`SELECT registration, data FROM ${ctx.registry.get('Camt').table} WHERE registration = ANY($1) ORDER BY registration`, [result.camts]);
    for (const { registration, data } of camtRows) {
      const { rows: stmts } = await q.query<{ registration: string; data: Rec }>(`SELECT registration, data FROM ${ctx.registry.get('BankStatement').table} WHERE (data ->> 'camtRegistration') = $1`, [registration]);
      const baseOf = (statementId: unknown) => {
        const st = stmts.find((r) => r.data.name === statementId);
        const account = st?.data.bankAccountRegistration ?? null;
        const orga = all.find((l) => accounts.get(l.registration)?.[0]?.registration === account)?.registration ?? null;
        return { bankAccountRegistration: account, bankStatementRegistration: st?.registration ?? null, orgaRegistration: orga, currency: 'EUR' };
      };
      for (const e of (data.entries as Rec[] | undefined) ?? []) {
        const matched = e.result !== 'UNMATCHED';
        await ctx.store.create(
          q,
          ctx.registry.get('BankTransaction'),
          {
            ...baseOf(e.statementId),
            name: e.remittanceInformation ?? e.debtorName,
            status: matched ? 'MATCHED' : 'UNMATCHED',
            date: e.bookingDate,
            valueDate: e.bookingDate,
            amount: Number(e.amount),
            dc: 'C',
            label: e.remittanceInformation,
            reference: e.endToEndId ?? e.entryReference,
            counterpartyName: e.debtorName,
            reconciled: matched,
            bankOperationRegistration: matched ? (operations.get(String(e.endToEndId)) ?? operations.get(String(e.invoiceRegistration)) ?? null) : null,
          },
          who,
        );
      }
      // the charges: debit entries, not invoice payments (the import lists credits only), booked against their operation
      for (const st of stmts) {
        const fee = operationsPlanned.find((o) => o.type === 'FEE' && o.bankAccountRegistration === st.data.bankAccountRegistration);
        if (!fee) continue;
        await ctx.store.create(
          q,
          ctx.registry.get('BankTransaction'),
          { ...baseOf(st.data.name), name: fee.name, status: 'MATCHED', date: fee.date, valueDate: fee.date, amount: fee.amount, dc: 'D', label: fee.label, reference: fee.reference, counterpartyName: fee.counterpartyName, reconciled: true, bankOperationRegistration: operations.get(String(fee.reference)) ?? null },
          who,
        );
      }
    }
    for (const list of accounts.values()) {
      const collection = list[0];
      if (typeof collection?.balance === 'number') await ctx.store.update(q, ctx.registry.get('BankAccount'), String(collection.registration), { balance: collection.balance, balanceDate: executionDate }, who);
    }
  });
  return result;
}

/**
 * Payment files of a demo run dated `fileDate`, then moved through the payment file workflow as the
 * bank would have: marked sent, then accepted (by the system user, as the other demo transitions).
 */
export async function sendAndAccept(ctx: AppContext, q: Queryable, files: Rec[], fileDate: string, opts: { tenant: string; username: string }): Promise<void> {
  const fileInfo = ctx.registry.get('PaymentFile');
  const actor: WorkflowActor = { username: opts.username, profiles: ['ADMIN'], isAdmin: true };
  for (const file of files) {
    const key = String(file.registration);
    await ctx.store.update(q, fileInfo, key, { fileDate }, { username: opts.username, tenant: opts.tenant });
    await runTransition(ctx, q, { info: fileInfo, key, code: 'mark-sent', tenant: opts.tenant, actor });
    await runTransition(ctx, q, { info: fileInfo, key, code: 'accept', tenant: opts.tenant, actor });
  }
}
