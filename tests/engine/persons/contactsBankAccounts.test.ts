import { describe, expect, it } from 'vitest';
import { addEmptyContact, cancelContactAt, contactName, extraDefaultContacts, saveContactAt } from '../../../engine/persons/contactRules.ts';
import { MANDATE_MESSAGES, mandateProblems, mandatesOf, repeatedRums } from '../../../engine/persons/sepaMandateRules.ts';
import { accountMandateProblems, bankAccountProblems, defaultAccountName, localToday } from '../../../renderers/widgets/bankAccountChecks.ts';
import { contactErrors } from '../../../renderers/widgets/contactChecks.ts';
import { swapWithFirst } from '../../../renderers/widgets/listEditing.ts';
import { latestToday } from '../../../server/persons/personPartsHook.ts';
import contactShape from '../../../schemas/shapes/contact.json' with { type: 'json' };

const ann = { firstName: 'Ann', lastName: 'Lee', position: 'CFO', isDefault: true };
const bob = { firstName: 'Bob', lastName: 'Ray', position: 'Buyer', isDefault: false };

describe('the Contacts modal rules (seed 001 §4)', () => {
  it('add pushes an empty contact; cancel on add removes it, cancel on edit restores it', () => {
    const added = addEmptyContact([ann]);
    expect(added).toEqual([ann, { position: '', isDefault: false }]);
    expect(cancelContactAt(added, 1, true, undefined)).toEqual([ann]);
    const edited = [ann, { ...bob, position: 'Changed' }];
    expect(cancelContactAt(edited, 1, false, bob)).toEqual([ann, bob]);
  });

  it('saving a contact flagged default clears the flag on all others; a plain save keeps them', () => {
    expect(saveContactAt([ann, bob], 1, { ...bob, isDefault: true })).toEqual([{ ...ann, isDefault: false }, { ...bob, isDefault: true }]);
    expect(saveContactAt([ann, bob], 1, { ...bob, position: 'Fleet' })).toEqual([ann, { ...bob, position: 'Fleet' }]);
  });

  it('finds the default contacts after the first and names a contact', () => {
    expect(extraDefaultContacts([ann, bob, { ...bob, isDefault: true }, { ...ann }])).toEqual([2, 3]);
    expect(extraDefaultContacts(undefined)).toEqual([]);
    expect(contactName({ firstName: ' Ann ', secondName: 'M.', lastName: 'Lee' })).toBe('Ann M. Lee');
  });

  it('the position is mandatory and the e-mail checked in the modal', () => {
    const empty = contactErrors(contactShape as never, { position: '', email: 'not-an-address' });
    expect(empty.count).toBe(2);
    expect(Object.keys(empty.errorSchema).sort()).toEqual(['email', 'position']);
    expect(contactErrors(contactShape as never, { position: 'CFO', email: 'ann@acme.example' }).count).toBe(0);
  });
});

describe('the Bank accounts dialog rules (seed 001 §4, §5)', () => {
  it('names an account after the person: the name for a company, first and last name for an individual', () => {
    expect(defaultAccountName({ type: 'C', name: 'Acme SA', firstName: 'x' })).toBe('Acme SA');
    expect(defaultAccountName({ type: 'I', name: 'ignored', firstName: 'Ann', lastName: 'Lee' })).toBe('Ann Lee');
    expect(defaultAccountName(undefined)).toBeUndefined();
  });

  it('wants a name and a valid IBAN (checksum), spaces allowed', () => {
    expect(bankAccountProblems({ name: 'Main', bankIban: 'FR76 3000 6000 0112 3456 7890 189' })).toEqual([]);
    expect(bankAccountProblems({ name: '', bankIban: 'FR7630006000011234567890188' })).toEqual(['Name is mandatory', 'IBAN is invalid']);
  });

  it('make first swaps an account with the first one, the others keep their place', () => {
    expect(swapWithFirst(['a', 'b', 'c'], 2)).toEqual(['c', 'b', 'a']);
    expect(swapWithFirst(['a', 'b'], 0)).toEqual(['a', 'b']);
  });
});

describe('SEPA mandate rules', () => {
  const ok = { rumReference: 'TLF-2025-000001', rumStatus: 'ACTIVE', rumDateOfSignature: '2025-01-10' };

  it('accepts a mandate of the SEPA set signed in the past with a listed status', () => {
    expect(mandateProblems(ok, '2025-06-01', ['PENDING', 'ACTIVE'])).toEqual([]);
  });

  it('names each fault: RUM missing or out of the SEPA set, future or invalid date, status not in the list', () => {
    expect(mandateProblems({ rumReference: ' ' }, '2025-06-01')).toEqual([{ field: 'rumReference', message: MANDATE_MESSAGES.rumMandatory }]);
    expect(mandateProblems({ ...ok, rumReference: 'A'.repeat(36) }, '2025-06-01')[0].message).toBe(MANDATE_MESSAGES.rumFormat);
    expect(mandateProblems({ ...ok, rumReference: 'RUM_1' }, '2025-06-01')[0].message).toBe(MANDATE_MESSAGES.rumFormat);
    expect(mandateProblems({ ...ok, rumDateOfSignature: '2025-06-02' }, '2025-06-01')).toEqual([{ field: 'rumDateOfSignature', message: MANDATE_MESSAGES.signatureFuture }]);
    expect(mandateProblems({ ...ok, rumDateOfSignature: '2025-13-45' }, '2025-06-01')[0].message).toBe(MANDATE_MESSAGES.signatureInvalid);
    expect(mandateProblems({ ...ok, rumStatus: 'SIGNED' }, '2025-06-01', ['ACTIVE'])).toEqual([{ field: 'rumStatus', message: MANDATE_MESSAGES.statusUnknown }]);
    expect(mandateProblems({ ...ok, rumStatus: 'SIGNED' }, '2025-06-01')).toEqual([]);
  });

  it('finds the mandates of the accounts and the repeated references', () => {
    const found = mandatesOf([{ sepaMandates: [ok, { rumReference: 'B' }] }, {}, { sepaMandates: [{ rumReference: 'TLF-2025-000001 ' }] }]);
    expect(found.map((f) => f.path)).toEqual(['bankAccounts.0.sepaMandates.0', 'bankAccounts.0.sepaMandates.1', 'bankAccounts.2.sepaMandates.0']);
    expect(repeatedRums(found)).toEqual(['bankAccounts.2.sepaMandates.0']);
  });

  it('the dialog blocks a mandate signed tomorrow; the server allows today anywhere on Earth', () => {
    const today = localToday(new Date(2025, 5, 1, 12));
    expect(today).toBe('2025-06-01');
    const problems = accountMandateProblems({ name: 'x', sepaMandates: [{ ...ok, rumDateOfSignature: '2025-06-02' }, ok] }, today);
    expect(problems).toEqual([[{ field: 'rumDateOfSignature', message: MANDATE_MESSAGES.signatureFuture }], [{ field: 'rumReference', message: MANDATE_MESSAGES.rumDuplicate }]]);
    expect(latestToday(new Date('2025-06-01T12:00:00Z'))).toBe('2025-06-02');
  });
});
