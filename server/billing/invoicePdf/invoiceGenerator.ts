import type { DocumentGenerator } from '../../storage/generatedDocuments.ts';
import { buildInvoiceModel } from './invoiceModel.ts';
import { isControl } from './pdfText.ts';
import { readInvoiceInput } from './invoiceSource.ts';
import { renderInvoicePdf } from './renderInvoicePdf.ts';

/**
 * Statuses of an invoice never sent (the shipped workflow cancels only DRAFT or VALIDATED ones): its
 * document is remade when the invoice changed since (a cancelled one then shows CANCELLED).
 */
export const INVOICE_UNSENT_STATUSES: readonly (string | null)[] = [null, 'DRAFT', 'VALIDATED', 'CANCELLED'];

/** A file name without path separators or control characters. */
function safeFileName(name: string): string {
  const chars = [...name].map((ch) => (isControl(ch.codePointAt(0) as number) || '/\\:*?"<>|'.includes(ch) ? '-' : ch));
  return chars.join('').trim() || 'invoice';
}

/**
 * The INVOICE document of an Invoice: a PDF made from the invoice, its persons, the lender's bank
 * account and the tenant's locale (server/billing/invoicePdf/). Followed while the invoice was never
 * sent; frozen once sent (a `generateDocument` action still remakes it on purpose).
 */
export const invoiceDocumentGenerator: DocumentGenerator = {
  entityName: 'Invoice',
  documentType: 'INVOICE',
  followsChanges: (record) => INVOICE_UNSENT_STATUSES.includes(typeof record.status === 'string' ? record.status : null),
  async render({ ctx, q, record, username, profile }) {
    const input = await readInvoiceInput(ctx, q, record, profile, username);
    const model = buildInvoiceModel(input.source);
    const content = Buffer.from(await renderInvoicePdf(model, { settings: input.settings, labels: input.labels }));
    const name = `${input.labels.title} ${model.number}`;
    return { name, fileName: `${safeFileName(name)}.pdf`, mimeType: 'application/pdf', content };
  },
};
