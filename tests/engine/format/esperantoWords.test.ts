import { describe, expect, it } from 'vitest';
import { toCardinal, toCurrency } from '../../../engine/format/esperantoWords.ts';
import { numberToWords } from '../../../engine/format/numberToWords.ts';

describe('Esperanto number words', () => {
  it.each([
    [0, 'nul'], [1, 'unu'], [9, 'naŭ'], [10, 'dek'], [11, 'dek unu'], [19, 'dek naŭ'], [20, 'dudek'], [21, 'dudek unu'],
    [38, 'tridek ok'], [90, 'naŭdek'], [100, 'cent'], [101, 'cent unu'], [110, 'cent dek'], [200, 'ducent'], [999, 'naŭcent naŭdek naŭ'],
    [1000, 'mil'], [1001, 'mil unu'], [1100, 'mil cent'], [2001, 'du mil unu'], [2000, 'du mil'], [10_000, 'dek mil'],
    [123_456, 'cent dudek tri mil kvarcent kvindek ses'], [1_000_000, 'unu miliono'], [2_500_000, 'du milionoj kvincent mil'],
    [1_000_001, 'unu miliono unu'], [1_000_000_000, 'unu miliardo'], [3_002_000_000, 'tri miliardoj du milionoj'],
    [7_000_000_000_000, 'sep bilionoj'],
  ])('%i -> %s', (value, words) => {
    expect(toCardinal(value)).toBe(words);
  });

  it('reads bigints, decimal strings digit by digit after "komo", and negatives after "minus"', () => {
    expect(toCardinal(2_000_000_000_000_000n)).toBe('du biliardoj');
    expect(toCardinal('1.05')).toBe('unu komo nul kvin');
    expect(toCardinal(-3)).toBe('minus tri');
    expect(toCardinal('-0')).toBe('nul');
  });

  it('refuses what is not a number, and numbers past its largest scale', () => {
    expect(() => toCardinal('abc')).toThrow(TypeError);
    expect(() => toCardinal(Number.NaN)).toThrow(TypeError);
    expect(() => toCardinal(10n ** 18n)).toThrow(RangeError);
  });

  it('spells euros and cents, singular for one, plural otherwise', () => {
    expect(toCurrency('1.00')).toBe('unu eŭro');
    expect(toCurrency('2.01')).toBe('du eŭroj kaj unu cendo');
    expect(toCurrency('1234.56')).toBe('mil ducent tridek kvar eŭroj kaj kvindek ses cendoj');
    expect(toCurrency('0.05')).toBe('kvin cendoj');
    expect(toCurrency(0)).toBe('nul eŭroj');
    expect(toCurrency('-21.50')).toBe('minus dudek unu eŭroj kaj kvindek cendoj');
    expect(toCurrency('1.999')).toBe('du eŭroj');
  });

  it('is what numberToWords answers for eo', async () => {
    expect(await numberToWords(21, 'eo')).toBe('dudek unu');
    expect(await numberToWords(2_500_000, 'eo-001')).toBe('du milionoj kvincent mil');
    expect(await numberToWords('3.10', 'eo', 'currency')).toBe('tri eŭroj kaj dek cendoj');
  });
});
