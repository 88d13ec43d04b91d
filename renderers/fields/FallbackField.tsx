import { Alert } from 'antd';
import type { WidgetProps } from '@rjsf/utils';
import { fieldMeta } from './fieldMeta.ts';

/** Shown for a field type with no registered renderer: says which type is unknown (seed 000 §3.8). */
export function FallbackField(props: WidgetProps) {
  const type = fieldMeta(props).type ?? String(props.schema?.type ?? '');
  return <Alert type="warning" title={`Unknown type ${type}`} />;
}
