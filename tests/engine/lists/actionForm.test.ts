import { describe, expect, it } from 'vitest';
import { answerCount, formDefaults, progressPercent, progressUrlOf, readProgress, reloadsAfter, successText } from '../../../engine/lists/actionForm.ts';
import { fillUrl } from '../../../engine/lists/rowActions.ts';

describe('action forms', () => {
  it('opens with the defaults, $today as the day', () => {
    const form = { schema: {}, defaults: { date: '$today', n: 3 } };
    expect(formDefaults(form, new Date('2026-03-04T10:00:00Z'))).toEqual({ date: '2026-03-04', n: 3 });
    expect(formDefaults({ schema: {} })).toEqual({});
  });

  it('counts what an answer reports: array length, nbTotal or count', () => {
    expect(answerCount([{}, {}])).toBe(2);
    expect(answerCount({ nbTotal: 7 })).toBe(7);
    expect(answerCount({ count: 0 })).toBe(0);
    expect(answerCount({ other: 1 })).toBeUndefined();
    expect(answerCount(null)).toBeUndefined();
  });

  it('fills {count} in the success message and reloads unless nothing was made', () => {
    expect(successText('{count} invoice(s) created', [{}, {}, {}])).toBe('3 invoice(s) created');
    expect(successText('{count} invoice(s) created', undefined)).toBe('0 invoice(s) created');
    expect(successText('Event executed successfully', [])).toBe('Event executed successfully');
    expect(reloadsAfter([], '{count} invoice(s) created')).toBe(false);
    expect(reloadsAfter([{}], '{count} invoice(s) created')).toBe(true);
    expect(reloadsAfter([], 'Done')).toBe(true);
    expect(reloadsAfter(undefined)).toBe(true);
  });

  it('follows only an /api/ progress url', () => {
    expect(progressUrlOf({ nbTotal: 3, progressUrl: '/api/billing/runs/R1' })).toBe('/api/billing/runs/R1');
    expect(progressUrlOf({ progressUrl: 'https://evil.example/x' })).toBeUndefined();
    expect(progressUrlOf([{ progressUrl: '/api/x' }])).toBeUndefined();
  });

  it('reads a progress answer and its percentage', () => {
    expect(readProgress({ status: 'RUNNING', done: 50, nbTotal: 200, created: 48 })).toEqual({ status: 'RUNNING', done: 50, nbTotal: 200, created: 48, errors: undefined });
    expect(progressPercent(readProgress({ done: 50, nbTotal: 200 }))).toBe(25);
    expect(progressPercent(readProgress({ status: 'DONE', done: 0, nbTotal: 0 }))).toBe(100);
    expect(progressPercent(readProgress({ done: 'x', nbTotal: 0 }))).toBe(0);
  });

  it('fills form values into a url, arrays joined with commas', () => {
    expect(fillUrl('/api/script/runs/run-billing?date={date}&organizations={organizations}', { date: '2026-01-31', organizations: ['P1', 'P 2'] })).toBe(
      '/api/script/runs/run-billing?date=2026-01-31&organizations=P1,P%202',
    );
    expect(fillUrl('/x?o={organizations}', {})).toBe('/x?o=');
  });
});
