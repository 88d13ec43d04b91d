import type { WidgetProps } from '@rjsf/utils';
import { RichTextEditor } from '../widgets/RichTextEditor.tsx';

/** richtext: formatted text (bold, italic, lists) stored as sanitized HTML; empty text clears the field. */
export function RichtextField(props: WidgetProps) {
  const { id, value, disabled, readonly, onChange, onBlur } = props;
  return (
    <RichTextEditor
      id={id}
      value={typeof value === 'string' ? value : ''}
      editable={!disabled && !readonly}
      onChange={(html) => onChange(html.replace(/<[^>]*>/g, '').trim() ? html : undefined)}
      onBlur={() => onBlur(id, value)}
    />
  );
}
