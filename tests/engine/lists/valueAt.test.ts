import { describe, expect, it } from 'vitest';
import { fillLink } from '../../../engine/lists/fillLink.ts';
import { fieldLabel } from '../../../engine/lists/fieldLabel.ts';
import { valueAt } from '../../../engine/lists/valueAt.ts';

const invoice = {
  registration: 'INV1',
  organization: { name: 'Org' },
  quotations: [{ financialProduct: 'LEASE' }],
  persons: [
    { role: 'PAYEE', name: 'Lender', personRegistration: 'AUT2' },
    { role: 'PAYER', name: 'Client & Co', personRegistration: 'AUT1' },
  ],
  roles: [{ role: 'CLIENT' }, { role: 'PARTNER' }],
};

describe('column paths', () => {
  it('reads dotted paths, indexes and element selectors', () => {
    expect(valueAt(invoice, 'organization.name')).toBe('Org');
    expect(valueAt(invoice, 'quotations.0.financialProduct')).toBe('LEASE');
    expect(valueAt(invoice, 'quotations[0].financialProduct')).toBe('LEASE');
    expect(valueAt(invoice, 'persons[role=PAYER].name')).toBe('Client & Co');
    expect(valueAt(invoice, 'roles.role')).toEqual(['CLIENT', 'PARTNER']);
    expect(valueAt(invoice, 'persons[role=SALES].name')).toBeUndefined();
    expect(valueAt(invoice, 'nothing.here')).toBeUndefined();
  });

  it('fills links with encoded values, none when a value is missing', () => {
    expect(fillLink('/person/{persons[role=PAYER].personRegistration}', invoice)).toBe('/person/AUT1');
    expect(fillLink('/x/{persons[role=PAYER].name}', invoice)).toBe('/x/Client%20%26%20Co');
    expect(fillLink('/contract/{contractRegistration}', invoice)).toBeUndefined();
  });

  it('labels fields without a label from their last path step', () => {
    expect(fieldLabel({ name: 'dueDate' })).toBe('Due date');
    expect(fieldLabel({ name: 'persons[role=PAYER].name' })).toBe('Name');
    expect(fieldLabel({ name: 'quotations.0.financedAmountExclTax' })).toBe('Financed amount excl tax');
    expect(fieldLabel({ name: 'x', label: 'Given' })).toBe('Given');
    expect(fieldLabel({ name: '_insertDate' })).toBe('Insert date');
  });
});
