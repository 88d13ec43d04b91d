import type { WidgetProps } from '@rjsf/utils';
import { TextInputWidget } from '../widgets/TextInputWidget.tsx';

/** text: one line; counter 'n/max (Min: min)' when bounded, forced case, per-field debounce. */
export function TextField(props: WidgetProps) {
  return <TextInputWidget widget={props} options={{ counter: true }} />;
}
