// @vitest-environment jsdom
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { getLocaleSettings } from '../../engine/format/index.ts';
import { clipboardGrid, coerceCell, pasteGrid } from '../../renderers/widgets/numbersTableValues.ts';
import { oneField, renderForm } from './helpers/renderForm.tsx';
import { SHAPES } from './helpers/shapes.ts';

afterEach(cleanup);

const EN = getLocaleSettings('en-EU');
const columns = [{ name: 'months', format: 'number' as const }, { name: 'rate', format: 'percentage' as const }];

function paste(target: HTMLElement, text: string) {
  fireEvent.paste(target, { clipboardData: { getData: () => text } });
}

describe('numbers table editor (seed 002 §2.7, §5.1)', () => {
  it('reads clipboard text as lines of tab-separated cells', () => {
    expect(clipboardGrid('1\t2\r\n3\t4\n')).toEqual([['1', '2'], ['3', '4']]);
  });

  it.each([
    ['NULL', 'number', null],
    ['null', 'number', null],
    ['', 'number', null],
    ['1,234.5', 'number', 1234.5],
    ['5', 'percentage', 0.05],
    ['2.5 %', 'percentage', 0.025],
    ['abc', 'number', null],
  ] as const)('cell %j (%s) -> %j', (text, format, value) => {
    expect(coerceCell(text, format, EN)).toBe(value);
  });

  it('pastes from the cell pasted into, adding rows, ignoring cells beyond the last column', () => {
    expect(pasteGrid([[12, 0.01]], { row: 0, col: 0 }, [['24', '2', 'x'], ['36', 'NULL']], columns, EN)).toEqual([[24, 0.02], [36, null]]);
  });

  it('a rates table pasted in the form stores numbers and percentages as fractions', () => {
    const form = renderForm(oneField(SHAPES.numbersTable, { type: 'ratesTable', label: 'Rates' }), {
      formData: { f: { columns: [{ name: 'months', format: 'number' }, { name: 'rate', format: 'percentage' }], rows: [[12, 0.01]] } },
    });
    paste(screen.getByLabelText('months 1'), '12\t1.5\n24\tNULL\n36\t2');
    expect(form.values().f).toEqual({ columns: [{ name: 'months', format: 'number' }, { name: 'rate', format: 'percentage' }], rows: [[12, 0.015], [24, null], [36, 0.02]] });
  });

  it('shows 3 decimals for numbers and 2 for percentages by default', () => {
    renderForm(oneField(SHAPES.numbersTable, { type: 'table' }), {
      formData: { f: { columns: [{ name: 'c', format: 'number' }, { name: 'p', format: 'percentage' }], rows: [[1.23456, 0.123456]] } },
    });
    expect((screen.getByLabelText('c 1') as HTMLInputElement).value).toBe('1.235');
    expect((screen.getByLabelText('p 1') as HTMLInputElement).value).toBe('12.35%');
  });

  it('a typed cell is coerced on blur; rows are added and removed', () => {
    const form = renderForm(oneField(SHAPES.numbersTable, { type: 'coefficientsTable' }), { formData: { f: { columns: [{ name: 'k' }], rows: [[1]] } } });
    const cell = screen.getByLabelText('k 1');
    fireEvent.focus(cell);
    fireEvent.change(cell, { target: { value: '2.5' } });
    fireEvent.blur(cell);
    expect(form.values().f).toMatchObject({ rows: [[2.5]] });
    fireEvent.click(screen.getByText('Add row'));
    expect(form.values().f).toMatchObject({ rows: [[2.5], [null]] });
    fireEvent.click(screen.getByLabelText('Delete row 1'));
    expect(form.values().f).toMatchObject({ rows: [[null]] });
  });

  it('a table type on a list of records is drawn by rjsf as a list', () => {
    const contacts = { type: 'array', items: { type: 'object', properties: { name: { type: 'string', 'x-field': { type: 'text', label: 'Contact name' } } } } };
    renderForm(oneField(contacts, { type: 'table', label: 'Contacts' }), { formData: { f: [{ name: 'Ann' }] } });
    expect((screen.getByLabelText('Contact name') as HTMLInputElement).value).toBe('Ann');
    expect(screen.getByText('Add')).toBeTruthy();
  });
});
