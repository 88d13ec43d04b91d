import { describe, expect, it } from 'vitest';
import { formatNumber } from '../../../engine/format/formatNumber.ts';
import { withLocaleNumbers } from '../../../renderers/elements/chartNumbers.ts';

type Axis = { type?: string; axisLabel?: { formatter?: unknown; rotate?: number } };
const formatterOf = (axis: unknown) => (axis as Axis).axisLabel?.formatter as ((v: unknown) => string) | undefined;

describe('chart numbers in the user locale (withLocaleNumbers)', () => {
  it("gives the value axes and the tooltip the locale's separators, not ECharts' own 700,000", () => {
    const option = { xAxis: { type: 'category', data: ['Jan'] }, yAxis: [{ type: 'value' }, { axisLabel: { rotate: 45 } }], tooltip: { trigger: 'axis' }, series: [] };
    const out = withLocaleNumbers(option, 'fr');
    const [left, right] = out.yAxis as Axis[];
    expect(formatterOf(left)?.(700000)).toBe(formatNumber(700000, 'fr'));
    expect(formatterOf(left)?.(700000)).not.toContain(',');
    expect(formatterOf(right)?.(1234.5)).toBe(formatNumber(1234.5, 'fr', { maximumFractionDigits: 2 }));
    expect((right as Axis).axisLabel?.rotate).toBe(45);
    // a category axis shows its own texts
    expect(formatterOf(out.xAxis)).toBeUndefined();
    const tooltip = out.tooltip as { valueFormatter: (v: unknown) => string; trigger: string };
    expect(tooltip.trigger).toBe('axis');
    expect(tooltip.valueFormatter(2500.25)).toBe(formatNumber(2500.25, 'fr', { maximumFractionDigits: 2 }));
    // the option given is left as it was
    expect(option.yAxis[0]).toEqual({ type: 'value' });
  });

  it("keeps a chart's own formatters, a horizontal bar chart's value x axis gets one, and no axis is added", () => {
    const own = '{value} %';
    const out = withLocaleNumbers({ xAxis: { type: 'value' }, yAxis: { type: 'category' }, tooltip: { valueFormatter: own } }, 'en-US');
    expect(formatterOf(out.xAxis)?.(1000000)).toBe('1,000,000');
    expect(formatterOf(out.yAxis)).toBeUndefined();
    expect((out.tooltip as { valueFormatter: unknown }).valueFormatter).toBe(own);
    expect(withLocaleNumbers({ series: [{ type: 'pie' }] }, 'fr')).toEqual({ series: [{ type: 'pie' }] });
    const kept = withLocaleNumbers({ yAxis: { axisLabel: { formatter: own } } }, 'fr');
    expect(formatterOf(kept.yAxis)).toBe(own);
  });
});
