import type { WidgetProps } from '@rjsf/utils';
import { DatePickerWidget } from '../widgets/DatePickerWidget.tsx';

/** date: a day typed in the locale's format or picked, stored `YYYY-MM-DD`; birth dates open on 2000-01-01. */
export function DateField(props: WidgetProps) {
  return <DatePickerWidget widget={props} withTime={false} />;
}
