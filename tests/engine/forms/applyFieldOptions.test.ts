import { describe, expect, it } from 'vitest';
import { applyFieldOptions } from '../../../engine/forms/applyFieldOptions.ts';

describe('applyFieldOptions', () => {
  const ui = { name: { 'ui:widget': 'text', 'ui:options': { xField: { type: 'text' } } }, amount: { 'ui:widget': 'currency' } };

  it('marks read-only fields and hides hidden ones, keeping what the ui schema said', () => {
    const out = applyFieldOptions(ui, { name: { readOnly: true }, amount: { hidden: true }, notes: { readOnly: true } });
    expect(out.name).toEqual({ 'ui:widget': 'text', 'ui:options': { xField: { type: 'text' } }, 'ui:readonly': true });
    expect(out.amount).toEqual({ 'ui:widget': 'hidden' });
    expect(out.notes).toEqual({ 'ui:readonly': true });
    expect(ui.name).not.toHaveProperty('ui:readonly');
  });

  it('answers the same ui schema when the layout sets nothing', () => {
    expect(applyFieldOptions(ui, {})).toBe(ui);
    expect(applyFieldOptions(ui, { name: {} })).toBe(ui);
  });
});
