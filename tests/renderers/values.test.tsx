// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { JsonSchema } from '../../engine/registry/types.ts';
import { oneField, renderForm } from './helpers/renderForm.tsx';

afterEach(cleanup);

const STRING: JsonSchema = { type: ['string', 'null'] };
const NUMBER: JsonSchema = { type: ['number', 'null'] };

function type(container: HTMLElement, text: string, selector = '#root_f'): HTMLInputElement {
  const input = container.querySelector(selector) as HTMLInputElement;
  fireEvent.focus(input);
  fireEvent.change(input, { target: { value: text } });
  fireEvent.blur(input);
  return input;
}

describe('a value typed is stored as the spec says (seed 000 §5.1)', () => {
  it.each([
    ['12,5 %', 0.125],
    ['12.5', 0.125],
    ['-3.25%', -0.0325],
    ['33.333333333333', 0.3333333333],
  ])('percentage %j is stored /100 rounded to 10 decimals: %j', (typed, stored) => {
    const form = renderForm(oneField(NUMBER, { type: 'percentage', label: 'Rate' }));
    type(form.container, typed);
    expect(form.values().f).toBe(stored);
  });

  it('percentage is shown ×100 once stored', () => {
    const form = renderForm(oneField(NUMBER, { type: 'percentage', label: 'Rate' }), { formData: { f: 0.125 } });
    expect((form.container.querySelector('#root_f') as HTMLInputElement).value).toBe('12.5');
  });

  it('iban is stored without spaces and shown in groups of four', () => {
    const form = renderForm(oneField(STRING, { type: 'iban', label: 'IBAN' }));
    const input = type(form.container, 'fr76 3000 6000 0112 3456 7890 189');
    expect(form.values().f).toBe('FR7630006000011234567890189');
    expect(input.value).toBe('fr76 3000 6000 0112 3456 7890 189');
    cleanup();
    const shown = renderForm(oneField(STRING, { type: 'iban' }), { formData: { f: 'FR7630006000011234567890189' } });
    expect((shown.container.querySelector('#root_f') as HTMLInputElement).value).toBe('FR76 3000 6000 0112 3456 7890 189');
  });

  it('phone: spaces stripped, calling code + local number stored as the international number', () => {
    const form = renderForm(oneField(STRING, { type: 'phone', label: 'Phone', country: 'FR' }));
    type(form.container, '06 12 34 56 78');
    expect(form.values().f).toBe('+33612345678');
  });

  it("phone without a country of its own takes the record's (its main address), else the locale's", () => {
    // the record's addresses are not fields of this form: the form holds them as the card page does
    const french = { addresses: [{ type: 'BILLING', country: 'DE' }, { type: 'MAIN', country: 'FR' }] };
    const form = renderForm(oneField(STRING, { type: 'phone' }), { formData: french, settings: { locale: 'en-US' } });
    type(form.container, '06 12 34 56 78');
    expect(form.values().f).toBe('+33612345678');
    cleanup();
    const american = renderForm(oneField(STRING, { type: 'phone' }), { settings: { locale: 'en-US' } });
    type(american.container, '202 555 0143');
    expect(american.values().f).toBe('+12025550143');
  });

  it('phone on an object schema stores {callingCode, localNumber} without spaces', () => {
    const schema: JsonSchema = { type: 'object', properties: { callingCode: { type: 'string' }, localNumber: { type: 'string' } } };
    const form = renderForm(oneField(schema, { type: 'phone', country: 'FR' }));
    type(form.container, '06 12 34 56 78');
    expect(form.values().f).toEqual({ callingCode: '+33', localNumber: '0612345678' });
  });

  it('currency is parsed in the locale and rounded to the currency; negative inverts the sign', () => {
    const form = renderForm(oneField(NUMBER, { type: 'currency', label: 'Amount', currency: 'EUR' }), { settings: { locale: 'fr-FR' } });
    type(form.container, '1 234,567');
    expect(form.values().f).toBe(1234.57);
    cleanup();
    const negative = renderForm(oneField(NUMBER, { type: 'currency', negative: true }));
    type(negative.container, '100.5');
    expect(negative.values().f).toBe(-100.5);
  });

  it('number and integer: locale text becomes a number; other text is kept for the engine message', async () => {
    const form = renderForm(oneField(NUMBER, { type: 'number', label: 'Quantity' }));
    type(form.container, '1,234.5');
    expect(form.values().f).toBe(1234.5);
    type(form.container, 'abc');
    expect(form.values().f).toBe('abc');
    expect(await screen.findByText('Quantity has to be a number')).toBeTruthy();
  });

  it('number: invalid text ending in "." or zeros is kept exactly as typed, in the input and in the value', async () => {
    const form = renderForm(oneField(NUMBER, { type: 'number', label: 'Quantity' }));
    for (const typed of ['1.2.', '1.2.0', 'abc.']) {
      const input = type(form.container, typed);
      expect(form.values().f).toBe(typed);
      expect(input.value).toBe(typed);
    }
    expect(await screen.findByText('Quantity has to be a number')).toBeTruthy();
  });

  it('integer: a decimal gives "{label} has to be an integer"', async () => {
    renderForm(oneField({ type: ['integer', 'null'] }, { type: 'integer', label: 'Count' }));
    type(document.body, '1.5');
    expect(await screen.findByText('Count has to be an integer')).toBeTruthy();
  });

  it('text with forceCase upper is stored upper case; empty text clears the field', () => {
    const form = renderForm(oneField(STRING, { type: 'text', forceCase: 'upper' }));
    type(form.container, 'abc');
    expect(form.values().f).toBe('ABC');
    type(form.container, '');
    expect(form.values().f).toBeUndefined();
  });

  it('email: pasting text keeps its first valid address', () => {
    const form = renderForm(oneField(STRING, { type: 'email' }));
    const input = form.container.querySelector('#root_f') as HTMLInputElement;
    fireEvent.paste(input, { clipboardData: { getData: () => 'John Doe <john@acme.com>; other@x.org' } });
    expect(form.values().f).toBe('john@acme.com');
  });

  it('siren is stored without spaces', () => {
    const form = renderForm(oneField(STRING, { type: 'siren' }));
    type(form.container, '552 100 554', '#root_f');
    expect(form.values().f).toBe('552100554');
  });

  it('date typed in the locale format is stored YYYY-MM-DD; text that is no date gives "Invalid date"', async () => {
    const form = renderForm(oneField(STRING, { type: 'date', label: 'Start' }));
    type(form.container, '31-12-2020');
    expect(form.values().f).toBe('2020-12-31');
    type(form.container, '45-99-2020');
    expect(await screen.findByText('Invalid date')).toBeTruthy();
  });

  it('date: the calendar icon is shown unless the tenant turns the date picker off (showDatePicker), typing works either way', () => {
    const withPicker = renderForm(oneField(STRING, { type: 'date', label: 'Start' }));
    expect(withPicker.container.querySelector('.ant-picker-suffix')).not.toBeNull();
    withPicker.unmount();
    const typedOnly = renderForm(oneField(STRING, { type: 'date', label: 'Start' }), { settings: { settings: { showDatePicker: false } } });
    expect(typedOnly.container.querySelector('.ant-picker-suffix')).toBeNull();
    type(typedOnly.container, '31-12-2020');
    expect(typedOnly.values().f).toBe('2020-12-31');
  });

  it('checkbox and switch store booleans', () => {
    const form = renderForm({ type: 'object', properties: { a: { type: 'boolean', 'x-field': { type: 'checkbox' } }, b: { type: 'boolean', 'x-field': { type: 'switch' } } } });
    fireEvent.click(form.container.querySelector('#root_a') as HTMLElement);
    fireEvent.click(form.container.querySelector('#root_b') as HTMLElement);
    expect(form.values()).toMatchObject({ a: true, b: true });
  });

  it('radio stores the chosen option', () => {
    const form = renderForm(oneField(STRING, { type: 'radio', select: { options: [{ value: 'A', label: 'Alpha' }, { value: 'B', label: 'Beta' }] } }));
    fireEvent.click(screen.getByLabelText('Beta'));
    expect(form.values().f).toBe('B');
  });

  it('color stores the picked colour', () => {
    const form = renderForm(oneField(STRING, { type: 'color' }));
    fireEvent.change(screen.getByLabelText('Pick a colour'), { target: { value: '#ff0000' } });
    expect(form.values().f).toBe('#ff0000');
  });

  it('textarea shows the counter "n/max (Min: min)" on the trimmed text', () => {
    const form = renderForm(oneField(STRING, { type: 'textarea', min: 2, max: 10 }));
    type(form.container, '  abc  ');
    expect(screen.getByText('3/10 (Min: 2)')).toBeTruthy();
  });

  it('textarea starts at 1 row unless rows says more (seed 001 §9)', () => {
    const one = renderForm(oneField(STRING, { type: 'textarea' }));
    expect(one.container.querySelector('textarea')?.getAttribute('rows')).toBe('1');
    cleanup();
    const three = renderForm(oneField(STRING, { type: 'textarea', rows: 3 }));
    expect(three.container.querySelector('textarea')?.getAttribute('rows')).toBe('3');
  });

  it('slider moves by the default step of 10 and honours start', () => {
    const form = renderForm(oneField(NUMBER, { type: 'slider', slider: { start: 20 } }));
    const handle = form.container.querySelector('[role="slider"]') as HTMLElement;
    expect(handle.getAttribute('aria-valuenow')).toBe('20');
    fireEvent.keyDown(handle, { key: 'ArrowRight', keyCode: 39, which: 39 });
    expect(form.values().f).toBe(30);
  });

  it('emails: invalid entries are dropped with the e-mail message', async () => {
    const form = renderForm(oneField({ type: ['array', 'null'], items: { type: 'string' } }, { type: 'emails' }));
    const input = form.container.querySelector('#root_f') as HTMLInputElement;
    fireEvent.change(input, { target: { value: 'a@b.com,bad,' } });
    await waitFor(() => expect(form.values().f).toEqual(['a@b.com']));
    expect(screen.getByText('Email format should be "name@example.com"')).toBeTruthy();
  });

  it('per-field debounce: the form hears of typing after the wait, or on blur', async () => {
    const form = renderForm(oneField(STRING, { type: 'text', debounce: 50 }));
    const input = form.container.querySelector('#root_f') as HTMLInputElement;
    fireEvent.change(input, { target: { value: 'abc' } });
    expect(form.values().f).toBeUndefined();
    await act(() => new Promise((r) => setTimeout(r, 80)));
    expect(form.values().f).toBe('abc');
  });
});
