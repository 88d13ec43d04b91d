import { describe, expect, it } from 'vitest';
import { selectLabel } from '../../../engine/lists/selectLabel.ts';

const statuses = [
  { value: 'SENT', label: 'Sent' },
  { value: 'PAID', label: 'Paid' },
  { value: 'ODD', label: '' },
];

describe('select labels in cells', () => {
  it('shows the label of a known value, never its code', () => {
    expect(selectLabel(statuses, 'SENT')).toBe('Sent');
    expect(selectLabel([{ value: 1, label: 'One' }], '1')).toBe('One');
  });

  it('joins the labels of a list of values, keeping unknown ones as they are', () => {
    expect(selectLabel(statuses, ['PAID', 'SENT'])).toBe('Paid, Sent');
    expect(selectLabel(statuses, ['PAID', 'NEW'])).toBe('Paid, NEW');
    expect(selectLabel(statuses, ['NEW'])).toBeUndefined();
  });

  it('leaves the cell to its own formatting when the list is loading, empty, or does not know the value', () => {
    expect(selectLabel([], 'SENT')).toBeUndefined();
    expect(selectLabel(statuses, 'NEW')).toBeUndefined();
    expect(selectLabel(statuses, 'ODD')).toBeUndefined();
    expect(selectLabel(statuses, null)).toBeUndefined();
    expect(selectLabel(statuses, '')).toBeUndefined();
  });
});
