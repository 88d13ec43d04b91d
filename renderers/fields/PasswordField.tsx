import type { WidgetProps } from '@rjsf/utils';
import { TextInputWidget } from '../widgets/TextInputWidget.tsx';

/** password: masked text with a show toggle; length bounds counted on the trimmed text. */
export function PasswordField(props: WidgetProps) {
  return <TextInputWidget widget={props} options={{ kind: 'password', counter: true }} />;
}
