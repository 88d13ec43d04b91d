import { AppError } from '../../../engine/errors/AppError.ts';
import type { AppContext } from '../../context.ts';
import type { Queryable } from '../../db/Database.ts';
import { attachXml } from './attachXml.ts';
import { centsText, fromCents } from './cents.ts';
import { collectionPlan, type CreditorPlan, type SkippedInvoice } from './collectionPlan.ts';
import { collectedMandates } from './dueInvoices.ts';
import { buildPain008, type DirectDebitTransaction } from './pain008.ts';
import { sepaText } from './sepaText.ts';
import { validateAgainstXsd } from './xsdValidation.ts';

type Rec = Record<string, unknown>;

/** What a direct-debit run made: one payment file per creditor organization, and what it left out. */
export interface DirectDebitRun {
  /** Number of collections in all files (the `{count}` of the page action's message). */
  nbTotal: number;
  paymentFiles: Rec[];
  skipped: SkippedInvoice[];
}

/** An end-to-end id the bank hands back in the statement: the invoice registration when SEPA allows it. */
const endToEndId = (invoice: Rec, file: string, index: number) => {
  const registration = String(invoice.registration);
  return sepaText(registration, 35) === registration ? registration : `${file}-${index + 1}`;
};

async function writeFile(
  ctx: AppContext,
  q: Queryable,
  plan: CreditorPlan,
  executionDate: string,
  username: string,
): Promise<Rec> {
  const { creditor, debits, scheme } = plan;
  const fileInfo = ctx.registry.get('PaymentFile');
  const totalCents = debits.reduce((s, d) => s + d.amountCents, 0);
  const today = new Date();
  const file = await ctx.store.create(
    q,
    fileInfo,
    {
      name: `SEPA direct debits${scheme === 'B2B' ? ' B2B' : ''} ${executionDate} ${creditor.name}`.slice(0, 200),
      status: 'GENERATED',
      type: scheme === 'B2B' ? 'SDD_B2B' : 'SDD',
      paymentMode: 'SDD',
      fileDate: today.toISOString().slice(0, 10),
      executionDate,
      bankAccountRegistration: creditor.bankAccountRegistration,
      orgaRegistration: creditor.organization,
      currency: 'EUR',
      totalAmount: fromCents(totalCents),
      nbLines: debits.length,
    },
    { username },
  );
  const registration = String(file.registration);
  const recurring = await collectedMandates(
    ctx,
    q,
    debits.map((d) => d.mandateId),
  );
  const transactions: DirectDebitTransaction[] = debits.map((d, i) => ({
    endToEndId: endToEndId(d.invoice, registration, i),
    amountCents: d.amountCents,
    mandateId: d.mandateId,
    mandateSignatureDate: d.signatureDate,
    sequenceType: recurring.has(d.mandateId) ? 'RCUR' : 'FRST',
    debtor: { name: d.debtorName, iban: d.iban, bic: d.bic },
    remittance: `Invoice ${String(d.invoice.invoiceNumber ?? d.invoice.registration)}`,
  }));
  const xml = buildPain008({
    scheme,
    messageId: registration,
    createdAt: today,
    executionDate,
    creditor,
    transactions,
  });
  const problems = await validateAgainstXsd('pain.008.001.02', xml);
  if (problems.length)
    throw new AppError('SEPA_FILE_INVALID', [
      'pain.008.001.02',
      problems.map((p) => `line ${p.line ?? '?'}: ${p.message}`).join('; '),
    ]);

  const lineInfo = ctx.registry.get('PaymentFileLine');
  for (const [i, t] of transactions.entries()) {
    const d = debits[i];
    await ctx.store.create(
      q,
      lineInfo,
      {
        name: `${String(d.invoice.registration)} ${d.debtorName}`.slice(0, 200),
        status: 'PENDING',
        paymentFileRegistration: registration,
        invoiceRegistration: d.invoice.registration,
        personRegistration: d.payer,
        amount: fromCents(t.amountCents),
        iban: t.debtor.iban,
        bic: t.debtor.bic,
        rumReference: t.mandateId,
        endToEndId: t.endToEndId,
        orgaRegistration: creditor.organization,
        currency: 'EUR',
      },
      { username },
    );
  }
  const stored = await attachXml(
    ctx,
    q,
    fileInfo,
    file,
    { fileName: `${registration}.pain.008.001.02.xml`, xml },
    username,
  );
  return {
    registration,
    name: stored.name,
    organization: creditor.organization,
    scheme,
    executionDate,
    nbLines: debits.length,
    totalAmount: centsText(totalCents),
    document: (stored.document as Rec).url,
  };
}

/**
 * Generates the SEPA direct-debit files (pain.008.001.02) of the due invoices: one PaymentFile
 * per creditor organization and scheme (Core, B2B) with a PaymentFileLine per invoice and the XML, checked
 * against the published XSD, stored as its Document. Runs in the caller's tenant transaction, one
 * run at a time per tenant, so no invoice is collected twice.
 */
export async function generateDirectDebits(
  ctx: AppContext,
  q: Queryable,
  r: { executionDate: string; organizations: string[]; username: string },
): Promise<DirectDebitRun> {
  await q.query('SELECT pg_advisory_xact_lock(hashtext($1))', [
    `tabula-sepa-direct-debits:${q.tenant ?? ''}`,
  ]);
  const { plans, skipped } = await collectionPlan(ctx, q, r.executionDate, r.organizations);
  const paymentFiles: Rec[] = [];
  for (const plan of plans) paymentFiles.push(await writeFile(ctx, q, plan, r.executionDate, r.username));
  return { nbTotal: plans.reduce((n, p) => n + p.debits.length, 0), paymentFiles, skipped };
}
