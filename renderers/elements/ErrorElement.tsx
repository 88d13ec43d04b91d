import { Alert } from 'antd';
import { useT } from '../context/useT.ts';
import { readProp } from './readProp.ts';
import type { ElementProps } from './ElementProps.ts';

/** error: a message a layout wants the user to see (e.g. what a script could not do). */
export function ErrorElement({ element }: ElementProps) {
  const t = useT();
  const p = element.props;
  return <Alert type="error" showIcon title={element.title ?? readProp.text(p, 'message', t('Error'))} description={element.title ? readProp.text(p, 'message') : readProp.text(p, 'description') || undefined} />;
}
