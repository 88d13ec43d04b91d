import { chartistOption, type ChartistData } from '../../engine/cards/chartistOption.ts';
import { EChartView } from './EChartView.tsx';
import { readProp } from './readProp.ts';
import type { ElementProps } from './ElementProps.ts';

/** chartist (loaded lazily): chartist-style `data: {labels, series}` and `kind` (line, bar, pie), drawn by ECharts. */
export function ChartistElement({ element }: ElementProps) {
  const kind = readProp.text(element.props, 'kind', 'line');
  const option = chartistOption(readProp.obj(element.props, 'data') as ChartistData, kind === 'bar' || kind === 'pie' ? kind : 'line');
  return <EChartView option={option} height={readProp.num(element.props, 'height', 300)} />;
}
