import { describe, expect, it } from 'vitest';
import { formatNumber, isNumberFormat, numberScope } from '../../../engine/workflow/numbering.ts';
import { parseWorkflow } from '../../../engine/workflow/parseWorkflow.ts';

describe('numbers given by a transition', () => {
  it('fills the date parts of the day and pads the count', () => {
    expect(formatNumber('FA{YYYY}-{seq:6}', '2026-11-29', 42)).toBe('FA2026-000042');
    expect(formatNumber('{YY}{MM}/{seq}', '2026-03-01', 7)).toBe('2603/7');
    expect(formatNumber('N{seq:2}', '2026-03-01', 1234)).toBe('N1234');
  });

  it('counts per scope: a format with the year starts again each year, one without runs on', () => {
    expect(numberScope('FA{YYYY}-{seq:6}', '2026-12-31')).toBe('FA2026-#');
    expect(numberScope('FA{YYYY}-{seq:6}', '2027-01-01')).toBe('FA2027-#');
    expect(numberScope('INV-{seq:8}', '2027-01-01')).toBe(numberScope('INV-{seq:8}', '2026-01-01'));
  });

  it('accepts one counter and the known date parts only', () => {
    expect(isNumberFormat('FA{YYYY}-{seq:6}')).toBe(true);
    expect(isNumberFormat('FA{YYYY}')).toBe(false);
    expect(isNumberFormat('{seq}-{seq}')).toBe(false);
    expect(isNumberFormat('{seq}{DD}')).toBe(false);
  });

  it('refuses a workflow whose assignNumber action lacks a field or a valid format', () => {
    const workflow = (action: Record<string, unknown>) => ({ entityName: 'Invoice', statuses: ['DRAFT', 'VALIDATED'], transitions: [{ code: 'validate', from: ['DRAFT'], to: 'VALIDATED', actions: [action] }] });
    expect(parseWorkflow(workflow({ type: 'assignNumber', field: 'invoiceNumber', format: 'FA{YYYY}-{seq:6}' })).ok).toBe(true);
    for (const bad of [{ type: 'assignNumber', format: 'X{seq}' }, { type: 'assignNumber', field: 'status', format: 'X{seq}' }, { type: 'assignNumber', field: 'n', format: 'X' }]) {
      const parsed = parseWorkflow(workflow(bad));
      expect(parsed.ok, JSON.stringify(bad)).toBe(false);
      if (!parsed.ok) expect(parsed.problems.join(' ')).toContain('{seq}');
    }
  });
});
