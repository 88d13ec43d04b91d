import type { WidgetProps } from '@rjsf/utils';
import { fillText } from '../../engine/i18n/fillText.ts';
import { useT } from '../context/useT.ts';
import { formSettings } from './model/FormSettings.ts';
import { TextInputWidget } from '../widgets/TextInputWidget.tsx';

/** username: an e-mail address or a short name plus the tenant suffix (name@tenant); trimmed. */
export function UsernameField(props: WidgetProps) {
  const t = useT();
  const { tenant } = formSettings(props.registry);
  const placeholder = tenant ? fillText(t('name@example.com or name@{{tenant}}'), { tenant }) : 'name@example.com';
  return <TextInputWidget widget={props} options={{ placeholder, toStored: (text) => text.trim() || undefined }} />;
}
