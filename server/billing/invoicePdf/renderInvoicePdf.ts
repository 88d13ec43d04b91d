import { PDFDocument, rgb, type PDFPage } from 'pdf-lib';
import { formatCurrency } from '../../../engine/format/formatCurrency.ts';
import { formatDate } from '../../../engine/format/formatDate.ts';
import { formatPercentage } from '../../../engine/format/formatPercentage.ts';
import type { LocaleSettings } from '../../../engine/format/LocaleSettings.ts';
import { fillLabel, type InvoiceLabels } from './invoiceLabels.ts';
import { fromMinor, type InvoiceModel, type Party } from './invoiceModel.ts';
import { drawText, embedFonts, textWidth, type PdfFonts, type TextStyle } from './pdfText.ts';

/** How the document is written: the locale's formats and the translated labels. */
export interface RenderOptions {
  settings: LocaleSettings;
  labels: InvoiceLabels;
}

const A4: [number, number] = [595.28, 841.89];
const MARGIN = 50;
const RIGHT = A4[0] - MARGIN;
const GREY = rgb(0.4, 0.4, 0.4);
const LINE = rgb(0.8, 0.8, 0.8);
const MARK = rgb(0.75, 0.1, 0.1);
/** Right edges of the amount columns of the lines table; the label takes what is left of the first. */
const COLS = { label: MARGIN, exclTax: 330, taxRate: 390, taxAmount: 465, inclTax: RIGHT };
const ROW = 16;
/** Below this height a new page starts (room for the footer). */
const BOTTOM = 90;

/** Draws page after page, moving down and breaking pages when the space runs out. */
class Writer {
  page: PDFPage;
  y: number;
  constructor(
    readonly doc: PDFDocument,
    readonly fonts: PdfFonts,
  ) {
    this.page = doc.addPage(A4);
    this.y = A4[1] - MARGIN;
  }
  text(text: string, x: number, y: number, style: TextStyle): void {
    drawText(this.page, this.fonts, text, x, y, style);
  }
  rule(y: number, from = MARGIN, to = RIGHT): void {
    this.page.drawLine({ start: { x: from, y }, end: { x: to, y }, thickness: 0.5, color: LINE });
  }
  /** Makes room for `height` points, starting a new page (and calling `onNewPage`) when needed. */
  need(height: number, onNewPage?: () => void): void {
    if (this.y - height >= BOTTOM) return;
    this.page = this.doc.addPage(A4);
    this.y = A4[1] - MARGIN;
    onNewPage?.();
  }
}

function party(w: Writer, p: Party, x: number, y: number, width: number, nameSize: number): number {
  w.text(p.name, x, y, { size: nameSize, bold: true, maxWidth: width });
  let at = y - nameSize - 3;
  for (const line of p.lines) {
    w.text(line, x, at, { size: 9, maxWidth: width, color: GREY });
    at -= 12;
  }
  return at;
}

/**
 * The invoice as a PDF (A4): lender and client, number and dates, the lines (label, amount excl.
 * tax, tax rate, tax amount, amount incl. tax) over as many pages as needed, tax totals per rate,
 * totals, and the bank account to pay to; amounts, rates and dates in the locale's formats.
 */
