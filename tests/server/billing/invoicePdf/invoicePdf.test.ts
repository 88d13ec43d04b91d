import { PDFDocument } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { getLocaleSettings } from '../../../../engine/format/getLocaleSettings.ts';
import { INVOICE_LABELS, translateLabels } from '../../../../server/billing/invoicePdf/invoiceLabels.ts';
import { buildInvoiceModel, lineModel, type InvoiceSource } from '../../../../server/billing/invoicePdf/invoiceModel.ts';
import { printable, visualRuns } from '../../../../server/billing/invoicePdf/pdfText.ts';
import { renderInvoicePdf } from '../../../../server/billing/invoicePdf/renderInvoicePdf.ts';
import { pdfTextContent } from './pdfTextContent.ts';

type Rec = Record<string, unknown>;
const RATES = new Map([
  ['FR20', 0.2],
  ['FR5.5', 0.055],
  ['TN19', 0.19],
]);

function source(invoice: Rec, extra: Partial<InvoiceSource> = {}): InvoiceSource {
  return {
    invoice: { registration: 'INV00000042', ...invoice },
    lender: { name: 'Tabula Lending SA', lines: ['1 avenue des Champs', '75008 Paris', 'France'] },
    client: { name: 'Žydrūnė Čiurlionytė', lines: ['Gedimino pr. 9', '01103 Vilnius'] },
    payment: { iban: 'FR7630006000011234567890189', bic: 'AGRIFRPP', bankName: 'Crédit Agricole' },
    taxRates: RATES,
    defaultCurrency: 'EUR',
    defaultLineLabel: 'Invoice',
    ...extra,
  };
}

/** The page texts with every kind of space as a plain space. */
async function texts(bytes: Uint8Array): Promise<string[][]> {
  return (await pdfTextContent(bytes)).map((page) => page.map((t) => t.replace(/[\s\u00a0\u202f]+/g, ' ')));
}

const render = (model: ReturnType<typeof buildInvoiceModel>, locale = 'en-EU') => renderInvoicePdf(model, { settings: getLocaleSettings(locale), labels: { ...INVOICE_LABELS } });

describe('invoice model: exact amounts in minor units', () => {
  it('computes each line, the tax per rate and the totals exactly', () => {
    const model = buildInvoiceModel(
      source({
        currency: 'EUR',
        lines: [
          { label: 'Rent', amountExclTax: 350, taxCode: 'FR20' },
          { label: 'Insurance', amountExclTax: 12.5, taxCode: 'FR5.5' },
          { label: 'Two items', quantity: 2, unitPrice: 0.1, taxCode: 'FR20' },
          { label: 'Fees', amountExclTax: 0.3, amountInclTax: 0.36 },
        ],
      }),
    );
    expect(model.lines.map((l) => [l.exclTax, l.tax, l.inclTax, l.rate])).toEqual([
      [35000, 7000, 42000, 0.2],
      [1250, 69, 1319, 0.055],
      [20, 4, 24, 0.2],
      [30, 6, 36, 0.2],
    ]);
    expect(model.taxes).toEqual([
      { rate: 0.2, base: 35050, tax: 7010 },
      { rate: 0.055, base: 1250, tax: 69 },
    ]);
    expect(model.totals).toEqual({ exclTax: 36300, tax: 7079, inclTax: 43379 });
  });

  it('splits an amount incl. tax by its rate, and keeps the currency minor unit (TND 3, JPY 0)', () => {
    expect(lineModel({ amountInclTax: 119, taxCode: 'TN19' }, 3, RATES, 'x')).toMatchObject({ exclTax: 100000, tax: 19000, inclTax: 119000 });
    // a run-billing line carries its own rate and tax amount
    expect(lineModel({ amountExclTax: 250, taxCode: 'XX', taxRate: 0.21, taxAmount: 52.5 }, 2, RATES, 'x')).toMatchObject({ exclTax: 25000, tax: 5250, inclTax: 30250, rate: 0.21 });
    const yen = buildInvoiceModel(source({ currency: 'JPY', lines: [{ amountExclTax: 1001, taxCode: 'FR5.5' }] }));
    expect(yen.digits).toBe(0);
    expect(yen.totals).toEqual({ exclTax: 1001, tax: 55, inclTax: 1056 });
  });

  it('uses the invoice amounts as its one line when it has no lines', () => {
    const model = buildInvoiceModel(source({ name: 'March rent', amountExclTax: 100, amountInclTax: 120, invoiceNumber: 'F-2026-001' }));
    expect(model.number).toBe('F-2026-001');
    expect(model.lines).toEqual([{ label: 'March rent', exclTax: 10000, tax: 2000, inclTax: 12000, rate: 0.2 }]);
  });
});

