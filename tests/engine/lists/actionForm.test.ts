import { afterEach, describe, expect, it } from 'vitest';
import { billingScope } from '../../../server/billing/billingQuery.ts';
import { answerCount, dayAsTimestamp, formDefaults, formValuesToSend, progressPercent, progressUrlOf, readProgress, reloadsAfter, successText } from '../../../engine/lists/actionForm.ts';
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

  describe('dates and the useDateNoTime setting (seed 002 §5.1)', () => {
    const billing = {
      useDateNoTime: true,
      schema: { properties: { date: { type: 'string', format: 'date' }, organizations: { type: 'array' }, note: { type: 'string' } } },
    };
    const values = { date: '2026-03-31', organizations: ['P1'], note: '2026-03-31' };
    const zone = process.env.TZ;
    afterEach(() => {
      if (zone === undefined) delete process.env.TZ;
      else process.env.TZ = zone;
    });

    it('sends the plain day when the setting is on', () => {
      expect(formValuesToSend(billing, values, true)).toEqual(values);
    });

    it('sends the day as a full timestamp, midnight with the local offset, when the setting is off', () => {
      process.env.TZ = 'Europe/Paris';
      expect(formValuesToSend(billing, values, false)).toEqual({ ...values, date: '2026-03-31T00:00:00.000+02:00' });
      expect(dayAsTimestamp('2026-01-15')).toBe('2026-01-15T00:00:00.000+01:00');
      process.env.TZ = 'America/New_York';
      expect(dayAsTimestamp('2026-03-31')).toBe('2026-03-31T00:00:00.000-04:00');
      process.env.TZ = 'UTC';
      expect(dayAsTimestamp('2026-03-31')).toBe('2026-03-31T00:00:00.000+00:00');
    });

    it('gives a timestamp the billing run reads as the day chosen, in any zone', () => {
      for (const tz of ['Pacific/Kiritimati', 'Asia/Kolkata', 'UTC', 'America/Los_Angeles', 'Pacific/Pago_Pago']) {
        process.env.TZ = tz;
        const { date } = formValuesToSend(billing, values, false);
        expect(billingScope({ date: String(date) }).date).toBe('2026-03-31');
      }
    });

    it('leaves an unmarked form and values that are not days as they are', () => {
      expect(formValuesToSend({ ...billing, useDateNoTime: undefined }, values, false)).toEqual(values);
      expect(formValuesToSend(billing, { date: '' }, false)).toEqual({ date: '' });
      expect(formValuesToSend(billing, { date: undefined }, false)).toEqual({ date: undefined });
    });
  });
});
