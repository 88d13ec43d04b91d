import { describe, expect, it } from 'vitest';
import { checkSubmit, collectDocumentErrors, markMandatoryTouched, ruleCode, validateForm, type FieldSpec } from '../../../engine/validation/index.ts';

const fields: Record<string, FieldSpec> = {
  name: { type: 'text', label: 'Name', mandatory: true },
  email: { type: 'email', label: 'Email' },
  'company.shareCapital': { type: 'currency', label: 'Share capital' },
  'bankAccounts.0.bankIban': { type: 'iban', label: 'IBAN' },
  rate: { type: 'percentage', label: 'Rate', transitionOnly: true, max: 1 },
};

describe('validateForm', () => {
  it('normalizes into a copy and leaves the input alone', () => {
    const values = { name: 'ACME', company: { shareCapital: '1 000,5' }, bankAccounts: [{ bankIban: 'fr14 2004 1010 0505 0001 3m02 606' }], rate: '12,5 %' };
    const before = structuredClone(values);
    const result = validateForm(fields, values, { locale: 'fr-FR' });
    expect(result.errors).toEqual([]);
    expect(result.values).toEqual({ name: 'ACME', company: { shareCapital: 1000.5 }, bankAccounts: [{ bankIban: 'FR1420041010050500013M02606' }], rate: 0.125 });
    expect(values).toEqual(before);
  });

  it('reports every error with its path and catalogued code (server view: all touched)', () => {
    const { errors } = validateForm(fields, { email: 'x', bankAccounts: [{ bankIban: 'FR00' }] });
    expect(errors.map((e) => [e.path, e.code, e.message])).toEqual([
      ['name', 'MISSING_FIELD_IN_BODY', 'Name is mandatory'],
      ['email', 'INVALID_FIELD_VALUE', 'Email format should be "name@example.com"'],
      ['bankAccounts.0.bankIban', 'INVALID_IBAN', 'IBAN is invalid'],
    ]);
  });

  it('in a form, mandatory shows only for touched fields', () => {
    expect(validateForm(fields, {}, { touched: {} }).errors).toEqual([]);
    expect(validateForm(fields, {}, { touched: { name: true } }).errors.map((e) => e.path)).toEqual(['name']);
  });

  it('reads a currency field\'s currency from the record', () => {
    const result = validateForm({ amount: { type: 'currency', label: 'Amount', min: 1 } }, { currency: 'TND', amount: '0,5' }, { locale: 'fr-FR' });
    expect(result.values.amount).toBe(0.5);
    expect(result.errors[0].message).toMatch(/^Amount must be ≥ 1,000\sTND$/);
  });

  it('collects document errors from documents.{key}.errorFormat', () => {
    const { errors } = validateForm({}, { documents: { idCard: { errorFormat: 'File too large. Max size 5MB' }, rib: { name: 'rib.pdf' } } });
    expect(errors).toEqual([expect.objectContaining({ path: 'documents.idCard', message: 'File too large. Max size 5MB' })]);
    expect(collectDocumentErrors({ a: { errorFormat: true } })[0].message).toBe('Invalid format');
  });
});

describe('submit (seed 000 §5.2)', () => {
  it('marks mandatory empty untouched fields touched', () => {
    expect(markMandatoryTouched(fields, { name: '' }, { email: true })).toEqual({ email: true, name: true });
  });

  it('does not submit while errors exist', () => {
    const check = checkSubmit(fields, { name: '' }, { touched: {} });
    expect(check.canSubmit).toBe(false);
    expect(check.touched).toEqual({ name: true });
    expect(check.blocking.map((e) => e.message)).toEqual(['Name is mandatory']);
  });

  it('submits a valid form', () => {
    expect(checkSubmit(fields, { name: 'ACME' }, { touched: {} }).canSubmit).toBe(true);
  });

  it('workflow-transition errors can be skipped', () => {
    const values = { name: 'ACME', rate: '150' };
    const strict = checkSubmit(fields, values);
    expect(strict.canSubmit).toBe(false);
    expect(strict.errors[0]).toMatchObject({ path: 'rate', transition: true, message: 'Rate must be ≤ 100%' });
    expect(checkSubmit(fields, values, { skipTransitionErrors: true }).canSubmit).toBe(true);
  });

  it('warnings never block', () => {
    const check = checkSubmit({ country: { type: 'select' } }, {}, { typedText: { country: 'Fr' } });
    expect(check.canSubmit).toBe(true);
    expect(check.warnings).toHaveLength(1);
  });
});

describe('rule -> catalogued code', () => {
  it.each([
    ['iban', 'INVALID_IBAN'], ['number', 'INVALID_NUMBER_FIELD'], ['integer', 'INVALID_INTEGER_FIELD'], ['date', 'INVALID_DATE_FIELD'],
    ['mandatory', 'MISSING_FIELD_IN_BODY'], ['fileExtension', 'INVALID_FILE_EXTENSION'], ['email', 'INVALID_FIELD_VALUE'], ['min', 'INVALID_FIELD_VALUE'],
  ] as const)('%s -> %s', (rule, code) => {
    expect(ruleCode(rule)).toBe(code);
  });
});
