import { Input } from 'antd';
import type { WidgetProps } from '@rjsf/utils';
import { useT } from '../context/useT.ts';
import { emptyToUndefined } from './fieldMeta.ts';
import { WithAddons } from '../widgets/WithAddons.tsx';

/** color: a `#rrggbb` colour, picked with the browser's colour picker or typed. */
export function ColorField(props: WidgetProps) {
  const { id, value, disabled, readonly, onChange, rawErrors } = props;
  const t = useT();
  const text = typeof value === 'string' ? value : '';
  const swatch = (
    <input
      type="color"
      aria-label={t('Pick a colour')}
      value={/^#[0-9a-f]{6}$/i.test(text) ? text : '#000000'}
      disabled={disabled || readonly}
      style={{ width: 40, height: 32, padding: 2, border: '1px solid #d9d9d9', borderRadius: 6 }}
      onChange={(e) => onChange(e.target.value)}
    />
  );
  return (
    <WithAddons before={swatch}>
      <Input id={id} value={text} placeholder="#000000" disabled={disabled} readOnly={readonly}
        status={rawErrors?.length ? 'error' : undefined} onChange={(e) => onChange(emptyToUndefined(e.target.value.trim()))} />
    </WithAddons>
  );
}
