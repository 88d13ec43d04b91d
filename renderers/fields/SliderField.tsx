import { Slider } from 'antd';
import type { WidgetProps } from '@rjsf/utils';
import { fieldMeta, metaNumber } from './fieldMeta.ts';
import { sliderSetup } from '../widgets/sliderProps.ts';

function isPair(value: unknown): value is [number, number] {
  return Array.isArray(value) && value.length === 2 && value.every((v) => typeof v === 'number');
}

/**
 * slider: a number (or a pair when `start` has two values) chosen on a bar; options start, step
 * (default 10), pipsValues, tooltips, connect, snap and range. Until moved it shows `start`.
 */
export function SliderField(props: WidgetProps) {
  const { id, value, disabled, readonly, onChange } = props;
  const meta = fieldMeta(props);
  const setup = sliderSetup(meta.slider, metaNumber(meta.min), metaNumber(meta.max));
  const common = {
    id,
    min: setup.min,
    max: setup.max,
    step: setup.step,
    marks: setup.marks,
    included: setup.included,
    disabled: disabled || readonly,
    tooltip: setup.tooltipOpen === undefined ? undefined : { open: setup.tooltipOpen },
  };
  if (setup.range) {
    const current = isPair(value) ? value : (setup.start as [number, number]);
    return <Slider {...common} range value={current} onChange={(next: number[]) => onChange(next)} />;
  }
  const current = typeof value === 'number' ? value : (setup.start as number);
  return <Slider {...common} value={current} onChange={(next: number) => onChange(next)} />;
}
