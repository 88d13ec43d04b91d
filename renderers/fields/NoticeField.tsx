import { Alert } from 'antd';
import type { WidgetProps } from '@rjsf/utils';
import { fieldMeta } from './fieldMeta.ts';

function asText(value: unknown): string {
  if (value === undefined || value === null || value === '') return '';
  return typeof value === 'object' ? JSON.stringify(value) : String(value);
}

/** notice: read-only information in the form: the field's value, else its x-field value, else its label. */
export function NoticeField(props: WidgetProps) {
  const meta = fieldMeta(props);
  const text = asText(props.value) || asText(meta.value) || (meta.label ?? props.label);
  return <Alert id={props.id} type="info" title={text} />;
}
