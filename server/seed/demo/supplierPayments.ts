import type { WorkflowActor } from '../../../engine/workflow/types.ts';
import { executionDay } from '../../billing/sepa/executionDay.ts';
import { generateCreditTransfers } from '../../billing/sepa/generateCreditTransfers.ts';
import { importBankStatement } from '../../billing/sepa/importBankStatement.ts';
import type { AppContext } from '../../context.ts';
import type { Queryable } from '../../db/Database.ts';
import { camt054, type NotificationPlan } from './camtXml.ts';
import { addDays } from './dates.ts';
import { readRows, type DemoRow, type DemoStepOptions } from './demoRecords.ts';
import { planSupplierInvoice, type BoughtAsset, type PlannedPayable } from './supplierInvoices.ts';
import { demoText } from './texts.ts';
import { lessors, sendAndAccept, type Lessor } from './treasury.ts';
import type { Country, Rec } from './types.ts';

/** What the step wrote, for the tests. */
export interface SupplierPaymentsResult {
  runDay: string | null;
  payables: string[];
  paymentFiles: string[];
  camt: string | null;
}

/** The contracts whose assets were bought: they were activated (in force, or ended). */
const ACTIVATED = ['ACTIVE', 'SUSPENDED', 'TERMINATED'];

/** A lessor with the account it pays its suppliers from (its operating account, treasury.ts). */
interface Payer extends Lessor {
  paying: DemoRow;
}

/** The last day before today that is a business day of every paying account's country: the payment run's day. */
function runDayOf(payers: Payer[], today: string): string {
  let day = addDays(today, -1);
  while (payers.some((p) => executionDay(day, String(p.paying.data.bankIban)) !== day)) day = addDays(day, -1);
  return day;
}

/** The delivered assets of activated contracts with their supplier's invoice number, supplier and buyer. */
async function boughtAssets(ctx: AppContext, q: Queryable, payers: Payer[]): Promise<BoughtAsset[]> {
  const assets = await readRows(ctx, q, 'Asset', `(data ->> 'deliveryDate') IS NOT NULL AND (data ->> 'supplierRegistration') IS NOT NULL AND (data ->> 'invoiceNumber') IS NOT NULL`);
  const contracts = new Map((await readRows(ctx, q, 'Contract', 'status = ANY($1)', [ACTIVATED])).map((c) => [c.registration, c]));
  const supplierKeys = [...new Set(assets.map((a) => String(a.data.supplierRegistration)))];
  const suppliers = new Map((await readRows(ctx, q, 'Person', 'registration = ANY($1)', [supplierKeys])).map((p) => [p.registration, p]));
  return assets.flatMap((a) => {
    const payer = payers.find((p) => p.registration === a.data.orgaRegistration);
    const supplier = suppliers.get(String(a.data.supplierRegistration));
    if (!payer || !supplier || !contracts.has(String(a.data.contractRegistration))) return [];
    const country = (((supplier.data.addresses as Rec[] | undefined) ?? [])[0]?.country ?? null) as Country | null;
    return [
      {
        registration: a.registration,
        name: String(a.data.name),
        priceExclTax: Number(a.data.priceExclTax),
        quantity: Number(a.data.quantity ?? 1) || 1,
        deliveryDate: String(a.data.deliveryDate),
        supplierInvoiceNumber: String(a.data.invoiceNumber),
        contractRegistration: String(a.data.contractRegistration),
        supplier: { registration: supplier.registration, name: String(supplier.data.name), country },
        lessor: { registration: payer.registration, name: payer.name, country: payer.country, payingAccount: String(payer.paying.data.name) },
      },
    ];
  });
}

/**
 * The last step (docs/demo-data.md, Supplier payments): the supplier's invoice of every asset
 * bought for an activated contract, payable by the lessor company from its operating account; the
 * product's credit-transfer run (`generateCreditTransfers`, one pain.001 per paying account,
 * checked against the XSD) on the last business day before today pays those due in the last two
 * months, its files sent to and accepted by the bank through the payment file workflow; the older
 * invoices were paid by earlier transfers; the invoices due later stay open. One camt.054 debit
 * notification per paying account, imported through the product's import, books every transfer
 * (the run's by end-to-end id, the earlier ones on their own day) and so marks the invoices PAID;
 * then the Sepa records of the files, and a bank operation and a bank transaction per transfer.
 */
