import { Alert } from 'antd';
import { fillText } from '../../../engine/i18n/fillText.ts';
import { useT } from '../../context/useT.ts';
import type { FilterProps } from './FilterProps.ts';

/** A filter type nobody registered: says so, never renders nothing. */
export function FallbackFilter({ field }: FilterProps) {
  const t = useT();
  return <Alert type="warning" showIcon title={fillText(t('Unknown filter type {{type}}'), { type: field.type ?? t('(none)') })} />;
}
