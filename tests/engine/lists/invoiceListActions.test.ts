import { describe, expect, it } from 'vitest';
import invoices from '../../../schemas/lists/invoices.json';
import { truncateCell } from '../../../engine/lists/formatCell.ts';
import { documentLinkPath, firstDocument, NO_DOCUMENT_MESSAGE } from '../../../engine/lists/openDocument.ts';

describe('cell truncation (maxLength)', () => {
  it('cuts at maxLength characters, the ellipsis included, and leaves shorter texts alone', () => {
    expect(truncateCell('Transportes Iberia SL', 17)).toBe('Transportes Iber…');
    expect(Array.from(truncateCell('Transportes Iberia SL', 17))).toHaveLength(17);
    expect(truncateCell('Atelier Lumière', 17)).toBe('Atelier Lumière');
    expect(truncateCell('Exactly seventeen', 17)).toBe('Exactly seventeen');
    expect(truncateCell('Anything', undefined)).toBe('Anything');
  });
  it('counts characters, not UTF-16 units, and never splits one', () => {
    expect(truncateCell('😀😀😀😀😀', 3)).toBe('😀😀…');
    expect(truncateCell('محمد عبد الرحمن العربي', 10)).toBe('محمد عبد…');
  });
  it('is set to 17 on the payer and payee columns of the invoices list (seed 002 §9)', () => {
    const cut = invoices.columns.filter((c) => 'maxLength' in c).map((c) => [c.title, (c as { maxLength?: number }).maxLength]);
    expect(cut).toEqual([['Payer', 17], ['Payee', 17]]);
  });
});

describe('opening a row document', () => {
  it('takes the first listed document and asks for its link', () => {
    const list = [{ _id: 'd1', url: '/api/billing/invoices/INV1/documents/d1/content' }, { _id: 'd2' }];
    expect(firstDocument(list)).toBe(list[0]);
    expect(firstDocument({ entities: list })).toBe(list[0]);
    expect(firstDocument([])).toBeUndefined();
    expect(firstDocument([{ name: 'no id' }])).toBeUndefined();
    expect(documentLinkPath('/api/billing/invoices/INV1/documents?type=INVOICE', list[0])).toBe('/api/billing/invoices/INV1/documents/d1/link');
    expect(documentLinkPath('/api/billing/invoices/INV1/documents?type=INVOICE', { _id: 'd 2' })).toBe('/api/billing/invoices/INV1/documents/d%202/link');
    expect(NO_DOCUMENT_MESSAGE).toBe('No file name found');
  });
  it('is the download row action of the invoices list', () => {
    const download = invoices.rowActions.find((a) => typeof a === 'object' && a.name === 'download');
    expect(download).toMatchObject({ method: 'GET', url: '/api/billing/invoices/{registration}/documents?type=INVOICE', openDocument: true });
    expect(download).not.toHaveProperty('download');
  });
});
