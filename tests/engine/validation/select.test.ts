import { describe, expect, it } from 'vitest';
import { matchesSelectFilter, textCounter, validateField } from '../../../engine/validation/index.ts';

describe('select filter: accents and case ignored, every word must match', () => {
  it.each([
    ['sao pau', 'São Paulo', true],
    ['PAULO são', 'São Paulo', true],
    ['etat', 'État de Genève', true],
    ['geneve  etat', 'État de Genève', true],
    ['rio', 'São Paulo', false],
    ['sao rio', 'São Paulo', false],
    ['', 'Anything', true],
    ['ﬁ', 'fi', false],
  ])('%j in %j -> %s', (input, label, match) => {
    expect(matchesSelectFilter(input, label)).toBe(match);
  });
});

describe('select incomplete value warning', () => {
  it('warns when text is typed but nothing chosen, and never blocks', () => {
    const result = validateField({ type: 'select', label: 'Country' }, null, { typedText: 'Fra', path: 'country' });
    expect(result.errors).toEqual([]);
    expect(result.warnings).toEqual([
      expect.objectContaining({ path: 'country', message: 'Caution, the value is incomplete and will not be considered.' }),
    ]);
  });

  it('no warning without typed text', () => {
    expect(validateField({ type: 'select' }, 'FR', { typedText: '  ' }).warnings).toEqual([]);
  });

  it('a mandatory multi-select with an empty selection is a required error', () => {
    expect(validateField({ type: 'select', multiple: true, mandatory: true, label: 'Zones' }, []).errors[0]).toMatchObject({
      message: 'Zones is mandatory',
      code: 'MISSING_FIELD_IN_BODY',
    });
  });
});

describe("counter 'n/max (Min: min)'", () => {
  it.each([
    ['hello', 10, 2, '5/10 (Min: 2)'],
    ['  hello  ', 10, undefined, '5/10'],
    ['', 140, 10, '0/140 (Min: 10)'],
    [null, undefined, 3, '0 (Min: 3)'],
  ])('%j max %s min %s -> %s', (value, max, min, shown) => {
    expect(textCounter(value, max, min)).toBe(shown);
  });
});
