import { describe, expect, it } from 'vitest';
import { centsText, fromCents, toCents } from '../../../../server/billing/sepa/cents.ts';
import { sepaText } from '../../../../server/billing/sepa/sepaText.ts';
import { statementUpload } from '../../../../server/billing/sepa/statementUpload.ts';
import { directDebitRequest } from '../../../../server/billing/sepa/directDebitRequest.ts';

describe('SEPA helpers', () => {
  it('writes texts in the SEPA character set, cut to the length allowed', () => {
    expect(sepaText('Zoë Straße & Fils «SARL»', 70)).toBe('Zoe Strasse + Fils SARL');
    expect(sepaText('Łódź_Æther', 70)).toBe('Lodz-AEther');
    expect(sepaText('a'.repeat(80), 70)).toHaveLength(70);
    expect(sepaText('  «» ', 70)).toBeUndefined();
    expect(sepaText(null, 70)).toBeUndefined();
  });

  it('counts money in exact cents', () => {
    expect(toCents(0.1 + 0.2)).toBe(30);
    expect(toCents(1.005)).toBe(101);
    expect(toCents('120.5')).toBe(12050);
    expect(toCents('abc')).toBeUndefined();
    expect(fromCents(20050)).toBe(200.5);
    expect(centsText(5)).toBe('0.05');
    expect(centsText(99999999999)).toBe('999999999.99');
  });

  it('reads an uploaded statement as base64, a data URL or a file value carrying one', () => {
    const xml = '<Document/>';
    const b64 = Buffer.from(xml).toString('base64');
    expect(statementUpload({ fileName: 's.xml', contentBase64: b64 })).toEqual({
      fileName: 's.xml',
      content: Buffer.from(xml),
    });
    expect(statementUpload({ file: `data:application/xml;base64,${b64}` }).content.toString()).toBe(xml);
    expect(
      statementUpload({ file: { name: 'f.xml', url: `data:text/xml,${encodeURIComponent(xml)}` } }),
    ).toEqual({ fileName: 'f.xml', content: Buffer.from(xml) });
    for (const body of [
      undefined,
      {},
      { file: 'https://example.org/x.xml' },
      { file: { name: 'x.xml', size: 10 } },
      { file: 'data:text/xml,%E0%A4%A' },
    ]) {
      expect(() => statementUpload(body), JSON.stringify(body)).toThrow('File is missing in request');
    }
  });

  it('reads the direct-debit parameters', () => {
    expect(directDebitRequest({ executionDate: '2026-02-01', organizations: 'AUT1, AUT2,' })).toEqual({
      executionDate: '2026-02-01',
      organizations: ['AUT1', 'AUT2'],
    });
    expect(directDebitRequest({ executionDate: '2026-02-01T00:00:00Z', organizations: null })).toEqual({
      executionDate: '2026-02-01',
      organizations: [],
    });
    expect(() => directDebitRequest([])).toThrow('Field "executionDate" is missing in body');
    expect(() => directDebitRequest({ executionDate: 20260201 })).toThrow(
      'Field "executionDate" must be a valid date',
    );
  });
});
