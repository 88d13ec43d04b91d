import { formatCurrency } from '../../../engine/format/formatCurrency.ts';
import { formatDate } from '../../../engine/format/formatDate.ts';
import { formatNumber } from '../../../engine/format/formatNumber.ts';
import { amountInWords } from '../invoicePdf/amountInWords.ts';
import { fromMinor } from '../invoicePdf/invoiceModel.ts';
import { amountInWordsLine, createPdf, documentHeader, fitting, footers, MARGIN, paymentBlock, RIGHT, ROW } from '../invoicePdf/pdfLayout.ts';
import type { RenderOptions } from '../invoicePdf/renderInvoicePdf.ts';
import type { ReminderModel } from './reminderModel.ts';

/** Edges of the overdue invoices table: the number and due date from the left, the figures to the right. */
const COLS = { number: MARGIN, dueDate: 200, days: 355, amount: 450, remaining: RIGHT };

/**
 * A payment reminder as a PDF (A4), a letter from the lender to the client: the date, the overdue
 * invoices (number, due date, days overdue, amount, remaining due) over as many pages as needed, the
 * total due (per currency), in words, and how to pay (the invoice's payment block: direct debit
 * under the client's mandate, else the lender's account); in the document locale's formats.
 */
export async function renderReminderPdf(model: ReminderModel, opts: RenderOptions): Promise<Uint8Array> {
  const { settings, labels } = opts;
  const money = (minor: number, currency: string, digits: number) => formatCurrency(fromMinor(minor, digits), settings, { currency });
  const date = (d: string) => formatDate(d, settings);

  const title = labels.reminderTitle;
  const { doc, fonts, w } = await createPdf({ title, author: model.lender.name, locale: settings.locale });
  documentHeader(w, { lender: model.lender, title, facts: [[labels.reminderDate, date(model.date)]], clientLabel: labels.client, client: model.client });

  if (!model.items.length) {
    w.paragraph(labels.reminderNone, { size: 10 });
    footers(doc, fonts, labels, model.lender.name, title);
    return doc.save();
  }
  w.paragraph(labels.reminderIntro, { size: 10 }, MARGIN, 14);
  w.y -= 10;

  const header = () => {
    const y = w.y;
    const head = (text: string, x: number, maxWidth: number, align?: 'right') => w.text(text, x, y, fitting(w.fonts, text, { size: 8.5, bold: true, align, maxWidth }));
    head(labels.invoiceNumber, COLS.number, COLS.dueDate - COLS.number - 10);
    head(labels.dueDate, COLS.dueDate, 90);
    head(labels.daysOverdue, COLS.days, 85, 'right');
    head(labels.amount, COLS.amount, 85, 'right');
    head(labels.remaining, COLS.remaining, 85, 'right');
    w.rule(y - 5);
    w.y = y - ROW - 2;
  };
  header();
  for (const item of model.items) {
    w.need(ROW, header);
    const y = w.y;
    w.text(item.number, COLS.number, y, { size: 9, maxWidth: COLS.dueDate - COLS.number - 10 });
    w.text(item.dueDate ? date(item.dueDate) : '', COLS.dueDate, y, { size: 9 });
    w.text(formatNumber(item.daysOverdue, settings, { maximumFractionDigits: 0 }), COLS.days, y, { size: 9, align: 'right' });
    w.text(money(item.amount, item.currency, item.digits), COLS.amount, y, { size: 9, align: 'right' });
    w.text(money(item.remaining, item.currency, item.digits), COLS.remaining, y, { size: 9, align: 'right' });
    w.y -= ROW;
  }
  w.rule(w.y + ROW - 5);

  w.need(model.totals.length * 18 + 10);
  w.y -= 6;
  for (const total of model.totals) {
    w.text(labels.totalDue, 340, w.y, { size: 10.5, bold: true, maxWidth: 120 });
    w.text(money(total.remaining, total.currency, total.digits), RIGHT, w.y, { size: 10.5, bold: true, align: 'right' });
    w.y -= 18;
  }
  w.y -= 6;

  const single = model.totals.length === 1 ? model.totals[0] : null;
  if (single) amountInWordsLine(w, labels, await amountInWords(single.remaining, single.digits, settings.locale, single.currency));
  const amount = model.totals.map((t) => money(t.remaining, t.currency, t.digits)).join(' + ');
  paymentBlock(w, { labels, amount, date, dueDate: null, reference: model.reference, payment: model.payment, debit: model.debit });
  w.y -= 8;
  w.paragraph(labels.reminderIgnore, { size: 9 });
  footers(doc, fonts, labels, model.lender.name, title);
  return doc.save();
}
