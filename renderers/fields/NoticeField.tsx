import { Alert } from 'antd';
import type { WidgetProps } from '@rjsf/utils';

/** notice: read-only information shown in the form. */
export function NoticeField(props: WidgetProps) {
  const text = props.value ?? props.label;
  return text ? <Alert type="info" title={String(typeof text === 'object' ? JSON.stringify(text) : text)} /> : null;
}
