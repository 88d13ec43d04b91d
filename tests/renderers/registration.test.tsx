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

  it('typing offers register matches; arrow keys and Enter choose one; Yes of the confirmation takes it', async () => {
    const lookup = vi.fn(async () => [
      { label: 'ACME SA (552100554)', value: '552100554' },
      { label: 'ACME BIS (552100555)', value: '552100555' },
    ]);
    const detail = vi.fn(async (_type: string, id: string) => ({ value: id, data: {} }));
    const form = renderForm(oneField(STRING, { type: 'personRegistration' }), { formData: { f: 'SIR' }, settings: { registrationLookup: lookup, registrationDetail: detail } });
    const number = screen.getByLabelText('Registration number');
    fireEvent.mouseDown(number);
    fireEvent.change(number, { target: { value: 'ACME' } });
    await act(() => new Promise((r) => setTimeout(r, 350)));
    expect(lookup).toHaveBeenCalledWith('SIR', 'ACME', undefined);
    await screen.findByText('ACME BIS (552100555)');
    fireEvent.keyDown(number, { key: 'ArrowDown', keyCode: 40 });
    fireEvent.keyDown(number, { key: 'ArrowDown', keyCode: 40 });
    fireEvent.keyDown(number, { key: 'Enter', keyCode: 13 });
    const confirm = await screen.findByRole('dialog');
    expect(within(confirm).getByText('Confirm your selection')).toBeTruthy();
    expect(form.values().f).toBe('SIRACME');
    fireEvent.click(within(confirm).getByText('Yes'));
    await waitFor(() => expect(form.values().f).toBe('SIR552100555'));
    expect(detail).toHaveBeenCalledWith('SIR', '552100555', undefined);
  });

  it('a lookup failure is reported, translated, and the loading ends', async () => {
    const failing = vi.fn(async () => {
      throw Object.assign(new Error('HTTP 502'), { status: 502, body: { status: 502, code: 'REGISTRATION_LOOKUP_FAILED', message: 'The registration register did not answer: try again later' } });
    });
    const form = renderForm(oneField(STRING, { type: 'personRegistration' }), { formData: { f: 'SIR' }, settings: { registrationLookup: failing }, t: (k) => `[${k}]` });
    fireEvent.change(screen.getByLabelText('[Registration number]'), { target: { value: 'ACME' } });
    await waitFor(() => expect(form.env.notify).toHaveBeenCalledWith('error', '[Oops, something went wrong] [The registration register did not answer: try again later] (502)'));
    expect(screen.queryByTestId('registration-lookup-loading')).toBeNull();
  });

  it('choosing the registration of an existing person offers to load it', async () => {
    const lookup = async () => [{ label: 'Acme (SIR552100554)', value: '552100554', data: { registration: 'AUT00000007' } }];
    const data = memoryDataProvider({ records: { Person: [{ registration: 'AUT00000007', name: 'Acme' }] } });
    const form = renderForm(oneField(STRING, { type: 'personRegistration' }), { formData: { f: 'SIR' }, data, settings: { registrationLookup: lookup, registrationDetail: async (_t, id) => ({ value: id, data: { registration: 'AUT00000007' } }) } });
    const number = screen.getByLabelText('Registration number');
    fireEvent.mouseDown(number);
    fireEvent.change(number, { target: { value: '552' } });
    fireEvent.click(await screen.findByText('Acme (SIR552100554)', {}, { timeout: 2000 }));
    fireEvent.click(within(await screen.findByRole('dialog')).getByText('Yes'));
    const offer = await screen.findByText('This person already exists');
    fireEvent.click(within(offer.closest('.ant-modal') as HTMLElement).getByText('Load the existing person'));
    expect(form.env.navigate).toHaveBeenCalledWith('/person/AUT00000007');
    expect(form.values().f).toBe('SIR552100554');
  });

  it('clearing the number empties the registration', () => {
    const form = renderForm(oneField(STRING, { type: 'personRegistration' }), { formData: { f: 'SIR552100554' } });
    fireEvent.change(screen.getByLabelText('Registration number'), { target: { value: '' } });
    expect(form.values().f).toBeUndefined();
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
    fireEvent.click(screen.getByRole('button', { name: 'Registrations' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(within(dialog).getByTestId('registration-0')).queryByText('Set as first registration')).toBeNull();
    fireEvent.click(within(within(dialog).getByTestId('registration-1')).getByText('Set as first registration'));
    fireEvent.click(within(dialog).getByText('Add'));
    fireEvent.click(within(dialog).getByText('Save'));
    expect(within(dialog).getByText('Type is mandatory')).toBeTruthy();
    fireEvent.click(within(within(dialog).getByTestId('registration-2')).getByLabelText('Delete registration'));
    fireEvent.click(within(dialog).getByText('Save'));
    await waitFor(() => expect(form.values().f).toEqual([{ type: 'NIF', number: '12345678Z' }, { type: 'SIR', number: '552100554' }]));
  });

  it('on save, rows of a non-automatic type without a number are dropped, the first kept if all would go', () => {
    expect(registrationsToSave([{ type: 'SIR', number: '' }, { type: 'AUT' }, { type: 'NIF', number: '1' }])).toEqual([{ type: 'AUT' }, { type: 'NIF', number: '1' }]);
    expect(registrationsToSave([{ type: 'SIR', number: '' }, { type: 'NIF' }])).toEqual([{ type: 'SIR', number: '' }]);
  });
});
