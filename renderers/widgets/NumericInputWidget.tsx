import { useState, type ReactNode } from 'react';
import { Input } from 'antd';
import type { WidgetProps } from '@rjsf/utils';
import { fieldMeta } from '../fields/fieldMeta.ts';
import { useDebouncedChange } from './useDebouncedChange.ts';
import { useSyncedText } from './useSyncedText.ts';
import { WithAddons } from './WithAddons.tsx';

/** How a numeric control reads typed text and shows the stored number. */
export interface NumericInputOptions {
  /** Typed text -> stored number; NaN when the text is not a valid entry. */
  parse: (text: string) => number;
  /** Stored number -> text to edit (focused). */
  toEditText: (value: number) => string;
  /** Stored number -> text shown when not focused (formatted in the locale). */
  toDisplay: (value: number) => string;
  addonAfter?: ReactNode;
  addonBefore?: ReactNode;
}

/**
 * A numeric control typed as text (so locale separators, `%` and signs can be typed): a valid entry
 * is stored as a number, an invalid one is kept as typed text so the engine's rule answers with the
 * spec's message ('{label} has to be a number'). Shows the formatted value when not focused.
 */
export function NumericInputWidget({
  widget,
  options,
}: {
  widget: WidgetProps;
  options: NumericInputOptions;
}) {
  const { id, value, disabled, readonly, onChange, onBlur, onFocus, rawErrors, placeholder } = widget;
  const meta = fieldMeta(widget);
  const [focused, setFocused] = useState(false);
  const toText = (v: unknown) =>
    typeof v === 'number' ? options.toEditText(v) : v === undefined || v === null ? '' : String(v);
  const [text, setText] = useSyncedText(value, toText);
  const debounced = useDebouncedChange(onChange, meta.debounce);
  const commit = (typed: string) => {
    const n = typed.trim() === '' ? Number.NaN : options.parse(typed);
    const stored = typed.trim() === '' ? undefined : Number.isNaN(n) ? typed : n;
    setText(typed, stored);
    debounced.change(stored);
  };
  const shown = !focused && typeof value === 'number' ? options.toDisplay(value) : text;
  return (
    <WithAddons before={options.addonBefore} after={options.addonAfter}>
      <Input
        id={id}
        name={id}
        inputMode="decimal"
        value={shown}
        disabled={disabled}
        readOnly={readonly}
        placeholder={meta.placeholder ?? placeholder}
        status={rawErrors?.length ? 'error' : undefined}
        onChange={(e) => commit(e.target.value)}
        onFocus={() => {
          setFocused(true);
          onFocus(id, value);
        }}
        onBlur={() => {
          setFocused(false);
          debounced.flush();
          onBlur(id, value);
        }}
      />
    </WithAddons>
  );
}
