import type { ClipboardEvent, ReactNode } from 'react';
import { Input } from 'antd';
import type { WidgetProps } from '@rjsf/utils';
import { textCounter } from '../../engine/validation/index.ts';
import { caseOf, fieldMeta, metaNumber } from '../fields/fieldMeta.ts';
import { useDebouncedChange } from './useDebouncedChange.ts';
import { useSyncedText } from './useSyncedText.ts';
import { WithAddons } from './WithAddons.tsx';

/** How a text control turns typed text into the stored value and back. */
export interface TextInputOptions {
  kind?: 'text' | 'password' | 'email' | 'tel';
  /** Typed text -> stored value (default: the text; empty text clears the field). */
  toStored?: (text: string) => unknown;
  /** Stored value -> text shown (default: the value as text). */
  toText?: (value: unknown) => string;
  /** Pasted text -> text to insert; null keeps the browser's paste. */
  onPasteText?: (text: string) => string | null;
  /** Shows the counter 'n/max (Min: min)' (text, password, textarea). */
  counter?: boolean;
  placeholder?: string;
  addonBefore?: ReactNode;
  suffix?: ReactNode;
}

const plainText = (value: unknown): string => (value === undefined || value === null ? '' : String(value));

/**
 * The one-line text control shared by text-like fields: upper/lower case forcing, the counter, the
 * per-field debounce, read-only and disabled states, and the text/stored-value conversion of the field.
 */
export function TextInputWidget({
  widget,
  options = {},
}: {
  widget: WidgetProps;
  options?: TextInputOptions;
}) {
  const { id, value, disabled, readonly, onChange, onBlur, onFocus, rawErrors, placeholder } = widget;
  const meta = fieldMeta(widget);
  const toText = options.toText ?? plainText;
  const [text, setText] = useSyncedText(value, toText);
  const debounced = useDebouncedChange(onChange, meta.debounce);
  const forceCase = caseOf(meta);
  const commit = (typed: string) => {
    const cased =
      forceCase === 'upper' ? typed.toUpperCase() : forceCase === 'lower' ? typed.toLowerCase() : typed;
    const stored = cased === '' ? undefined : (options.toStored ?? ((t: string) => t))(cased);
    setText(cased, stored);
    debounced.change(stored);
  };
  const onPaste = (e: ClipboardEvent<HTMLInputElement>) => {
    const replaced = options.onPasteText?.(e.clipboardData.getData('text'));
    if (replaced === null || replaced === undefined) return;
    e.preventDefault();
    commit(replaced);
  };
  const max = metaNumber(meta.max);
  const min = metaNumber(meta.min);
  const showCount =
    options.counter && (max !== undefined || min !== undefined)
      ? { formatter: () => textCounter(text, max, min) }
      : undefined;
  const common = {
    id,
    name: id,
    value: text,
    disabled,
    readOnly: readonly,
    placeholder: options.placeholder ?? meta.placeholder ?? placeholder,
    status: rawErrors?.length ? ('error' as const) : undefined,
    showCount,
    suffix: options.suffix,
    onChange: (e: { target: { value: string } }) => commit(e.target.value),
    onPaste,
    onBlur: () => {
      debounced.flush();
      onBlur(id, value);
    },
    onFocus: () => onFocus(id, value),
  };
  const control =
    options.kind === 'password' ? (
      <Input.Password {...common} />
    ) : (
      <Input {...common} type={options.kind ?? 'text'} />
    );
  return <WithAddons before={options.addonBefore}>{control}</WithAddons>;
}
