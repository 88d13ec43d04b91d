import { describe, expect, it } from 'vitest';
import { excelColumnsFor, excelCurrencyFormat, excelNumFmt } from '../../../engine/lists/excelColumns.ts';

describe('Excel export formats (issue 36)', () => {
  it("writes amounts with their currency's decimals and code", () => {
    expect(excelCurrencyFormat('EUR')).toBe('#,##0.00 "EUR";-#,##0.00 "EUR"');
    expect(excelCurrencyFormat('TND')).toBe('#,##0.000 "TND";-#,##0.000 "TND"');
    expect(excelCurrencyFormat('XPF')).toBe('#,##0 "XPF";-#,##0 "XPF"');
    expect(excelCurrencyFormat(undefined)).toBe('#,##0.00');
    expect(excelNumFmt('currency', 'JPY')).toBe('#,##0 "JPY";-#,##0 "JPY"');
  });

  it('never groups years and codes', () => {
    expect(excelNumFmt('number', undefined, undefined, 'fiscalYear')).toBe('0');
    expect(excelNumFmt('number', undefined, undefined, 'address.postalCode')).toBe('0');
    expect(excelNumFmt('number', undefined, undefined, 'amount')).toBe('#,##0.##########');
  });

  it('sends the link of a plain linked column, so the server can write a reference by name', () => {
    const [person, contract, status] = excelColumnsFor([
      { name: 'personRegistration', title: 'Person', linkTo: '/person/{personRegistration}' },
      { name: 'amount', type: 'currency', linkTo: '/contract/{contractRegistration}' },
      { name: 'status', select: 'contractStatus', linkTo: '/x/{status}' },
    ]);
    expect(person.linkTo).toBe('/person/{personRegistration}');
    expect(contract.linkTo).toBeUndefined();
    expect(status.linkTo).toBeUndefined();
  });
});
