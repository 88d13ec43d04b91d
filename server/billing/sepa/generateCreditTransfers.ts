import { AppError } from '../../../engine/errors/AppError.ts';
import type { AppContext } from '../../context.ts';
import type { Queryable } from '../../db/Database.ts';
import { attachXml } from './attachXml.ts';
import { centsText, fromCents } from './cents.ts';
import type { SkippedInvoice } from './collectionPlan.ts';
import { executionDay } from './executionDay.ts';
import { buildPain001, type CreditTransfer } from './pain001.ts';
import { sepaText } from './sepaText.ts';
import { transferPlan, type DebtorPlan } from './transferPlan.ts';
import { validateAgainstXsd } from './xsdValidation.ts';

type Rec = Record<string, unknown>;

/** What a credit-transfer run made: one payment file per debtor account, and what it left out. */
export interface CreditTransferRun {
  /** Number of payments in all files (the `{count}` of the page action's message). */
  nbTotal: number;
  paymentFiles: Rec[];
  skipped: SkippedInvoice[];
}

/** An end-to-end id the bank hands back: the invoice registration when SEPA allows it. */
const endToEndId = (invoice: Rec, file: string, index: number) => {
  const registration = String(invoice.registration);
  return sepaText(registration, 35) === registration ? registration : `${file}-${index + 1}`;
};

const remittance = (invoice: Rec) =>
  `Invoice ${String(invoice.externalReference ?? invoice.invoiceNumber ?? invoice.registration)}`;

async function writeFile(ctx: AppContext, q: Queryable, plan: DebtorPlan, asked: string, username: string): Promise<Rec> {
  const { debtor, transfers, organization } = plan;
  const fileInfo = ctx.registry.get('PaymentFile');
  const executionDate = executionDay(asked, debtor.iban);
  const totalCents = transfers.reduce((s, t) => s + t.amountCents, 0);
  const today = new Date();
  const file = await ctx.store.create(
    q,
    fileInfo,
    {
      name: `SEPA credit transfers ${executionDate} ${debtor.name}`.slice(0, 200),
      status: 'GENERATED',
      type: 'SCT',
      paymentMode: 'SCT',
      fileDate: today.toISOString().slice(0, 10),
      executionDate,
      bankAccountRegistration: debtor.bankAccountRegistration,
      orgaRegistration: organization,
      currency: 'EUR',
      totalAmount: fromCents(totalCents),
      nbLines: transfers.length,
    },
    { username },
  );
  const registration = String(file.registration);
  const payments: CreditTransfer[] = transfers.map((t, i) => ({
    endToEndId: endToEndId(t.invoice, registration, i),
    amountCents: t.amountCents,
    creditor: t.creditor,
    remittance: remittance(t.invoice),
  }));
  const xml = buildPain001({ messageId: registration, createdAt: today, executionDate, debtor, transfers: payments });
  const problems = await validateAgainstXsd('pain.001.001.03', xml);
  if (problems.length)
    throw new AppError('SEPA_FILE_INVALID', [
      'pain.001.001.03',
      problems.map((p) => `line ${p.line ?? '?'}: ${p.message}`).join('; '),
    ]);
  const lineInfo = ctx.registry.get('PaymentFileLine');
  for (const [i, p] of payments.entries()) {
    const t = transfers[i];
    await ctx.store.create(
      q,
      lineInfo,
      {
        name: `${String(t.invoice.registration)} ${t.creditor.name}`.slice(0, 200),
        status: 'PENDING',
        paymentFileRegistration: registration,
        invoiceRegistration: t.invoice.registration,
        personRegistration: t.payee,
        amount: fromCents(p.amountCents),
        iban: t.creditor.iban,
        bic: t.creditor.bic,
        endToEndId: p.endToEndId,
        orgaRegistration: organization,
        currency: 'EUR',
      },
      { username },
    );
  }
  const stored = await attachXml(ctx, q, fileInfo, file, { fileName: `${registration}.pain.001.001.03.xml`, xml }, username);
  return {
    registration,
    name: stored.name,
    organization,
    debtorIban: debtor.iban,
    executionDate,
    nbLines: transfers.length,
    totalAmount: centsText(totalCents),
    document: (stored.document as Rec).url,
  };
}

/**
 * Generates the SEPA credit-transfer files (pain.001.001.03) of the due supplier invoices: one
 * PaymentFile per account paid from, with a PaymentFileLine per invoice and the XML, checked against
 * the published XSD, stored as its Document. The execution date is moved to the next business day
 * of the account's country. One run at a time per tenant, so no supplier is paid twice.
 */
export async function generateCreditTransfers(
  ctx: AppContext,
  q: Queryable,
  r: { executionDate: string; organizations: string[]; username: string },
): Promise<CreditTransferRun> {
  await q.query('SELECT pg_advisory_xact_lock(hashtext($1))', [`tabula-sepa-credit-transfers:${q.tenant ?? ''}`]);
  const { plans, skipped } = await transferPlan(ctx, q, r.executionDate, r.organizations);
  const paymentFiles: Rec[] = [];
  for (const plan of plans) paymentFiles.push(await writeFile(ctx, q, plan, r.executionDate, r.username));
  return { nbTotal: plans.reduce((n, p) => n + p.transfers.length, 0), paymentFiles, skipped };
}
