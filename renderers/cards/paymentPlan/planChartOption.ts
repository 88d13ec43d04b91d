import type { PlanRow } from '../../../engine/finance/plan.ts';

/**
 * The ECharts option of a payment plan: principal and interest of each instalment as stacked
 * bars, the remaining balance as a line on its own axis.
 */
export function planChartOption(plan: readonly PlanRow[], labels: { principal: string; interest: string; balance: string }): Record<string, unknown> {
  return {
    animation: false,
    tooltip: { trigger: 'axis' },
    legend: { data: [labels.principal, labels.interest, labels.balance] },
    grid: { left: 56, right: 64, top: 36, bottom: 28 },
    xAxis: { type: 'category', data: plan.map((r) => r.date ?? String(r.index)) },
    yAxis: [
      { type: 'value', name: '' },
      { type: 'value', name: '', splitLine: { show: false } },
    ],
    series: [
      { name: labels.principal, type: 'bar', stack: 'payment', data: plan.map((r) => r.principal) },
      { name: labels.interest, type: 'bar', stack: 'payment', data: plan.map((r) => r.interest) },
      { name: labels.balance, type: 'line', yAxisIndex: 1, showSymbol: false, data: plan.map((r) => r.balance) },
    ],
  };
}
