import { PDFDocument, rgb, type PDFPage } from 'pdf-lib';
import { fillLabel, type InvoiceLabels } from './invoiceLabels.ts';
import type { Party, PaymentAccount } from './invoiceModel.ts';
import { maskIban, type DirectDebit } from './paymentMethod.ts';
import { drawText, embedFonts, textWidth, type PdfFonts, type TextStyle } from './pdfText.ts';

/**
 * The page layout shared by the documents the server writes to a client (the invoice, the payment
 * reminder): A4 pages, a writer that breaks pages, the lender / title header, facts and client
 * blocks, the payment block (transfer or direct debit), the amount in words and the footers.
 */

export const A4: [number, number] = [595.28, 841.89];
export const MARGIN = 50;
export const RIGHT = A4[0] - MARGIN;
export const GREY = rgb(0.4, 0.4, 0.4);
export const LINE = rgb(0.8, 0.8, 0.8);
export const MARK = rgb(0.75, 0.1, 0.1);
export const ROW = 16;
/** Below this height a new page starts (room for the footer). */
const BOTTOM = 90;

/** Draws page after page, moving down and breaking pages when the space runs out. */
export class Writer {
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
  /** A text over as many lines as it needs (cut between words) from `x` to the right margin; moves down. */
  paragraph(text: string, style: TextStyle, x = MARGIN, lineHeight = style.size + 4): void {
    for (const line of wrapText(this.fonts, text, style, RIGHT - x)) {
      this.need(lineHeight);
      this.text(line, x, this.y, style);
      this.y -= lineHeight;
    }
  }
}

/** The lines of a text no wider than `width`, cut between words (a word too long keeps its own line, cut by drawText). */
export function wrapText(fonts: PdfFonts, text: string, style: TextStyle, width: number): string[] {
  const lines: string[] = [];
  let current = '';
  for (const word of text.split(/\s+/).filter(Boolean)) {
    const next = current ? `${current} ${word}` : word;
    if (current && textWidth(fonts, next, style) > width) {
      lines.push(current);
      current = word;
    } else current = next;
  }
  if (current) lines.push(current);
  return lines;
}

/** The style of a column header: its size lowered (down to 6.5) until the text fits `maxWidth`, so a translated header is not cut. */
export function fitting(fonts: PdfFonts, text: string, style: TextStyle & { maxWidth: number }): TextStyle {
  let size = style.size;
  while (size > 6.5 && textWidth(fonts, text, { ...style, size }) > style.maxWidth) size -= 0.5;
  return { ...style, size };
}

/** A new A4 document with the fonts embedded and its metadata set. */
export async function createPdf(meta: { title: string; author: string; locale: string }): Promise<{ doc: PDFDocument; fonts: PdfFonts; w: Writer }> {
  const doc = await PDFDocument.create();
  const fonts = await embedFonts(doc);
  doc.setTitle(meta.title);
  doc.setAuthor(meta.author);
  doc.setSubject(meta.title);
  doc.setCreator('Tabula');
  doc.setProducer('Tabula');
  doc.setLanguage(meta.locale);
  return { doc, fonts, w: new Writer(doc, fonts) };
}

/** A party: its name in bold and the lines under it; the y below its last line. */
export function party(w: Writer, p: Party, x: number, y: number, width: number, nameSize: number): number {
  w.text(p.name, x, y, { size: nameSize, bold: true, maxWidth: width });
  let at = y - nameSize - 3;
  for (const line of p.lines) {
    w.text(line, x, at, { size: 9, maxWidth: width, color: GREY });
    at -= 12;
  }
  return at;
}

/**
 * The top of the first page: the lender on the left, the title, the number under it and a mark
 * (DRAFT...) on the right; then the facts (label, value) on the left and the client on the right.
 * Leaves the writer under both.
 */
export function documentHeader(
  w: Writer,
  h: { lender: Party; title: string; number?: string; mark?: string | null; facts: [string, string][]; clientLabel: string; client: Party | null },
): void {
  const top = w.y;
  const lenderEnd = party(w, h.lender, MARGIN, top - 4, 280, 14);
  // a long (translated) title gets smaller rather than running into the lender
  let titleSize = 22;
  while (titleSize > 12 && textWidth(w.fonts, h.title, { size: titleSize, bold: true }) > RIGHT - 335) titleSize -= 1;
  w.text(h.title, RIGHT, top - 8, { size: titleSize, bold: true, align: 'right', maxWidth: RIGHT - 335 });
  if (h.number) w.text(h.number, RIGHT, top - 28, { size: 11, align: 'right', maxWidth: 200 });
  if (h.mark) w.text(h.mark.toUpperCase(), RIGHT, top - 46, { size: 12, bold: true, color: MARK, align: 'right' });

  const blockTop = Math.min(lenderEnd, top - 70) - 20;
  let factsY = blockTop;
  for (const [label, value] of h.facts) {
    w.text(label, MARGIN, factsY, { size: 9, color: GREY, maxWidth: 95 });
    w.text(value, MARGIN + 100, factsY, { size: 9, maxWidth: 170 });
    factsY -= 13;
  }
  let clientY = blockTop;
  if (h.client) {
    w.text(h.clientLabel, 320, clientY, { size: 9, color: GREY });
    clientY = party(w, h.client, 320, clientY - 14, RIGHT - 320, 11);
  }
  w.y = Math.min(factsY, clientY) - 20;
}

