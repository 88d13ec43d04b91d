import type { WidgetProps } from '@rjsf/utils';
import { firstEmailIn } from '../../engine/validation/index.ts';
import { TextInputWidget } from '../widgets/TextInputWidget.tsx';

/** email: trimmed; pasting text picks its first valid address (seed 001 §5). */
export function EmailField(props: WidgetProps) {
  return (
    <TextInputWidget
      widget={props}
      options={{ kind: 'email', toStored: (t) => t.trim() || undefined, onPasteText: (t) => firstEmailIn(t) }}
    />
  );
}
