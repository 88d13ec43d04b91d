import { EChartView } from './EChartView.tsx';
import { readProp } from './readProp.ts';
import type { ElementProps } from './ElementProps.ts';

/** echart (loaded lazily): an ECharts chart of the element's `option`. */
export function EchartElement({ element }: ElementProps) {
  return <EChartView option={readProp.obj(element.props, 'option')} height={readProp.num(element.props, 'height', 300)} />;
}
