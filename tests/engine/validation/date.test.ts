import { describe, expect, it } from 'vitest';
import { validateField } from '../../../engine/validation/index.ts';

describe("date: 'Invalid date' when typed text cannot be parsed", () => {
  it.each([
    ['15/03/2024', 'fr-FR', '2024-03-15'],
    ['5/3/2024', 'fr-FR', '2024-03-05'],
    ['15-03-2024', 'en-EU', '2024-03-15'],
    ['15.03.2024', 'en-EU', '2024-03-15'],
    ['03-15-2024', 'en-US', '2024-03-15'],
    ['2024-03-15', 'lt', '2024-03-15'],
    ['29/02/2024', 'fr', '2024-02-29'],
  ])('%s in %s is stored as %s', (text, locale, stored) => {
    expect(validateField({ type: 'date' }, text, { locale })).toEqual({ value: stored, errors: [], warnings: [] });
  });

  it('keeps ISO values as they are', () => {
    expect(validateField({ type: 'date' }, '2024-03-15T00:00:00.000Z').value).toBe('2024-03-15T00:00:00.000Z');
    expect(validateField({ type: 'datetime' }, '2024-03-15T10:30:00Z').value).toBe('2024-03-15T10:30:00Z');
  });

  it('accepts Date objects', () => {
    expect(validateField({ type: 'date' }, new Date(2024, 2, 15)).value).toBe('2024-03-15');
  });

  it('datetime typed with time', () => {
    const { value, errors } = validateField({ type: 'datetime' }, '15/03/2024 10:30', { locale: 'fr-FR' });
    expect(errors).toEqual([]);
    expect(new Date(value as string).getHours()).toBe(10);
  });

  it.each([
    ['31/02/2024', 'fr-FR'], ['29/02/2023', 'fr-FR'], ['15/03/2024', 'en-US'], ['13-13-2024', 'en-EU'],
    ['2024-02-30', 'en-EU'], ['tomorrow-ish', 'en-EU'], ['12', 'en-EU'], [new Date('nope'), 'en-EU'],
  ])('%s in %s is invalid', (text, locale) => {
    expect(validateField({ type: 'date', label: 'Birth date' }, text, { locale, path: 'birthDate' }).errors).toEqual([
      expect.objectContaining({ path: 'birthDate', message: 'Invalid date', code: 'INVALID_DATE_FIELD', rule: 'date' }),
    ]);
  });
});
