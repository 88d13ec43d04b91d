import { DatePicker } from 'antd';
import dayjs from 'dayjs';
import type { WidgetProps } from '@rjsf/utils';
import { fieldMeta } from './fieldMeta.ts';

/** date and datetime: stored as ISO text (YYYY-MM-DD or a full timestamp). */
export function DateField(props: WidgetProps) {
  const { id, value, disabled, readonly, onChange, rawErrors } = props;
  const withTime = fieldMeta(props).type === 'datetime';
  const parsed = value ? dayjs(value) : null;
  return (
    <DatePicker
      id={id}
      style={{ width: '100%' }}
      showTime={withTime}
      value={parsed?.isValid() ? parsed : null}
      disabled={disabled || readonly}
      status={rawErrors?.length ? 'error' : undefined}
      onChange={(d) => onChange(d ? (withTime ? d.toISOString() : d.format('YYYY-MM-DD')) : undefined)}
    />
  );
}
