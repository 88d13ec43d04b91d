import { describe, expect, it } from 'vitest';
import { localizedMessage, MESSAGES, validateField } from '../../../engine/validation/index.ts';

const FR: Record<string, string> = { '{label} is mandatory': '{label} est obligatoire', '{label} must be ≥ {min}': '{label} doit être ≥ {min}', 'Due date': "Date d'échéance", Amount: 'Montant' };
const t = (key: string) => FR[key] ?? key;

describe('validation messages in the reader language', () => {
  it('translates the template and the field label it names, keeps the other values', () => {
    expect(localizedMessage(MESSAGES.mandatory, { label: 'Due date' }, t)).toBe("Date d'échéance est obligatoire");
    expect(localizedMessage(MESSAGES.min, { label: 'Amount', min: '10' }, t)).toBe('Montant doit être ≥ 10');
    expect(localizedMessage(MESSAGES.invalidDate, undefined, t)).toBe('Invalid date');
  });

  it('answers English without a translation function (the server speaks the spec words)', () => {
    expect(localizedMessage(MESSAGES.mandatory, { label: 'Due date' })).toBe('Due date is mandatory');
  });

  it('validateField speaks the language of its context', () => {
    const spec = { type: 'currency', label: 'Amount', mandatory: true, min: 10 } as const;
    expect(validateField(spec, null, { t }).errors[0].message).toBe('Montant est obligatoire');
    expect(validateField(spec, 5, { t }).errors[0].message).toMatch(/^Montant doit être ≥ /);
    const english = validateField(spec, null, {});
    expect(english.errors[0]).toMatchObject({ message: 'Amount is mandatory', template: '{label} is mandatory', params: { label: 'Amount' } });
  });
});
