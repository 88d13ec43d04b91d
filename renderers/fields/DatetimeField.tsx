import type { WidgetProps } from '@rjsf/utils';
import { DatePickerWidget } from '../widgets/DatePickerWidget.tsx';

/** datetime: a day and time (minutes by 30 in the picker), stored as an ISO instant. */
export function DatetimeField(props: WidgetProps) {
  return <DatePickerWidget widget={props} withTime />;
}
