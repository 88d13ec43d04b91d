import { describe, expect, it } from 'vitest';
import { actionRequest, fillPayload, fillUrl, isActionVisible, RELOAD_DELAY_MS, resolveRowActions } from '../../../engine/lists/rowActions.ts';

const ctx = { detailRoute: '/invoice', keyField: 'registration', apiPath: '/api/billing/invoices', readOnly: false };
const row = { registration: 'INV 1', amount: 12.5, persons: [{ role: 'PAYER', personRegistration: 'AUT1' }], canPay: true };

describe('row actions (seed 001 §3 "Row action definition")', () => {
  it('resolves built-ins: edit and view redirect, delete calls DELETE and reloads', () => {
    const [edit, del] = resolveRowActions(['edit', 'delete'], ctx);
    expect(edit.redirectTo).toBe('/invoice/{registration}');
    expect(del).toMatchObject({ method: 'DELETE', url: '/api/billing/invoices/{registration}', reloadAfterSuccess: true });
  });

  it('reloads the list 500 ms after a successful action or action form (seed 000 §9, seed 001 §9)', () => {
    expect(RELOAD_DELAY_MS).toBe(500);
  });

  it('read-only pages hide edit, delete and duplicate, keep copy, and show a view icon', () => {
    const actions = resolveRowActions(['edit', 'copy', 'delete', 'duplicate'], { ...ctx, readOnly: true });
    expect(actions.map((a) => a.name)).toEqual(['view', 'copy']);
    // the view icon opens the record read-only (seed 002 §2.4)
    expect(actions[0].redirectTo).toBe('/invoice/{registration}?readOnly=1');
  });

  it('shows an action only when not hidden, showAction is not false and its condition field is truthy', () => {
    expect(isActionVisible({ conditionField: 'canPay' }, row)).toBe(true);
    expect(isActionVisible({ conditionField: 'missing' }, row)).toBe(false);
    expect(isActionVisible({ hidden: true }, row)).toBe(false);
    expect(isActionVisible({ showAction: false }, row)).toBe(false);
  });

  it('fills url placeholders encoded, and payload values from the row keeping their types', () => {
    expect(fillUrl('/api/x/{registration}/documents?type=INVOICE', row)).toBe('/api/x/INV%201/documents?type=INVOICE');
    expect(fillPayload({ amount: '{amount}', note: 'Pay {registration}', who: ['{persons[role=PAYER].personRegistration}'] }, row)).toEqual({
      amount: 12.5,
      note: 'Pay INV 1',
      who: ['AUT1'],
    });
  });

  it('builds the call: POST by default, no body for GET and DELETE', () => {
    const [custom] = resolveRowActions([{ name: 'pay', url: '/api/pay/{registration}', payload: { amount: '{amount}' } }], ctx);
    expect(actionRequest(custom, row)).toEqual({ method: 'POST', path: '/api/pay/INV%201', body: { amount: 12.5 } });
    const [get] = resolveRowActions([{ name: 'doc', method: 'GET', url: '/api/doc/{registration}', payload: { a: 1 } }], ctx);
    expect(actionRequest(get, row)).toEqual({ method: 'GET', path: '/api/doc/INV%201', body: undefined });
    const [dup] = resolveRowActions(['duplicate'], ctx);
    expect(actionRequest(dup, { ...row, _id: 'x', _version: 3, status: 'PAID' })?.body).toEqual({ amount: 12.5, persons: row.persons, canPay: true });
  });
});
