// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { JsonSchema } from '../../engine/registry/types.ts';
import { memoryDataProvider } from './helpers/memoryDataProvider.ts';
import { oneField, renderForm } from './helpers/renderForm.tsx';

afterEach(cleanup);

const STRING: JsonSchema = { type: ['string', 'null'] };
const cities = { options: [{ value: 'SP', label: 'São Paulo' }, { value: 'RJ', label: 'Rio de Janeiro' }, { value: 'PA', label: 'Paulínia' }] };
const shownOptions = () => Array.from(document.querySelectorAll('.ant-select-item-option')).map((o) => o.textContent);

function search(text: string): HTMLInputElement {
  const input = document.querySelector('#root_f') as HTMLInputElement;
  fireEvent.mouseDown(input);
  fireEvent.change(input, { target: { value: text } });
  return input;
}

describe('select (seed 000 §5.1, seed 001 §7)', () => {
  it('the filter ignores accents and case and keeps options matching every typed word', async () => {
    renderForm(oneField(STRING, { type: 'select', select: cities }));
    search('sao PAU');
    await waitFor(() => expect(shownOptions()).toEqual(['São Paulo']));
    search('paul');
    await waitFor(() => expect(shownOptions()).toEqual(['São Paulo', 'Paulínia']));
  });

  it('choosing an option stores its value', async () => {
    const form = renderForm(oneField(STRING, { type: 'select', select: cities }));
    search('rio');
    fireEvent.click(await screen.findByText('Rio de Janeiro', { selector: '.ant-select-item-option-content' }));
    expect(form.values().f).toBe('RJ');
  });

  it("text typed but not chosen is dropped with 'Caution, the value is incomplete and will not be considered.'", async () => {
    const form = renderForm(oneField(STRING, { type: 'select', select: cities }));
    const input = search('Par');
    fireEvent.blur(input);
    expect(await screen.findByText('Caution, the value is incomplete and will not be considered.')).toBeTruthy();
    expect(form.values().f).toBeUndefined();
  });

  it('options come from the lookup list through GET /api/script/lists?valuesOnly=true', async () => {
    const provider = memoryDataProvider({ lists: { civility: ['MR', 'MRS', { value: 'DR', label: 'Doctor' }] } });
    renderForm(oneField(STRING, { type: 'select', select: { list: 'civility' } }), { data: provider });
    await waitFor(() => expect(provider.calls.some((c) => c.path === '/api/script/lists?valuesOnly=true&lists=civility')).toBe(true));
    search('doc');
    await waitFor(() => expect(shownOptions()).toEqual(['Doctor']));
  });

  it('a list that fails to load (or is unknown) leaves the fixed options', async () => {
    const provider = memoryDataProvider({ lists: {} });
    renderForm(oneField(STRING, { type: 'select', select: { list: 'missing', options: [{ value: 'A', label: 'Fallback A' }] } }), { data: provider });
    search('');
    await waitFor(() => expect(shownOptions()).toEqual(['Fallback A']));
  });

  it('multi-select stores a list; a mandatory one without selection shows the required error', async () => {
    const form = renderForm(oneField({ type: 'array', items: { type: 'string' } }, { type: 'select', label: 'Cities', multiple: true, mandatory: true, select: cities }));
    search('rio');
    fireEvent.click(await screen.findByText('Rio de Janeiro', { selector: '.ant-select-item-option-content' }));
    expect(form.values().f).toEqual(['RJ']);
    fireEvent.mouseDown(document.querySelector('.ant-select-selection-item-remove, .ant-select-selection-item .anticon-close') as HTMLElement);
    fireEvent.click(document.querySelector('.ant-select-selection-item-remove, .ant-select-selection-item .anticon-close') as HTMLElement);
    fireEvent.submit(document.querySelector('form') as HTMLFormElement);
    expect(await screen.findByText('Cities is mandatory')).toBeTruthy();
  });
});