export async function renderInvoicePdf(model: InvoiceModel, opts: RenderOptions): Promise<Uint8Array> {
  const { settings, labels } = opts;
  const money = (minor: number) => formatCurrency(fromMinor(minor, model.digits), settings, { currency: model.currency });
  const rate = (r: number | null) => (r === null ? '—' : formatPercentage(r, settings, { maximumFractionDigits: 2 }));
  const date = (d: string | null) => (d ? formatDate(d, settings) : '');

  const doc = await PDFDocument.create();
  const fonts = await embedFonts(doc);
  const w = new Writer(doc, fonts);
  const title = `${labels.title} ${model.number}`;
  doc.setTitle(title);
  doc.setAuthor(model.lender.name);
  doc.setSubject(title);
  doc.setCreator('Tabula');
  doc.setProducer('Tabula');
  doc.setLanguage(settings.locale);

  // Header: lender on the left, title and number on the right.
  const top = w.y;
  const lenderEnd = party(w, model.lender, MARGIN, top - 4, 280, 14);
  w.text(labels.title, RIGHT, top - 8, { size: 22, bold: true, align: 'right' });
  w.text(model.number, RIGHT, top - 28, { size: 11, align: 'right', maxWidth: 200 });
  // not validated yet (no status is the workflow's initial DRAFT): marked so it is not taken for the final one
  const mark = model.status === null || model.status === 'DRAFT' ? labels.draft : model.status === 'CANCELLED' ? labels.cancelled : null;
  if (mark) w.text(mark.toUpperCase(), RIGHT, top - 46, { size: 12, bold: true, color: MARK, align: 'right' });

  // Dates and references on the left, the client on the right.
  const blockTop = Math.min(lenderEnd, top - 70) - 20;
  const facts: [string, string][] = [[labels.invoiceNumber, model.number]];
  if (model.registration && model.registration !== model.number) facts.push([labels.registration, model.registration]);
  if (model.issueDate) facts.push([labels.issueDate, date(model.issueDate)]);
  if (model.dueDate) facts.push([labels.dueDate, date(model.dueDate)]);
  if (model.contractRegistration) facts.push([labels.contract, model.contractRegistration]);
  let factsY = blockTop;
  for (const [label, value] of facts) {
    w.text(label, MARGIN, factsY, { size: 9, color: GREY, maxWidth: 95 });
    w.text(value, MARGIN + 100, factsY, { size: 9, maxWidth: 170 });
    factsY -= 13;
  }
  let clientY = blockTop;
  if (model.client) {
    w.text(labels.billTo, 320, clientY, { size: 9, color: GREY });
    clientY = party(w, model.client, 320, clientY - 14, RIGHT - 320, 11);
  }
  w.y = Math.min(factsY, clientY) - 20;

  // Lines.
  const header = () => {
    const y = w.y;
    w.text(labels.label, COLS.label, y, { size: 8.5, bold: true, maxWidth: COLS.exclTax - 75 - COLS.label });
    w.text(labels.exclTax, COLS.exclTax, y, { size: 8.5, bold: true, align: 'right', maxWidth: 75 });
    w.text(labels.taxRate, COLS.taxRate, y, { size: 8.5, bold: true, align: 'right', maxWidth: 55 });
    w.text(labels.taxAmount, COLS.taxAmount, y, { size: 8.5, bold: true, align: 'right', maxWidth: 70 });
    w.text(labels.inclTax, COLS.inclTax, y, { size: 8.5, bold: true, align: 'right', maxWidth: 75 });
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

  // Payment.
  w.need(100);
  w.text(labels.payment, MARGIN, w.y, { size: 10, bold: true });
  w.y -= 15;
  const amount = money(model.totals.inclTax);
  w.text(model.dueDate ? fillLabel(labels.payBy, { amount, date: date(model.dueDate) }) : fillLabel(labels.payNow, { amount }), MARGIN, w.y, { size: 9, maxWidth: RIGHT - MARGIN });
  w.y -= 13;
  const pay: [string, string | undefined][] = model.payment
    ? [[labels.iban, model.payment.iban.replace(/(.{4})(?=.)/g, '$1 ')], [labels.bic, model.payment.bic], [labels.bank, model.payment.bankName], [labels.accountOwner, model.payment.owner]]
    : [];
  pay.push([labels.reference, model.number]);
  for (const [label, value] of pay) {
    if (!value) continue;
    w.text(label, MARGIN, w.y, { size: 9, color: GREY, maxWidth: 95 });
    w.text(value, MARGIN + 100, w.y, { size: 9, bold: label === labels.iban, maxWidth: RIGHT - MARGIN - 100 });
    w.y -= 13;
  }

  // Footer on every page.
  const pages = doc.getPages();
  pages.forEach((page, i) => {
    const text = `${model.lender.name} · ${title} · ${fillLabel(labels.page, { page: i + 1, pages: pages.length })}`;
    const style = { size: 8, color: GREY, maxWidth: RIGHT - MARGIN };
    drawText(page, fonts, text, Math.max(MARGIN, (A4[0] - textWidth(fonts, text, style)) / 2), 40, style);
    page.drawLine({ start: { x: MARGIN, y: 55 }, end: { x: RIGHT, y: 55 }, thickness: 0.5, color: LINE });
  });
  return doc.save();
}
