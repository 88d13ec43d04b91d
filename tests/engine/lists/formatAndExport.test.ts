import { describe, expect, it } from 'vitest';
import { cellCurrency, excelCellValue, excelColumnsFor, excelNumFmt, rowValue } from '../../../engine/lists/excelColumns.ts';
import { listExportBody } from '../../../engine/lists/exportRequest.ts';
import { columnTotals, formatCell, signColor } from '../../../engine/lists/formatCell.ts';
import { foundOnHiddenFields } from '../../../engine/lists/hiddenMatch.ts';
import { valueAt } from '../../../engine/lists/valueAt.ts';

describe('cell formats of the table', () => {
  const row = { amount: 1234.5, currency: 'USD', rate: 0.125, size: 2048, day: '2024-03-05' };

  it("shows an amount column that names no currency in the row's own currency, never the locale's", () => {
    // an invoice in euros seen in an en-US browser: the euro sign, not the dollar
    expect(formatCell(2177.3, { name: 'amountExclTax', type: 'currency' }, { currency: 'EUR' }, 'en-US')).toBe('€2,177.30');
    expect(formatCell(2177.3, { name: 'amountExclTax', type: 'currency' }, { currency: 'TND' }, 'en-US')).toMatch(/2,177\.300/);
    // a row without a currency keeps the locale's
    expect(formatCell(2177.3, { name: 'amountExclTax', type: 'currency' }, {}, 'en-US')).toBe('$2,177.30');
    expect(excelColumnsFor([{ name: 'amountExclTax', type: 'currency' }])[0].currency).toBe('currency');
    expect(cellCurrency(excelColumnsFor([{ name: 'amountExclTax', type: 'currency' }])[0], { currency: 'GBP' })).toBe('GBP');
  });

  it('formats currency in the row currency, percentage of a fraction, bytes, dates', () => {
    expect(formatCell(1234.5, { name: 'amount', type: 'currency', currency: 'currency' }, row, 'en-US')).toBe('$1,234.50');
    expect(formatCell(1234.5, { name: 'amount', type: 'currency', currency: 'EUR' }, row, 'en-US')).toContain('1,234.50');
    expect(formatCell(0.125, { name: 'rate', type: 'percentage' }, row, 'en-US')).toBe('12.5%');
    expect(formatCell(2048, { name: 'size', type: 'bytes' }, row, 'en-US')).toMatch(/2(\.0)? KB/);
    expect(formatCell('2024-03-05', { name: 'day', type: 'date' }, row, 'en-US')).toBe('03-05-2024');
    expect(formatCell(null, { name: 'x' }, row)).toBe('');
    expect(formatCell(['a', { name: 'b' }], { name: 'x' }, row)).toBe('a, b');
  });

  it('colours signs when asked and sums withTotal columns over more than one row', () => {
    expect(signColor(-1, { name: 'a', colorSign: true })).toBe('red');
    expect(signColor(2, { name: 'a', colorSign: true })).toBe('green');
    expect(signColor(-1, { name: 'a' })).toBeUndefined();
    const cols = [{ name: 'amount', withTotal: true }, { name: 'name' }];
    expect(columnTotals([{ amount: 1 }, { amount: '2.5' }, { amount: null }], cols, valueAt)).toEqual({ __totals: true, amount: 3.5 });
    expect(columnTotals([{ amount: 1 }], cols, valueAt)).toBeUndefined();
  });

  it("tells when a search matched only fields the table does not show", () => {
    const visible = [{ name: 'name' }];
    expect(foundOnHiddenFields([{ name: 'Acme', email: 'zed@x' }], visible, 'zed')).toBe(true);
    expect(foundOnHiddenFields([{ name: 'Zed corp' }], visible, 'zed')).toBe(false);
    expect(foundOnHiddenFields([], visible, 'zed')).toBe(false);
    expect(foundOnHiddenFields([{ name: 'A' }], visible, '')).toBe(false);
  });
});

describe('Excel columns and cells', () => {
  it('maps table columns to report columns (widths in characters, formats)', () => {
    expect(excelColumnsFor([{ name: 'amountExclTax', title: 'Amount', type: 'currency', currency: 'currency', width: 140 }, { name: 'dueDate' }])).toEqual([
      { headerLabel: 'Amount', key: 'amountExclTax', width: 20, format: 'currency', currency: 'currency' },
      { headerLabel: 'Due date', key: 'dueDate', width: 18, format: 'text', currency: undefined },
    ]);
  });

  it('names the lookup list of enumerated columns, so the file shows their labels (never a code)', () => {
    const [status, tax] = excelColumnsFor([{ name: 'status', title: 'Status', select: 'invoiceStatus', badge: true }, { name: 'taxCode', select: '/api/core/taxes' }]);
    expect(status).toMatchObject({ headerLabel: 'Status', key: 'status', select: 'invoiceStatus' });
    expect(tax.select).toBeUndefined();
  });

  it('writes dates in the format of the locale, as the lists show them', () => {
    expect(excelNumFmt('date')).toBe('dd-mm-yyyy');
    expect(excelNumFmt('date', undefined, 'en-US')).toBe('mm-dd-yyyy');
    expect(excelNumFmt('date', undefined, 'fr')).toBe('dd\\/mm\\/yyyy');
    expect(excelNumFmt('datetime', undefined, 'lt')).toBe('yyyy-mm-dd hh:mm');
  });

  it('turns values into typed cells', () => {
    expect(excelCellValue('12.5', 'currency')).toBe(12.5);
    expect((excelCellValue('2024-01-02', 'date') as Date).toISOString()).toBe('2024-01-02T00:00:00.000Z');
    expect(excelCellValue(['a', 'b'])).toBe('a, b');
    expect(excelCellValue({ name: 'Org' })).toBe('Org');
    expect(excelCellValue('', 'number')).toBeNull();
    expect(excelCellValue('x'.repeat(40000))).toHaveLength(32767);
  });

  it('formats cells per type and currency', () => {
    expect(excelNumFmt('percentage')).toBe('0.00%');
    expect(excelNumFmt('currency', 'EUR')).toContain('"EUR"');
    expect(excelNumFmt('text')).toBeUndefined();
    expect(cellCurrency({ headerLabel: 'a', currency: 'currency' }, { currency: 'GBP' })).toBe('GBP');
    expect(cellCurrency({ headerLabel: 'a', currency: 'EUR' }, {})).toBe('EUR');
    expect(rowValue(['a', 'b'], { headerLabel: 'x' }, 1)).toBe('b');
    expect(rowValue({ o: { n: 1 } }, { headerLabel: 'x', key: 'o.n' }, 0)).toBe(1);
  });

  it('exports the whole list with the current search, the visible columns in order', () => {
    const body = listExportBody('Invoice', 'Invoices', [{ name: 'name' }], { status: 'PAID', sort: '-name' });
    expect(body).toMatchObject({ entityName: 'Invoice', sheetName: 'Invoices', autoFilter: true, query: { status: 'PAID', sort: '-name' } });
    expect(body.fileName).toMatch(/^Invoices \d{4}-\d{2}-\d{2}$/);
    expect(body.locale).toBeUndefined();
    expect(listExportBody('Invoice', 'Factures', [{ name: 'name' }], {}, 'fr').locale).toBe('fr');
  });
});
