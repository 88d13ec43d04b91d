import type { ElementSpec } from '../../engine/cards/types.ts';
import { ElementView } from '../elements/ElementView.tsx';
import type { CardProps } from './CardProps.ts';

/**
 * Chart: an ECharts chart of the card's `option`, or of chartist-style `data` (`kind` line, bar or
 * pie); loaded lazily.
 */
export function ChartCard({ spec, entityName, record }: CardProps) {
  const { option, data, kind, height } = spec.props;
  const element: ElementSpec = option ? { type: 'echart', props: { option, height } } : { type: 'chartist', props: { data: data ?? {}, kind, height } };
  return <ElementView element={element} entityName={entityName} record={record} />;
}
