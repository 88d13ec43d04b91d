import { formatNumber } from '../../engine/format/formatNumber.ts';
import type { LocaleInput } from '../../engine/format/getLocaleSettings.ts';

type Option = Record<string, unknown>;

const isObject = (v: unknown): v is Option => !!v && typeof v === 'object' && !Array.isArray(v);
const listOf = (v: unknown): Option[] => (Array.isArray(v) ? v.filter(isObject) : isObject(v) ? [v] : []);

/**
 * An ECharts option whose numbers read in the user's locale: ECharts writes value axes' labels and
 * tooltip values with its own separators (`700,000` in a French page). Each value axis (a y axis
 * unless typed otherwise, an x axis typed `value` or `log`) without a label formatter of its own,
 * and the tooltip without a value formatter, get one (engine/format). The option given is not
 * changed; a chart that names its formatters keeps them.
 */
export function withLocaleNumbers(option: Option, locale: LocaleInput | undefined): Option {
  const number = (value: unknown) => (typeof value === 'number' ? formatNumber(value, locale, { maximumFractionDigits: 2 }) : String(value ?? ''));
  const axes = (key: 'xAxis' | 'yAxis', byDefault: string) => {
    const list = listOf(option[key]).map((axis) => {
      const type = typeof axis.type === 'string' ? axis.type : byDefault;
      const label = isObject(axis.axisLabel) ? axis.axisLabel : {};
      if ((type !== 'value' && type !== 'log') || label.formatter !== undefined) return axis;
      return { ...axis, axisLabel: { ...label, formatter: number } };
    });
    return Array.isArray(option[key]) ? list : list[0];
  };
  const out: Option = { ...option };
  if (option.xAxis !== undefined) out.xAxis = axes('xAxis', 'category');
  if (option.yAxis !== undefined) out.yAxis = axes('yAxis', 'value');
  if (isObject(option.tooltip) && option.tooltip.valueFormatter === undefined) out.tooltip = { ...option.tooltip, valueFormatter: number };
  return out;
}