describe('invoice PDF', () => {
  it('is a one-page A4 PDF showing the parties, the lines, the tax per rate, the totals and the IBAN', async () => {
    const model = buildInvoiceModel(
      source({ currency: 'EUR', dueDate: '2026-04-01', issueDate: '2026-03-01', lines: [{ label: 'Rent', amountExclTax: 1234.56, taxCode: 'FR20' }, { label: 'Insurance', amountExclTax: 12.5, taxCode: 'FR5.5' }] }),
    );
    const bytes = await render(model);
    const pdf = await PDFDocument.load(bytes);
    expect(pdf.getPageCount()).toBe(1);
    expect(pdf.getPage(0).getSize().height).toBeCloseTo(841.89, 1);
    expect(pdf.getTitle()).toBe('Invoice INV00000042');
    const [page] = await texts(bytes);
    for (const text of ['Tabula Lending SA', 'Žydrūnė Čiurlionytė', 'Gedimino pr. 9', 'INV00000042', '01-03-2026', '01-04-2026', 'Rent', '€1,234.56', '€246.91', '€1,481.47', '20%', '5.5%', '€0.69', '€13.19']) {
      expect(page, text).toContain(text);
    }
    expect(page).toContain('Total incl. tax');
    expect(page).toContain('€1,494.66');
    expect(page).toContain('FR76 3000 6000 0112 3456 7890 189');
    expect(page).toContain('Please pay €1,494.66 by 01-04-2026.');
  });

  it('formats in the locale: fr-FR amounts, percentages and dates, with translated labels', async () => {
    const model = buildInvoiceModel(source({ currency: 'EUR', dueDate: '2026-04-01', lines: [{ label: 'Loyer', amountExclTax: 1234.56, taxCode: 'FR5.5' }] }));
    const labels = translateLabels({ 'Total incl. tax': 'Total TTC', 'Due date': 'Échéance', 'Bill to': 'TO TRANSLATE' });
    const [page] = await texts(await renderInvoicePdf(model, { settings: getLocaleSettings('fr-FR'), labels }));
    expect(page).toEqual(expect.arrayContaining(['1 234,56 €', '67,90 €', '1 302,46 €', '5,5 %', '01/04/2026', 'Total TTC', 'Échéance', 'Bill to']));
  });

  it('prints names in non-Latin scripts without failing (Arabic, Lithuanian, Chinese)', async () => {
    const client = { name: 'محمد العربي', lines: ['شارع الحبيب بورقيبة 12', 'تونس'] };
    const model = buildInvoiceModel(source({ currency: 'TND', lines: [{ label: 'Loyer 中文', amountExclTax: 100, taxCode: 'TN19' }] }, { client, lender: { name: 'Ąžuolas UAB', lines: [] } }));
    const bytes = await render(model, 'ar');
    expect((await PDFDocument.load(bytes)).getPageCount()).toBe(1);
    const all = (await texts(bytes))[0].map((t) => t.normalize('NFKC'));
    expect(all).toContain('Ąžuolas UAB');
    // drawn right to left: the glyphs come out reversed, as presentation forms
    expect(all.some((t) => t.includes([...'محمد'].reverse().join('')))).toBe(true);
    expect(all).toContain('Loyer ??');
  });

  it('cuts what does not fit with an ellipsis, however long, and survives odd values', async () => {
    const lines = [{ label: 'x'.repeat(200_000), amountExclTax: '12.5', taxCode: 'FR20' }, 'not a line', { label: { nested: true }, amountExclTax: 'abc' }];
    const started = Date.now();
    const bytes = await render(buildInvoiceModel(source({ currency: 'EUR', lines, persons: 'none' })));
    expect(Date.now() - started).toBeLessThan(5000);
    const [page] = await texts(bytes);
    const cut = page.find((t) => t.startsWith('xxx'));
    expect(cut?.endsWith('…')).toBe(true);
    expect(cut!.length).toBeLessThan(80);
    expect(page).toContain('€15.00');
    expect(page).toContain('Invoice');
  });

  it('runs over several pages for many lines, with the totals on the last', async () => {
    const lines = Array.from({ length: 80 }, (_, i) => ({ label: `Line ${i + 1}`, amountExclTax: 10, taxCode: 'FR20' }));
    const bytes = await render(buildInvoiceModel(source({ currency: 'EUR', lines })));
    const pages = await texts(bytes);
    expect(pages.length).toBeGreaterThan(1);
    expect(pages.flat().filter((t) => /^Line \d+$/.test(t))).toHaveLength(80);
    const last = pages[pages.length - 1];
    expect(last).toContain('€960.00');
    expect(last).toContain(`Tabula Lending SA · Invoice INV00000042 · Page ${pages.length} of ${pages.length}`);
  });
});

describe('text the fonts can print', () => {
  const winAnsi = new Set([...' ?abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZŽž'].map((c) => c.codePointAt(0) as number));
  it('drops accents the font lacks, keeps what it has, and replaces the rest', () => {
    expect(printable('Žydrūnė', winAnsi)).toBe('Žydrune');
    expect(printable('محمد x', winAnsi)).toBe('???? x');
    expect(printable('a\nb\u202fc', winAnsi)).toBe('a b c');
  });
  it('orders right-to-left runs for drawing', () => {
    expect(visualRuns('Plain text')).toEqual(['Plain text']);
    expect(visualRuns('شارع 12')).toEqual(['12', 'شارع ']);
    expect(visualRuns('Client محمد')).toEqual(['Client ', 'محمد']);
  });
});
