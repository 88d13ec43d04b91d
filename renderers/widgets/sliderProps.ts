import type { SliderOptions } from '../../schemas/generated/meta.ts';

/** Default step of a slider (seed 001 §9). */
export const DEFAULT_SLIDER_STEP = 10;

/** What the antd Slider is given for a field's slider options (noUiSlider vocabulary of seed 000 §3.8). */
export interface SliderSetup {
  min: number;
  max: number;
  step: number | null;
  range: boolean;
  start: number | [number, number];
  marks?: Record<number, string>;
  included: boolean;
  tooltipOpen?: boolean;
}

/**
 * Maps the slider options: `range` (else the field's min/max, else 0..100), `step` (default 10),
 * `start` (two values make a range slider), `pipsValues` as marks, `snap` to jump between pips only,
 * `connect` to colour the bar, `tooltips` to always show (true) or never show (false) the value.
 */
export function sliderSetup(options: SliderOptions = {}, fieldMin?: number, fieldMax?: number): SliderSetup {
  const min = options.range?.min ?? fieldMin ?? 0;
  const max = options.range?.max ?? fieldMax ?? 100;
  const start = Array.isArray(options.start) ? options.start : options.start === undefined ? [min] : [options.start];
  const range = start.length === 2;
  const marks = options.pipsValues?.length ? Object.fromEntries(options.pipsValues.map((v) => [v, String(v)])) : undefined;
  const tooltips = Array.isArray(options.tooltips) ? options.tooltips.some(Boolean) : options.tooltips;
  const connect = Array.isArray(options.connect) ? options.connect.some(Boolean) : options.connect;
  return {
    min,
    max,
    step: options.snap && marks ? null : (options.step ?? DEFAULT_SLIDER_STEP),
    range,
    start: range ? [start[0], start[1] ?? max] : start[0],
    marks,
    included: connect ?? true,
    tooltipOpen: tooltips === undefined ? undefined : tooltips,
  };
}
