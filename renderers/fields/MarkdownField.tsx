import { useState } from 'react';
import { Segmented } from 'antd';
import type { WidgetProps } from '@rjsf/utils';
import { useT } from '../context/useT.ts';
import { MarkdownView } from '../widgets/MarkdownView.tsx';
import { TextareaField } from './TextareaField.tsx';

type Mode = 'Edit' | 'Rendered';

/**
 * markdown: toggles between editing the text and the rendered view (seed 001 §4). Read-only fields
 * open rendered. The rendering never injects the text as HTML.
 */
export function MarkdownField(props: WidgetProps) {
  const t = useT();
  const locked = props.readonly || props.disabled;
  const [mode, setMode] = useState<Mode>(locked || props.value ? 'Rendered' : 'Edit');
  const source = typeof props.value === 'string' ? props.value : '';
  return (
    <div className="tabula-markdown-field">
      <Segmented<Mode> size="small" options={[{ value: 'Edit', label: t('Edit') }, { value: 'Rendered', label: t('Rendered') }]} value={mode} onChange={setMode} disabled={locked} />
      <div style={{ marginTop: 4 }}>{mode === 'Edit' && !locked ? <TextareaField {...props} /> : <MarkdownView source={source} />}</div>
    </div>
  );
}