export async function seedDemoSupplierPayments(ctx: AppContext, opts: DemoStepOptions): Promise<SupplierPaymentsResult> {
  const result: SupplierPaymentsResult = { runDay: null, payables: [], paymentFiles: [], camt: null };
  for (const entity of ['Asset', 'BankAccount', 'BankOperation', 'BankTransaction', 'PaymentFile', 'PaymentFileLine', 'Camt', 'Sepa', 'Invoice', 'Person', 'Contract'])
    if (!ctx.registry.has(entity)) return result;
  const who = { username: opts.username, tenant: opts.tenant };
  const actor: WorkflowActor = { username: opts.username, profiles: ['ADMIN'], isAdmin: true };
  const invoiceInfo = ctx.registry.get('Invoice');

  // 1. the supplier invoices (the earlier ones after the run, which would pay them again), 2. the run, sent and accepted
  const written = await ctx.db.withTenant(opts.tenant, async (q) => {
    const accounts = await readRows(ctx, q, 'BankAccount', `(data ->> 'externalReference') LIKE '%-OPER-01'`);
    const payers: Payer[] = (await lessors(ctx, q)).flatMap((l) => {
      const paying = accounts.find((a) => a.data.personRegistration === l.registration);
      return paying ? [{ ...l, paying }] : [];
    });
    if (!payers.length) return undefined;
    const runDay = runDayOf(payers, opts.today);
    const planned = (await boughtAssets(ctx, q, payers)).map((a) => planSupplierInvoice(a, runDay, opts.today));
    const create = async (list: PlannedPayable[]) => {
      const out: Rec[] = [];
      for (const p of list) out.push({ ...(await ctx.store.create(q, invoiceInfo, p.record, who)), settlement: p.settlement });
      return out;
    };
    const current = await create(planned.filter((p) => p.settlement !== 'EARLIER'));
    const run = await generateCreditTransfers(ctx, q, { executionDate: runDay, organizations: payers.map((p) => p.registration), username: opts.username });
    // prepared the day before, handed to the bank and accepted
    await sendAndAccept(ctx, q, run.paymentFiles, addDays(runDay, -1), opts);
    const earlier = await create(planned.filter((p) => p.settlement === 'EARLIER'));
    return { payers, runDay, payables: [...current, ...earlier], files: run.paymentFiles.map((f) => String(f.registration)) };
  });
  if (!written) return result;
  const { payers, runDay, payables, files } = written;
  result.runDay = runDay;
  result.payables = payables.map((p) => String(p.registration));
  result.paymentFiles = files;

  // 3. the bank's debit notification of each paying account: the run's transfers, and the earlier ones on their day
  const lines = await ctx.db.withTenant(opts.tenant, async (q) =>
    (await readRows(ctx, q, 'PaymentFileLine', `(data ->> 'paymentFileRegistration') = ANY($1)`, [files])).map((l) => l.data),
  );
  const messageId = `NTF-SCT-${runDay}`;
  const transfers: { invoice: Rec; payer: Payer; day: string; endToEndId: string }[] = [];
  for (const invoice of payables) {
    const payer = payers.find((p) => p.registration === invoice.orgaRegistration) as Payer;
    const iban = String(payer.paying.data.bankIban);
    const line = lines.find((l) => l.invoiceRegistration === invoice.registration);
    if (line) transfers.push({ invoice, payer, day: runDay, endToEndId: String(line.endToEndId) });
    else if (invoice.settlement === 'EARLIER') transfers.push({ invoice, payer, day: executionDay(String(invoice.dueDate), iban), endToEndId: String(invoice.registration) });
  }
  transfers.sort((a, b) => a.day.localeCompare(b.day) || String(a.invoice.registration).localeCompare(String(b.invoice.registration)));
  const payeeOf = (invoice: Rec) => ((invoice.persons as Rec[]) ?? []).find((p) => p.role === 'PAYEE') ?? {};
  const suppliers = await ctx.db.withTenant(opts.tenant, async (q) =>
    new Map((await readRows(ctx, q, 'Person', 'registration = ANY($1)', [[...new Set(payables.map((i) => String(payeeOf(i).personRegistration)))]])).map((p) => [p.registration, p.data])),
  );
  const ibanOf = (supplier: string) => String(((suppliers.get(supplier)?.bankAccounts as Rec[] | undefined) ?? [])[0]?.bankIban ?? '');
  const notifications: NotificationPlan[] = payers.flatMap((payer) => {
    const own = transfers.filter((t) => t.payer === payer);
    if (!own.length) return [];
    return [
      {
        id: `${messageId}-${payer.country}`,
        iban: String(payer.paying.data.bankIban),
        from: own[0].day,
        to: runDay,
        entries: own.map((t) => ({
          amountCents: Math.round(Number(t.invoice.amountInclTax) * 100),
          debit: true,
          endToEndId: t.endToEndId,
          creditor: String(payeeOf(t.invoice).name ?? ''),
          creditorIban: ibanOf(String(payeeOf(t.invoice).personRegistration)),
          remittance: `Invoice ${String(t.invoice.externalReference)}`,
          day: t.day,
        })),
      },
    ];
  });
  if (!notifications.length) return result;
  const content = Buffer.from(camt054(messageId, runDay, notifications), 'utf8');
  const imported = await importBankStatement(ctx, { fileName: `camt054_${messageId}.xml`, content }, { tenant: opts.tenant, actor });
  result.camt = imported.registration;

  // 4. the files' Sepa records and lines, a bank operation and a bank transaction per transfer
  await ctx.db.withTenant(opts.tenant, async (q) => {
    const paid = new Set(imported.paid.map((p) => String(p.invoiceRegistration)));
    for (const file of await readRows(ctx, q, 'PaymentFile', 'registration = ANY($1)', [files])) {
      const { data } = file;
      await ctx.store.create(
        q,
        ctx.registry.get('Sepa'),
        {
          name: data.name,
          status: 'SETTLED',
          type: 'SCT',
          paymentFileRegistration: file.registration,
          bankAccountRegistration: data.bankAccountRegistration ?? null,
          messageId: file.registration,
          executionDate: data.executionDate,
          nbTransactions: data.nbLines,
          totalAmount: data.totalAmount,
          orgaRegistration: data.orgaRegistration,
          currency: 'EUR',
        },
        who,
      );
    }
    for (const line of await readRows(ctx, q, 'PaymentFileLine', `(data ->> 'paymentFileRegistration') = ANY($1)`, [files]))
      await ctx.store.update(q, ctx.registry.get('PaymentFileLine'), line.registration, { status: paid.has(String(line.data.invoiceRegistration)) ? 'ACCEPTED' : 'REJECTED' }, { ...who, workflow: true });
    const entries = new Map(imported.paid.map((e) => [String(e.invoiceRegistration), e]));
    for (const t of transfers) {
      const entry = entries.get(String(t.invoice.registration));
      if (!entry) continue;
      const supplier = payeeOf(t.invoice);
      const invoice = String(t.invoice.externalReference);
      const base = {
        orgaRegistration: t.payer.registration,
        bankAccountRegistration: t.payer.paying.registration,
        date: t.day,
        valueDate: t.day,
        amount: Number(t.invoice.amountInclTax),
        dc: 'D',
        label: `Invoice ${invoice}`,
        reference: t.endToEndId,
        counterpartyName: supplier.name ?? null,
        currency: 'EUR',
      };
      const operation = await ctx.store.create(
        q,
        ctx.registry.get('BankOperation'),
        {
          ...base,
          name: demoText(t.payer.country, 'Transfer to {supplier} for invoice {invoice}', { supplier: String(supplier.name ?? ''), invoice }),
          status: 'EXECUTED',
          type: 'CREDIT_TRANSFER',
          paymentMode: 'SCT',
          counterpartyIban: ibanOf(String(supplier.personRegistration)) || null,
          personRegistration: supplier.personRegistration ?? null,
          invoiceRegistration: t.invoice.registration,
          contractRegistration: t.invoice.contractRegistration ?? null,
        },
        who,
      );
      await ctx.store.create(
        q,
        ctx.registry.get('BankTransaction'),
        { ...base, name: entry.remittanceInformation ?? base.label, status: 'MATCHED', reconciled: true, bankStatementRegistration: null, bankOperationRegistration: operation.registration },
        who,
      );
    }
  });
  return result;
}
