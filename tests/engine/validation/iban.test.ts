import { describe, expect, it } from 'vitest';
import { ibanLength, ibanProblem, isValidIban, unformatIban, validateField } from '../../../engine/validation/index.ts';

// Example IBANs published in the SWIFT IBAN registry and national bank documentation.
const VALID: [country: string, iban: string][] = [
  ['AD', 'AD1200012030200359100100'], ['AT', 'AT611904300234573201'], ['BE', 'BE68539007547034'],
  ['BG', 'BG80BNBG96611020345678'], ['CH', 'CH9300762011623852957'], ['CY', 'CY17002001280000001200527600'],
  ['CZ', 'CZ6508000000192000145399'], ['DE', 'DE89370400440532013000'], ['DK', 'DK5000400440116243'],
  ['EE', 'EE382200221020145685'], ['ES', 'ES9121000418450200051332'], ['FI', 'FI2112345600000785'],
  ['FR', 'FR1420041010050500013M02606'], ['FR', 'FR7630006000011234567890189'], ['GB', 'GB29NWBK60161331926819'],
  ['GB', 'GB82WEST12345698765432'], ['GR', 'GR1601101250000000012300695'], ['HR', 'HR1210010051863000160'],
  ['HU', 'HU42117730161111101800000000'], ['IE', 'IE29AIBK93115212345678'], ['IT', 'IT60X0542811101000000123456'],
  ['LT', 'LT121000011101001000'], ['LU', 'LU280019400644750000'], ['LV', 'LV80BANK0000435195001'],
  ['MA', 'MA64011519000001205000534921'], ['MC', 'MC5811222000010123456789030'], ['MT', 'MT84MALT011000012345MTLCAST001S'],
  ['NL', 'NL91ABNA0417164300'], ['NO', 'NO9386011117947'], ['PL', 'PL61109010140000071219812874'],
  ['PT', 'PT50000201231234567890154'], ['RO', 'RO49AAAA1B31007593840000'], ['SA', 'SA0380000000608010167519'],
  ['SE', 'SE4550000000058398257466'], ['SI', 'SI56263300012039086'], ['SK', 'SK3112000000198742637541'],
  ['TN', 'TN5910006035183598478831'], ['TR', 'TR330006100519786457841326'],
];

const INVALID: [why: string, iban: string, problem: string][] = [
  ['FR one character short', 'FR1420041010050500013M0260', 'wrongLength'],
  ['GB one character short', 'GB29NWBK6016133192681', 'wrongLength'],
  ['NL one character long', 'NL91ABNA04171643001', 'wrongLength'],
  ['FR check digits changed', 'FR1520041010050500013M02606', 'wrongChecksum'],
  ['NL last digit changed', 'NL91ABNA0417164301', 'wrongChecksum'],
  ['DE check digits 00', 'DE00370400440532013000', 'wrongChecksum'],
  ['DE two digits swapped', 'DE89370400440532031000', 'wrongChecksum'],
  ['unknown country XX', 'XX1420041010050500013M02606', 'unknownCountry'],
  ['US has no IBAN', 'US64SVBKUS6S3300958879', 'unknownCountry'],
  ['letters in check digits', 'FRAB20041010050500013M02606', 'syntax'],
  ['not an IBAN', 'hello', 'syntax'],
];

describe('IBAN (seed 000 §5.3)', () => {
  it.each(VALID)('%s %s is valid', (_country, iban) => {
    expect(ibanProblem(iban)).toBeNull();
    expect(validateField({ type: 'iban', label: 'IBAN' }, iban).errors).toEqual([]);
  });

  it('covers many countries', () => {
    expect(new Set(VALID.map(([c]) => c)).size).toBeGreaterThanOrEqual(15);
  });

  it.each(INVALID)('%s: %s -> %s', (_why, iban, problem) => {
    expect(ibanProblem(iban)).toBe(problem);
    const { errors } = validateField({ type: 'iban', label: 'IBAN' }, iban, { path: 'bankIban' });
    expect(errors).toEqual([expect.objectContaining({ path: 'bankIban', message: 'IBAN is invalid', code: 'INVALID_IBAN', rule: 'iban' })]);
  });

  it.each([['FR', 27], ['DE', 22], ['GB', 22], ['NL', 18], ['MA', 28]])('%s IBANs have %i characters', (country, length) => {
    expect(ibanLength(country as string)).toBe(length);
  });

  it('removes every space and upper-cases', () => {
    expect(unformatIban(' fr14 2004 1010 0505 0001 3m02 606 ')).toBe('FR1420041010050500013M02606');
    expect(validateField({ type: 'iban' }, 'FR14 2004 1010 0505 0001 3M02 606').value).toBe('FR1420041010050500013M02606');
    expect(isValidIban('GB29 NWBK 6016 1331 9268 19')).toBe(true);
  });

  it('bypassIbanCheck accepts an invalid IBAN, still unformatted', () => {
    const result = validateField({ type: 'iban' }, 'FR15 2004', { settings: { bypassIbanCheck: true } });
    expect(result).toEqual({ value: 'FR152004', errors: [], warnings: [] });
  });

  it("a custom format pattern gives 'Invalid format'", () => {
    const field = { type: 'iban', pattern: '^FR' };
    expect(validateField(field, 'DE89370400440532013000').errors.map((e) => e.message)).toEqual(['Invalid format']);
    expect(validateField(field, 'FR1420041010050500013M02606').errors).toEqual([]);
    expect(validateField(field, 'DE89', { settings: { bypassIbanCheck: true } }).errors.map((e) => e.message)).toEqual(['Invalid format']);
  });

  it('checks the IBAN inside a bank account', () => {
    const result = validateField({ type: 'bankAccount' }, { name: 'Main', bankIban: 'nl91 abna 0417 1643 01' }, { path: 'bankAccounts.0' });
    expect(result.value).toEqual({ name: 'Main', bankIban: 'NL91ABNA0417164301' });
    expect(result.errors).toEqual([expect.objectContaining({ path: 'bankAccounts.0.bankIban', code: 'INVALID_IBAN' })]);
  });
});
