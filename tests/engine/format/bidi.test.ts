import { describe, expect, it } from 'vitest';
import { hasRtlLetters, isLtrField, isLtrText } from '../../../engine/format/bidi.ts';

describe('bidi: what reads left to right in a right-to-left interface', () => {
  it('isolates numbers, amounts, phones, IBANs, codes, dates and Latin texts', () => {
    for (const text of ['-1 234,50 €', '+33 6 12 34 56 78', 'FR76 3000 6000 0112 3456 7890 189', 'CTR00000012', '31-12-2026', '12.5%', '100,000+', 'Acme SA', '١٢٣']) {
      expect(isLtrText(text), text).toBe(true);
    }
  });

  it('leaves Arabic texts, mixed ones and texts without digits or letters in the reading direction', () => {
    for (const text of ['شركة الأمل', 'عقد 12', '', '-', '…']) expect(isLtrText(text), text).toBe(false);
    expect(hasRtlLetters('شركة')).toBe(true);
    expect(hasRtlLetters('١٢٣')).toBe(false);
    expect(hasRtlLetters('שלום')).toBe(true);
  });

  it('knows the columns of numbers, dates and codes', () => {
    expect(isLtrField({ name: 'amount', type: 'currency' })).toBe(true);
    expect(isLtrField({ name: 'dueDate' })).toBe(true);
    expect(isLtrField({ name: 'registration' })).toBe(true);
    expect(isLtrField({ name: 'persons[role=PAYER].registration' })).toBe(true);
    expect(isLtrField({ name: 'bankAccount.iban' })).toBe(true);
    expect(isLtrField({ name: 'phone' })).toBe(true);
    expect(isLtrField({ name: 'name' })).toBe(false);
    expect(isLtrField({ name: 'organization.name' })).toBe(false);
    expect(isLtrField({ name: 'status' })).toBe(false);
  });
});
