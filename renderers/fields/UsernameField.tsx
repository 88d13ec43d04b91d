import { Input, Typography } from 'antd';
import type { WidgetProps } from '@rjsf/utils';
import { fillText } from '../../engine/i18n/fillText.ts';
import { referenceText } from '../../engine/lists/referenceColumn.ts';
import { useT } from '../context/useT.ts';
import { useUserName } from '../table/useReferenceName.ts';
import { formSettings } from './model/FormSettings.ts';
import { TextInputWidget } from '../widgets/TextInputWidget.tsx';

/**
 * username: an e-mail address or a short name plus the tenant suffix (name@tenant); trimmed. Shown
 * read-only (who created a record, a person's user, a question's author) it reads as the user's name
 * with the username beside it; typed, the name of a known user shows beside it (docs/table.md#references).
 */
export function UsernameField(props: WidgetProps) {
  const t = useT();
  const { tenant } = formSettings(props.registry);
  const name = useUserName(props.value);
  const username = typeof props.value === 'string' ? props.value : '';
  if ((props.readonly || props.disabled) && username) return <Input id={props.id} readOnly disabled={props.disabled} value={name ? referenceText(name, username) : username} />;
  const placeholder = tenant ? fillText(t('name@example.com or name@{{tenant}}'), { tenant }) : 'name@example.com';
  // the name of the user typed, once known, beside the username
  const suffix = name ? <Typography.Text type="secondary">{name}</Typography.Text> : undefined;
  return <TextInputWidget widget={props} options={{ placeholder, suffix, toStored: (text) => text.trim() || undefined }} />;
}

