// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { JsonSchema } from '../../engine/registry/types.ts';
import { registrationsToSave } from '../../renderers/widgets/registrationChecks.ts';
import { memoryDataProvider } from './helpers/memoryDataProvider.ts';
import { oneField, renderForm } from './helpers/renderForm.tsx';
import { SHAPES } from './helpers/shapes.ts';

afterEach(cleanup);

const STRING: JsonSchema = { type: ['string', 'null'] };
const types = { registrationType: ['SIR', 'AUT', 'NIF'] };

describe('personRegistration (seed 001 §2, §4, §5)', () => {
  it('type + number are stored as the registration text, spaces removed from digits', () => {
    const form = renderForm(oneField(STRING, { type: 'personRegistration' }), { formData: { f: 'SIR' }, data: memoryDataProvider({ lists: types }) });
    fireEvent.change(screen.getByLabelText('Registration number'), { target: { value: '552 100 554' } });
    expect(form.values().f).toBe('SIR552100554');
  });

  it('an automatic type (AUT, COM, PTN, PRO) empties and disables the number', () => {
    const form = renderForm(oneField(STRING, { type: 'personRegistration' }), { formData: { f: 'AUT' } });
    const number = screen.getByLabelText('Registration number') as HTMLInputElement;
    expect(number.disabled).toBe(true);
    expect(number.value).toBe('');
    expect(form.values().f).toBe('AUT');
  });

  it('typing offers register matches through the lookup provider; arrow keys and Enter choose one', async () => {
    const lookup = vi.fn(async () => [
      { label: 'ACME SA (552100554)', value: '552100554' },
      { label: 'ACME BIS (552100555)', value: '552100555' },
    ]);
    const form = renderForm(oneField(STRING, { type: 'personRegistration' }), { formData: { f: 'SIR' }, settings: { registrationLookup: lookup } });
    const number = screen.getByLabelText('Registration number');
    fireEvent.mouseDown(number);
    fireEvent.change(number, { target: { value: 'ACME' } });
    await act(() => new Promise((r) => setTimeout(r, 350)));
    expect(lookup).toHaveBeenCalledWith('SIR', 'ACME');
    await screen.findByText('ACME BIS (552100555)');
    fireEvent.keyDown(number, { key: 'ArrowDown', keyCode: 40 });
    fireEvent.keyDown(number, { key: 'ArrowDown', keyCode: 40 });
    fireEvent.keyDown(number, { key: 'Enter', keyCode: 13 });
    await waitFor(() => expect(form.values().f).toBe('SIR552100555'));
  });

  it('the default lookup posts to /api/external/pivot/person-registration/{type}', async () => {
    const provider = memoryDataProvider({ routes: { '/api/external/pivot/person-registration/': () => [{ label: 'ACME', value: '552100554' }] } });
    renderForm(oneField(STRING, { type: 'personRegistration' }), { formData: { f: 'SIR' }, data: provider });
    const number = screen.getByLabelText('Registration number');
    fireEvent.mouseDown(number);
    fireEvent.change(number, { target: { value: 'ACME' } });
    await screen.findByText('ACME', { selector: '.ant-select-item-option-content' }, { timeout: 2000 });
    expect(provider.calls.find((c) => c.path?.includes('person-registration'))).toMatchObject({ method: 'POST', path: '/api/external/pivot/person-registration/SIR', params: { value: 'ACME' } });
  });

  it('Registrations modal: Add, Set as main registration, Save drops numberless non-automatic rows', async () => {
    const list: JsonSchema = { type: 'array', items: SHAPES.registrationItem };
    const form = renderForm(oneField(list, { type: 'personRegistration', multiple: true }), {
      formData: { f: [{ type: 'SIR', number: '552100554' }, { type: 'NIF', number: '12345678Z' }] },
      data: memoryDataProvider({ lists: types }),
    });
    fireEvent.click(screen.getByText('Registrations'));
    const dialog = await screen.findByRole('dialog');
    expect(within(within(dialog).getByTestId('registration-0')).queryByText('Set as main registration')).toBeNull();
    fireEvent.click(within(within(dialog).getByTestId('registration-1')).getByText('Set as main registration'));
    fireEvent.click(within(dialog).getByText('Add'));
    fireEvent.click(within(dialog).getByText('Save'));
    expect(within(dialog).getByText('Type is mandatory')).toBeTruthy();
    fireEvent.click(within(within(dialog).getByTestId('registration-2')).getByLabelText('Delete registration'));
    fireEvent.click(within(dialog).getByText('Save'));
    expect(form.values().f).toEqual([{ type: 'NIF', number: '12345678Z' }, { type: 'SIR', number: '552100554' }]);
  });

  it('on save, rows of a non-automatic type without a number are dropped, the first kept if all would go', () => {
    expect(registrationsToSave([{ type: 'SIR', number: '' }, { type: 'AUT' }, { type: 'NIF', number: '1' }])).toEqual([{ type: 'AUT' }, { type: 'NIF', number: '1' }]);
    expect(registrationsToSave([{ type: 'SIR', number: '' }, { type: 'NIF' }])).toEqual([{ type: 'SIR', number: '' }]);
  });
});