/** The "Amount in words: ..." line (over several lines when long); nothing without words. */
export function amountInWordsLine(w: Writer, labels: InvoiceLabels, words: string | null): void {
  if (!words) return;
  w.paragraph(fillLabel(labels.amountInWords, { words }), { size: 9 });
  w.y -= 6;
}

/** What the payment block says. */
export interface PaymentBlock {
  labels: InvoiceLabels;
  /** The amount to pay, formatted. */
  amount: string;
  /** A date in the document's format. */
  date: (isoDate: string) => string;
  /** The date to pay by (transfer); none: "Please pay {amount}." */
  dueDate: string | null;
  /** The payment reference (the invoice number); none on a reminder of several invoices. */
  reference?: string;
  /** The lender's account, for a transfer. */
  payment: PaymentAccount | null;
  /** The client's direct debit: then the block says when and from where it is debited, under which mandate. */
  debit: DirectDebit | null;
}

/**
 * The payment block: by direct debit, "The amount of {amount} will be debited on {date} from your
 * account {masked IBAN} ..." with the debit date, the account (masked but for its last 4
 * characters), the mandate reference and the creditor identifier; otherwise "Please pay {amount} by
 * {date}." with the lender's IBAN (grouped by 4), BIC, bank and holder. Then the payment reference.
 */
export function paymentBlock(w: Writer, p: PaymentBlock): void {
  const { labels, amount, debit } = p;
  w.need(110);
  w.text(labels.payment, MARGIN, w.y, { size: 10, bold: true });
  w.y -= 15;
  const rows: [string, string | undefined, boolean?][] = [];
  if (debit) {
    const iban = maskIban(debit.iban);
    w.paragraph(debit.date ? fillLabel(labels.debitBy, { amount, date: p.date(debit.date), iban }) : fillLabel(labels.debitNow, { amount, iban }), { size: 9 }, MARGIN, 13);
    if (debit.date) rows.push([labels.debitDate, p.date(debit.date), true]);
    rows.push([labels.debitedAccount, iban], [labels.mandateReference, debit.mandateReference, true], [labels.creditorIdentifier, debit.creditorIdentifier]);
  } else {
    w.paragraph(p.dueDate ? fillLabel(labels.payBy, { amount, date: p.date(p.dueDate) }) : fillLabel(labels.payNow, { amount }), { size: 9 }, MARGIN, 13);
    if (p.payment) {
      rows.push(
        [labels.iban, p.payment.iban.replace(/(.{4})(?=.)/g, '$1 '), true],
        [labels.bic, p.payment.bic],
        [labels.bank, p.payment.bankName],
        [labels.accountOwner, p.payment.owner],
      );
    }
  }
  rows.push([labels.reference, p.reference]);
  for (const [label, value, strong] of rows) {
    if (!value) continue;
    w.need(13);
    w.text(label, MARGIN, w.y, { size: 9, color: GREY, maxWidth: 125 });
    w.text(value, MARGIN + 130, w.y, { size: 9, bold: strong === true, maxWidth: RIGHT - MARGIN - 130 });
    w.y -= 13;
  }
}

/** The footer of every page: "{lender} · {title} · Page n of N" over a rule. */
export function footers(doc: PDFDocument, fonts: PdfFonts, labels: InvoiceLabels, lender: string, title: string): void {
  const pages = doc.getPages();
  pages.forEach((page, i) => {
    const text = `${lender} · ${title} · ${fillLabel(labels.page, { page: i + 1, pages: pages.length })}`;
    const style = { size: 8, color: GREY, maxWidth: RIGHT - MARGIN };
    drawText(page, fonts, text, Math.max(MARGIN, (A4[0] - textWidth(fonts, text, style)) / 2), 40, style);
    page.drawLine({ start: { x: MARGIN, y: 55 }, end: { x: RIGHT, y: 55 }, thickness: 0.5, color: LINE });
  });
}
