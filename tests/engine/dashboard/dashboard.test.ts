import { describe, expect, it } from 'vitest';
import { formatAmount, monthLabel, monthRange, monthsEndingAt } from '../../../engine/dashboard/dashboardFigures.ts';
import { dashboardLinks } from '../../../engine/dashboard/dashboardLinks.ts';
import { readListUrl } from '../../../engine/lists/listUrlState.ts';

describe('dashboard months', () => {
  it('lists the months ending with the month of a day, across a year end', () => {
    expect(monthsEndingAt('2026-02-10', 4)).toEqual(['2025-11', '2025-12', '2026-01', '2026-02']);
    expect(monthsEndingAt('2026-12-31', 12)[0]).toBe('2026-01');
  });

  it('gives the first and last day of a month, leap years included', () => {
    expect(monthRange('2024-02')).toEqual(['20240201', '20240229']);
    expect(monthRange('2026-02')).toEqual(['20260201', '20260228']);
    expect(monthRange('2026-12')).toEqual(['20261201', '20261231']);
  });

  it('labels a month in the user\'s language, and falls back to the month itself', () => {
    expect(monthLabel('2026-11', 'en-GB')).toBe('Nov 26');
    expect(monthLabel('2026-11', 'fr')).toMatch(/^nov/);
    expect(monthLabel('2026-11', 'not a locale!')).toBe('2026-11');
  });
});

describe('dashboard links', () => {
  it('open lists whose URL filters are exactly what each figure counts', () => {
    const filters = (link: string) => readListUrl(Object.fromEntries(new URLSearchParams(link.split('?')[1]))).filters;
    expect(dashboardLinks.contractsInForce()).toMatch(/^\/contracts\?/);
    expect(filters(dashboardLinks.contractsInForce())).toEqual({ status: 'ACTIVE,SUSPENDED' });
    expect(filters(dashboardLinks.contractsWithStatus(null))).toEqual({ status: 'null' });
    expect(filters(dashboardLinks.newBusinessOf('2024-02'))).toEqual({ status: 'ACTIVE,SUSPENDED,TERMINATED', startDate: '20240201~20240229' });
    expect(filters(dashboardLinks.invoicesOverdue())).toEqual({ status: 'VALIDATED,SENT,DISPUTED', pr: '!P', dueDate: '~today-1' });
    expect(filters(dashboardLinks.invoicesDue())).toEqual({ status: 'VALIDATED,SENT,DISPUTED', pr: '!P', dueDate: 'today~' });
    expect(filters(dashboardLinks.myLateTasks('jane@master'))).toEqual({ assignee: 'jane@master', status: 'TODO,IN_PROGRESS', dueDate: '~today-1' });
  });
});

describe('dashboard amounts', () => {
  it('formats an amount with its currency, and without one as a plain number, never throwing', () => {
    expect(formatAmount(1234.5, 'EUR', 'en-GB')).toBe('€1,234.50');
    expect(formatAmount(1234.5, '', 'en-GB')).toBe('1,234.50');
    expect(formatAmount(1234.5, 'not a currency', 'en-GB')).toBe('1,234.50');
    expect(() => formatAmount(1, 'ZZZ', 'fr')).not.toThrow();
  });
});
