import { Alert } from 'antd';
import type { RJSFSchema, UiSchema } from '@rjsf/utils';
import { fillText } from '../../engine/i18n/fillText.ts';
import { useT } from '../context/useT.ts';
import { fieldMeta } from './fieldMeta.ts';

/**
 * Drawn for a field whose renderer override and type are both unknown: says which type it is
 * (seed 000 §3.8: 'Unknown type {type}'). Registered as a widget and as an rjsf field.
 */
export function FallbackField(props: { options?: object; uiSchema?: UiSchema; schema?: RJSFSchema }) {
  const t = useT();
  const meta = fieldMeta(props);
  const type = meta.renderer && !meta.type ? meta.renderer : (meta.type ?? String(props.schema?.type ?? ''));
  return <Alert type="warning" showIcon title={fillText(t('Unknown type {{type}}'), { type })} />;
}
