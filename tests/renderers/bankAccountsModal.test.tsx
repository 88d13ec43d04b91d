// @vitest-environment jsdom
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { JsonSchema } from '../../engine/registry/types.ts';
import { renderForm } from './helpers/renderForm.tsx';
import { SHAPES } from './helpers/shapes.ts';

afterEach(cleanup);

const schema: JsonSchema = {
  type: 'object',
  properties: {
    type: { type: 'string' },
    name: { type: 'string' },
    firstName: { type: 'string' },
    lastName: { type: 'string' },
    bankAccounts: { type: 'array', items: SHAPES.bankAccount, 'x-field': { type: 'bankAccount', label: 'Bank accounts', multiple: true } },
  },
};
const main = { name: 'Main', bankIban: 'FR7630006000011234567890189' };
const other = { name: 'Other', bankIban: 'DE89370400440532013000' };

async function openDialog() {
  fireEvent.click(screen.getByText('Edit bank accounts'));
  return screen.findByRole('dialog');
}

describe('Bank accounts modal (seed 001 §2, §4, §5)', () => {
  it('previews the accounts with the IBAN in groups of four', () => {
    renderForm(schema, { formData: { bankAccounts: [main] } });
    expect(screen.getByText(/FR76 3000 6000 0112 3456 7890 189/)).toBeTruthy();
  });

  it('Add appends an empty account; typing an IBAN removes its spaces and names the account after the company', async () => {
    const form = renderForm(schema, { formData: { type: 'C', name: 'ACME', bankAccounts: [] } });
    const dialog = await openDialog();
    expect(within(dialog).getByText('Bank accounts')).toBeTruthy();
    fireEvent.click(within(dialog).getByText('Add'));
    const block = within(dialog).getByTestId('bank-account-0');
    fireEvent.change(within(block).getByLabelText('IBAN'), { target: { value: 'fr76 3000 6000 0112 3456 7890 189' } });
    expect((within(block).getByLabelText('Name') as HTMLInputElement).value).toBe('ACME');
    fireEvent.click(within(dialog).getByText('Save'));
    expect(form.values().bankAccounts).toEqual([{ name: 'ACME', bankIban: 'FR7630006000011234567890189' }]);
  });

  it('an individual gives first and last name as the default account name', async () => {
    renderForm(schema, { formData: { type: 'I', firstName: 'Ada', lastName: 'Lovelace', bankAccounts: [] } });
    const dialog = await openDialog();
    fireEvent.click(within(dialog).getByText('Add'));
    fireEvent.change(within(dialog).getByLabelText('IBAN'), { target: { value: 'DE89 3704 0044 0532 0130 00' } });
    expect((within(dialog).getByLabelText('Name') as HTMLInputElement).value).toBe('Ada Lovelace');
  });

  it('Save is refused while an account has errors (name mandatory, IBAN invalid)', async () => {
    const form = renderForm(schema, { formData: { bankAccounts: [main] } });
    const dialog = await openDialog();
    fireEvent.click(within(dialog).getByText('Add'));
    const block = within(dialog).getByTestId('bank-account-1');
    fireEvent.change(within(block).getByLabelText('IBAN'), { target: { value: 'FR76 0000' } });
    fireEvent.click(within(dialog).getByText('Save'));
    expect(within(block).getByText('Name is mandatory')).toBeTruthy();
    expect(within(block).getByText('IBAN is invalid')).toBeTruthy();
    expect(form.values().bankAccounts).toEqual([main]);
  });

  it('delete and make first only for non-first accounts; Close restores the prior list', async () => {
    const form = renderForm(schema, { formData: { bankAccounts: [main, other] } });
    const dialog = await openDialog();
    expect(within(within(dialog).getByTestId('bank-account-0')).queryByText('Make it first')).toBeNull();
    fireEvent.click(within(within(dialog).getByTestId('bank-account-1')).getByText('Make it first'));
    expect((within(within(dialog).getByTestId('bank-account-0')).getByLabelText('Name') as HTMLInputElement).value).toBe('Other');
    fireEvent.click(within(dialog).getByText('Close'));
    expect(form.values().bankAccounts).toEqual([main, other]);
  });

  it('delete then Save keeps the other accounts', async () => {
    const form = renderForm(schema, { formData: { bankAccounts: [main, other] } });
    const dialog = await openDialog();
    fireEvent.click(within(dialog).getByLabelText('Delete bank account'));
    fireEvent.click(within(dialog).getByText('Save'));
    expect(form.values().bankAccounts).toEqual([main]);
  });
});
