import { describe, expect, it } from 'vitest';
import { mergeRegistrationData } from '../../../engine/persons/mergeRegistrationData.ts';
import {
  isAutomaticType, isLookupType, joinRegistrationText, moveToFirst, numberOfType, registrationIssue, registrationsToSave, splitRegistration,
} from '../../../engine/persons/registrationRules.ts';

describe('registration rules (seed 001 §3, §4, §5, §9)', () => {
  it.each([
    ['SIR552100554', { type: 'SIR', number: '552100554' }],
    ['AUT', { type: 'AUT', number: '' }],
    ['DEUHRB1234', { type: 'DEU', number: 'HRB1234' }],
    ['', {}],
    [undefined, {}],
    [{ type: 'NIF', number: '1' }, { type: 'NIF', number: '1' }],
  ])('splits %j into type prefix (3 characters) and number', (value, expected) => {
    expect(splitRegistration(value)).toEqual(expected);
  });

  it.each([
    ['SIR', '552 100 554', 'SIR552100554'],
    ['GBR', ' AB 123456 ', 'GBRAB 123456'],
    ['AUT', '123', 'AUT'],
    ['PRO', undefined, 'PRO'],
    [undefined, '12', '12'],
  ])('joins %s + %j as %s (spaces removed from all-digit input, automatic types without number)', (type, number, expected) => {
    expect(joinRegistrationText(type, number)).toBe(expected);
  });

  it.each([
    ['AUT', true, false], ['COM', true, false], ['PTN', true, false], ['PRO', true, false],
    ['SIR', false, true], ['EVA', false, true], ['GBR', false, true], ['CHE', false, true],
    ['CIF', false, true], ['NIF', false, true], ['ITA', false, true], ['DEU', false, true],
    ['VAT', false, false], [undefined, false, false],
  ])('%s: automatic %s, looked up %s', (type, automatic, lookup) => {
    expect(isAutomaticType(type)).toBe(automatic);
    expect(isLookupType(type)).toBe(lookup);
  });

  const formats = { SIR: { inputFormat: 'SIREN' }, NIF: { regex: '^[0-9]{8}[A-Z]$' } };
  it.each([
    [{ type: 'AUT', number: 'anything' }, null],
    [{ type: 'SIR', number: '' }, null],
    [{ type: 'SIR', number: 42 }, 'Invalid registration format, should be a string.'],
    [{ type: 'NIF', number: '12345678Z' }, null],
    [{ type: 'NIF', number: '1234' }, 'Invalid format'],
    // a type the tenant's list gives no format gets its default one (issue 37 item 3)
    [{ type: 'VAT', number: 'free text' }, 'Invalid format'],
    [{ type: 'VAT', number: '123' }, 'Must start with two letters'],
    [{ type: 'VAT', number: 'FR40303265045' }, null],
    [{ type: 'PAS', number: 'free text' }, null],
  ])('the validation chain of %j gives %s', (reg, message) => {
    const found = registrationIssue(reg, formats);
    expect(found ? found.template : null).toBe(message);
  });

  it('the SIREN input format checks the number with spaces removed', () => {
    expect(registrationIssue({ type: 'SIR', number: '552 100 554' }, formats)).toBeNull();
    expect(registrationIssue({ type: 'SIR', number: '552 100 555' }, formats)).not.toBeNull();
  });

  it.each([
    [[{ type: 'SIR', number: '' }, { type: 'AUT' }, { type: 'NIF', number: '1' }], [{ type: 'AUT' }, { type: 'NIF', number: '1' }]],
    [[{ type: 'SIR', number: '' }, { type: 'NIF', number: '  ' }], [{ type: 'SIR', number: '' }]],
    [[], []],
    [[{ type: 'COM' }], [{ type: 'COM' }]],
  ])('on save %j keeps %j', (items, kept) => {
    expect(registrationsToSave(items)).toEqual(kept);
  });

  it.each([
    [2, ['c', 'a', 'b', 'd']],
    [0, ['a', 'b', 'c', 'd']],
    [3, ['d', 'a', 'b', 'c']],
    [9, ['a', 'b', 'c', 'd']],
  ])('moving item %i first gives %j', (index, expected) => {
    expect(moveToFirst(['a', 'b', 'c', 'd'], index)).toEqual(expected);
  });

  it('finds the number a person has for a type, in its main registration or its list', () => {
    const person = { registration: 'AUT00000001', registrations: [{ type: 'AUT' }, { type: 'SIR', number: '552100554' }] };
    expect(numberOfType(person, 'SIR')).toBe('552100554');
    expect(numberOfType({ registration: 'DEUHRB12' }, 'DEU')).toBe('HRB12');
    expect(numberOfType(person, 'NIF')).toBeUndefined();
  });

  it("merges a register entry's data into the record, keeping identity fields", () => {
    const record = { type: 'C', name: '', legalForm: 'SA', roles: [{ role: 'CLIENT' }] };
    const data = { name: 'ACME SA', legalForm: '', type: 'I', registration: 'AUT00000009', unknownField: 1, roles: [] };
    expect(mergeRegistrationData(record, data, 'SIR552100554', ['type', 'name', 'legalForm', 'roles', 'registration'])).toEqual({
      type: 'C', name: 'ACME SA', legalForm: 'SA', roles: [{ role: 'CLIENT' }], registration: 'SIR552100554',
    });
  });
});
