// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { SearchFieldDefinition } from '../../../schemas/generated/meta.ts';
import { AdvancedSearch, type AdvancedSearchProps } from '../../../renderers/search/AdvancedSearch.tsx';
import { fakeEnv, withEnv } from './testEnv.tsx';

afterEach(cleanup);

const fields: SearchFieldDefinition[] = [
  { name: 'name', regex: true },
  { name: 'status', type: 'multiSelect', list: 'invoiceStatus' },
  { name: 'dueDate', type: 'dateRange' },
  { name: 'orgaRegistration', hidden: true },
];

function setup(overrides: Partial<AdvancedSearchProps> = {}) {
  const fake = fakeEnv([]);
  const props: AdvancedSearchProps = {
    open: true,
    inModal: false,
    fields,
    values: {},
    sort: '',
    sortOptions: [{ value: 'name', label: 'Name' }],
    saved: [],
    onClose: vi.fn(),
    onSearch: vi.fn(),
    onSave: vi.fn(async () => {}),
    onDelete: vi.fn(),
    ...overrides,
  };
  render(withEnv(fake.env, <AdvancedSearch {...props} />));
  return { fake, props };
}

describe('AdvancedSearch', () => {
  it('renders the visible filters by type, not the hidden ones', () => {
    setup();
    expect(screen.getByTestId('search-field-name')).toBeTruthy();
    expect(screen.getByTestId('search-field-status')).toBeTruthy();
    expect(document.querySelector('#search-dueDate-from')).toBeTruthy();
    expect(screen.queryByTestId('search-field-orgaRegistration')).toBeNull();
  });

  it('Reset is disabled while nothing is set; Search sends the form and Alt+S does too', () => {
    const { props } = setup();
    expect(screen.getByTestId('search-reset').hasAttribute('disabled')).toBe(true);
    fireEvent.change(document.querySelector('#search-name')!, { target: { value: 'Acme' } });
    expect(screen.getByTestId('search-reset').hasAttribute('disabled')).toBe(false);
    fireEvent.click(screen.getByTestId('search-submit'));
    expect(props.onSearch).toHaveBeenLastCalledWith({ name: 'Acme' }, '');
    fireEvent.keyDown(window, { key: 's', code: 'KeyS', altKey: true });
    expect(props.onSearch).toHaveBeenCalledTimes(2);
  });

  it('Reset clears the form and the search', () => {
    const { props } = setup({ values: { name: 'Acme' }, sort: '-name' });
    fireEvent.click(screen.getByTestId('search-reset'));
    expect(props.onSearch).toHaveBeenLastCalledWith({}, '');
    expect((document.querySelector('#search-name') as HTMLInputElement).value).toBe('');
  });

  it('refuses to save an empty form and a duplicate; Ctrl+S saves a new search', async () => {
    const { fake, props } = setup({ saved: [{ id: '1', search: { name: 'Acme', values: { name: 'Acme' } } }] });
    fireEvent.click(screen.getByTestId('search-save'));
    expect(fake.notes.at(-1)).toEqual({ level: 'warning', message: 'An empty search cannot be saved' });
    fireEvent.change(document.querySelector('#search-name')!, { target: { value: 'Acme' } });
    fireEvent.click(screen.getByTestId('search-save'));
    expect(fake.notes.at(-1)?.message).toContain('already saved');
    fireEvent.change(document.querySelector('#search-name')!, { target: { value: 'Beta' } });
    await act(async () => {
      fireEvent.keyDown(window, { key: 's', code: 'KeyS', ctrlKey: true });
    });
    expect(props.onSave).toHaveBeenCalledWith({ name: 'Name: Beta', values: { name: 'Beta' }, sort: undefined });
    await waitFor(() => expect(fake.notes.at(-1)?.level).toBe('success'));
  });

  it('applies and deletes saved searches', () => {
    const { props } = setup({ saved: [{ id: '7', search: { name: 'Paid', values: { status: ['PAID'] }, sort: 'name' } }] });
    fireEvent.click(screen.getByText('Paid'));
    expect(props.onSearch).toHaveBeenCalledWith({ status: ['PAID'] }, 'name');
    fireEvent.click(screen.getByTestId('saved-search').querySelector('.ant-tag-close-icon')!);
    expect(props.onDelete).toHaveBeenCalledWith('7');
  });

  it('opens as a modal by default with the same buttons', () => {
    setup({ inModal: true });
    expect(document.querySelector('.ant-modal')).toBeTruthy();
    expect(screen.getByTestId('search-close')).toBeTruthy();
  });
});
