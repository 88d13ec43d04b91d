import { describe, expect, it } from 'vitest';
import { actionName, resolveRowActions } from '../../../engine/lists/rowActions.ts';
import { sortText } from '../../../engine/lists/sortText.ts';

describe('no internal names in list chrome', () => {
  it('names the sort keys by their labels, with their direction', () => {
    const labels: Record<string, string> = { dueDate: "Date d'échéance", name: 'Nom' };
    expect(sortText('-dueDate,name', (n) => labels[n])).toBe("Date d'échéance ↓, Nom ↑");
    expect(sortText('+unknownField', () => undefined)).toBe('unknownField ↑');
    expect(sortText('', () => 'x')).toBe('');
  });

  it('gives built-in download and transitions actions a tooltip in words, never their code', () => {
    const ctx = { detailRoute: '/invoice', keyField: 'registration', apiPath: '/api/billing/invoices', readOnly: false };
    expect(resolveRowActions(['download', 'transitions'], ctx).map((a) => a.tooltip)).toEqual(['Download', 'Transitions']);
    expect([actionName('sendReminder'), actionName('open-document'), actionName('x')]).toEqual(['Send reminder', 'Open document', 'X']);
  });
});
