import { formatCurrency } from '../../../engine/format/formatCurrency.ts';
import { formatDate } from '../../../engine/format/formatDate.ts';
import { formatPercentage } from '../../../engine/format/formatPercentage.ts';
import type { LocaleSettings } from '../../../engine/format/LocaleSettings.ts';
import { amountInWords } from './amountInWords.ts';
import type { InvoiceLabels } from './invoiceLabels.ts';
import { fromMinor, type InvoiceModel } from './invoiceModel.ts';
import { amountInWordsLine, createPdf, documentHeader, fitting, footers, GREY, MARGIN, paymentBlock, RIGHT, ROW } from './pdfLayout.ts';

/** How the document is written: the locale's formats and the translated labels. */
export interface RenderOptions {
  settings: LocaleSettings;
  labels: InvoiceLabels;
}

/** Right edges of the amount columns of the lines table; the label takes what is left of the first. */
const COLS = { label: MARGIN, exclTax: 330, taxRate: 390, taxAmount: 465, inclTax: RIGHT };

/**
 * The invoice as a PDF (A4): lender and client, number and dates, the lines (label, amount excl.
 * tax, tax rate, tax amount, amount incl. tax) over as many pages as needed, tax totals per rate,
 * totals, the total in words, and how it is paid (direct debit under the client's mandate, else to
 * the lender's bank account); amounts, rates and dates in the locale's formats.
 */
export async function renderInvoicePdf(model: InvoiceModel, opts: RenderOptions): Promise<Uint8Array> {
  const { settings, labels } = opts;
  const money = (minor: number) => formatCurrency(fromMinor(minor, model.digits), settings, { currency: model.currency });
  const rate = (r: number | null) => (r === null ? '—' : formatPercentage(r, settings, { maximumFractionDigits: 2 }));
  const date = (d: string | null) => (d ? formatDate(d, settings) : '');

  const title = `${labels.title} ${model.number}`;
  const { doc, fonts, w } = await createPdf({ title, author: model.lender.name, locale: settings.locale });

  // not validated yet (no status is the workflow's initial DRAFT): marked so it is not taken for the final one
  const mark = model.status === null || model.status === 'DRAFT' ? labels.draft : model.status === 'CANCELLED' ? labels.cancelled : null;
  const facts: [string, string][] = [[labels.invoiceNumber, model.number]];
  if (model.registration && model.registration !== model.number) facts.push([labels.registration, model.registration]);
  if (model.issueDate) facts.push([labels.issueDate, date(model.issueDate)]);
  if (model.dueDate) facts.push([labels.dueDate, date(model.dueDate)]);
  if (model.contractRegistration) facts.push([labels.contract, model.contractRegistration]);
  documentHeader(w, { lender: model.lender, title: labels.title, number: model.number, mark, facts, clientLabel: labels.billTo, client: model.client });

  // Lines.
  const header = () => {
    const y = w.y;
    const head = (text: string, x: number, maxWidth: number, align?: 'right') => w.text(text, x, y, fitting(w.fonts, text, { size: 8.5, bold: true, align, maxWidth }));
    head(labels.label, COLS.label, COLS.exclTax - 75 - COLS.label);
    head(labels.exclTax, COLS.exclTax, 75, 'right');
    head(labels.taxRate, COLS.taxRate, 55, 'right');
    head(labels.taxAmount, COLS.taxAmount, 70, 'right');
    head(labels.inclTax, COLS.inclTax, 75, 'right');
    w.rule(y - 5);
    w.y = y - ROW - 2;
  };
  header();
  for (const line of model.lines) {
    w.need(ROW, header);
    const y = w.y;
    w.text(line.label, COLS.label, y, { size: 9, maxWidth: COLS.exclTax - 80 - COLS.label });
    w.text(money(line.exclTax), COLS.exclTax, y, { size: 9, align: 'right' });
    w.text(rate(line.rate), COLS.taxRate, y, { size: 9, align: 'right' });
    w.text(money(line.tax), COLS.taxAmount, y, { size: 9, align: 'right' });
    w.text(money(line.inclTax), COLS.inclTax, y, { size: 9, align: 'right' });
    w.y -= ROW;
  }
  w.rule(w.y + ROW - 5);

  // Tax totals per rate (left) and totals (right).
  const summaryHeight = Math.max(model.taxes.length + 2, 4) * 14 + 20;
  w.need(summaryHeight);
  const sumTop = w.y - 8;
  w.text(labels.taxSummary, MARGIN, sumTop, { size: 9, bold: true });
  w.text(labels.taxRate, 150, sumTop - 14, { size: 8.5, color: GREY, align: 'right' });
  w.text(labels.taxBase, 230, sumTop - 14, { size: 8.5, color: GREY, align: 'right' });
  w.text(labels.taxAmount, 300, sumTop - 14, { size: 8.5, color: GREY, align: 'right' });
  let taxY = sumTop - 28;
  for (const g of model.taxes) {
    w.text(rate(g.rate), 150, taxY, { size: 9, align: 'right' });
    w.text(money(g.base), 230, taxY, { size: 9, align: 'right' });
    w.text(money(g.tax), 300, taxY, { size: 9, align: 'right' });
    taxY -= 14;
  }
  const totals: [string, number, boolean][] = [
    [labels.totalExclTax, model.totals.exclTax, false],
    [labels.totalTax, model.totals.tax, false],
    [labels.totalInclTax, model.totals.inclTax, true],
  ];
  let totY = sumTop;
  for (const [label, value, strong] of totals) {
    w.text(label, 340, totY, { size: strong ? 10.5 : 9, bold: strong, maxWidth: 120 });
    w.text(money(value), RIGHT, totY, { size: strong ? 10.5 : 9, bold: strong, align: 'right' });
    totY -= strong ? 18 : 14;
  }
  w.y = Math.min(taxY, totY) - 16;

  amountInWordsLine(w, labels, await amountInWords(model.totals.inclTax, model.digits, settings.locale, model.currency));
  paymentBlock(w, { labels, amount: money(model.totals.inclTax), date, dueDate: model.dueDate, reference: model.number, payment: model.payment, debit: model.debit });
  footers(doc, fonts, labels, model.lender.name, title);
  return doc.save();
}
