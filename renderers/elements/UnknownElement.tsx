import { Alert } from 'antd';
import { fillText } from '../../engine/i18n/fillText.ts';
import { useT } from '../context/useT.ts';
import type { ElementProps } from './ElementProps.ts';

/** The fallback of the element registry: it says which type is unknown. */
export function UnknownElement({ element }: ElementProps) {
  const t = useT();
  return <Alert type="warning" showIcon title={fillText(t('Unknown element {{type}}'), { type: element.type })} />;
}
