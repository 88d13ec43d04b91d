import type { WidgetProps } from '@rjsf/utils';
import { formSettings } from './model/FormSettings.ts';
import { TextInputWidget } from '../widgets/TextInputWidget.tsx';

/** username: an e-mail address or a short name plus the tenant suffix (name@tenant); trimmed. */
export function UsernameField(props: WidgetProps) {
  const { tenant } = formSettings(props.registry);
  const placeholder = tenant ? `name@example.com or name@${tenant}` : 'name@example.com';
  return <TextInputWidget widget={props} options={{ placeholder, toStored: (t) => t.trim() || undefined }} />;
}
