// @vitest-environment jsdom
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { JsonSchema } from '../../engine/registry/types.ts';
import { oneField, renderForm } from './helpers/renderForm.tsx';

afterEach(cleanup);

const STRING: JsonSchema = { type: ['string', 'null'] };

describe('field menus (seed 000 §9)', () => {
  it('opens the calling codes of a phone in a menu 240 px wide', () => {
    renderForm(oneField(STRING, { type: 'phone', label: 'Phone', country: 'FR' }));
    const select = screen.getByLabelText('Calling code');
    fireEvent.mouseDown(select.closest('.ant-select') as HTMLElement);
    const menu = document.querySelector('.ant-select-dropdown') as HTMLElement;
    expect(menu.style.width).toBe('240px');
  });

  it('offers minutes every 30 in a date-time picker', () => {
    renderForm(oneField({ type: ['string', 'null'], format: 'date-time' }, { type: 'datetime', label: 'When' }));
    const input = document.querySelector('#root_f') as HTMLElement;
    fireEvent.mouseDown(input);
    fireEvent.click(input);
    const minutes = [...document.querySelectorAll('.ant-picker-time-panel-column')][1];
    expect([...(minutes?.querySelectorAll('li') ?? [])].map((li) => li.textContent)).toEqual(['00', '30']);
  });
});
