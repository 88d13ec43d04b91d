// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { PlanRow } from '../../../engine/finance/plan.ts';
import { formatCurrency } from '../../../engine/format/formatCurrency.ts';
import { formatDate } from '../../../engine/format/formatDate.ts';
import { formatNumber } from '../../../engine/format/formatNumber.ts';
import { PlanChart } from '../../../renderers/cards/paymentPlan/PlanChart.tsx';
import { labelledIndexes, niceTicks } from '../../../renderers/cards/paymentPlan/planChartScale.ts';

afterEach(cleanup);

const PLAN: PlanRow[] = [
  { index: 1, date: '2027-01-01', principal: 3000, interest: 500, payment: 3500, balance: 9000 },
  { index: 2, date: '2027-02-01', principal: 3025, interest: 475, payment: 3500, balance: 5975 },
  { index: 3, date: '2027-03-01', principal: 2975.5, interest: 24.5, payment: 3000, balance: 0 },
];
const LABELS = { principal: 'Principal', interest: 'Interest', balance: 'Remaining principal' };

function draw(locale: string) {
  return render(
    <PlanChart
      plan={PLAN}
      labels={LABELS}
      money={(v) => formatCurrency(v, locale, { currency: 'EUR' })}
      number={(v) => formatNumber(v, locale, { maximumFractionDigits: 0 })}
      date={(v) => formatDate(v, locale)}
    />,
  );
}

describe('the payment plan chart (drawn by the card, no chart library)', () => {
  it('draws a principal and an interest bar per instalment, the balance as a line, the axes in the user locale', () => {
    const { container } = draw('fr');
    expect(container.querySelectorAll('svg rect')).toHaveLength(2 * PLAN.length);
    const points = container.querySelector('polyline')?.getAttribute('points')?.split(' ');
    expect(points).toHaveLength(PLAN.length);
    // the balance ends at 0: the line's last point is at the bottom of the plot
    expect(points?.[2]).toBe('2.5,100');
    const chart = screen.getByTestId('plan-chart');
    // axes: 0 to 4 000 for the instalments, 0 to 10 000 for the balance, in French
    expect(chart.textContent).toContain(formatNumber(4000, 'fr', { maximumFractionDigits: 0 }));
    expect(chart.textContent).toContain(formatNumber(10000, 'fr', { maximumFractionDigits: 0 }));
    expect(chart.textContent).toContain('01/02/2027');
    expect(chart.textContent).toContain('Remaining principal');
  });

  it('shows the values of the instalment under the pointer', () => {
    const { container } = draw('en-US');
    const svg = container.querySelector('svg') as SVGSVGElement;
    svg.getBoundingClientRect = () => ({ left: 100, width: 300, top: 0, height: 200, right: 400, bottom: 200, x: 100, y: 0, toJSON: () => ({}) });
    fireEvent.mouseMove(svg, { clientX: 100 + 150, clientY: 50 });
    const tip = screen.getByTestId('plan-chart-tooltip');
    expect(tip.textContent).toContain('02-01-2027');
    expect(tip.textContent).toContain(`Principal${formatCurrency(3025, 'en-US', { currency: 'EUR' })}`);
    expect(tip.textContent).toContain(`Interest${formatCurrency(475, 'en-US', { currency: 'EUR' })}`);
    fireEvent.mouseLeave(svg);
    expect(screen.queryByTestId('plan-chart-tooltip')).toBeNull();
  });

  it('chooses round axis steps and spaced date labels', () => {
    expect(niceTicks(3500)).toEqual([0, 1000, 2000, 3000, 4000]);
    expect(niceTicks(237650)).toEqual([0, 100000, 200000, 300000]);
    expect(niceTicks(9)).toEqual([0, 2.5, 5, 7.5, 10]);
    expect(niceTicks(0)).toEqual([0]);
    expect(labelledIndexes(72, 8)).toEqual([0, 9, 18, 27, 36, 45, 54, 63]);
    expect(labelledIndexes(3, 8)).toEqual([0, 1, 2]);
  });
});
