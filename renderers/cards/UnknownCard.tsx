import { Alert } from 'antd';
import { fillText } from '../../engine/i18n/fillText.ts';
import { useT } from '../context/useT.ts';
import type { CardProps } from './CardProps.ts';

/** The fallback of the card registry: it says which kind is unknown. */
export function UnknownCard({ spec }: CardProps) {
  const t = useT();
  return <Alert type="warning" showIcon title={fillText(t('Unknown card {{kind}}'), { kind: spec.kind })} />;
}
