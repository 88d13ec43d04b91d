import { useCallback, useEffect, useRef } from 'react';

/** A change callback delayed by `wait` ms (a field's `debounce` option), plus `flush` for blur. */
export interface DebouncedChange<T> {
  change: (value: T) => void;
  flush: () => void;
}

/**
 * Delays a field's change by its per-field debounce wait: the control shows what is typed at once,
 * the form hears of it `wait` ms after the last keystroke, on blur, or when the control goes away.
 * Without a wait the change goes through immediately.
 */
export function useDebouncedChange<T>(onChange: (value: T) => void, wait?: number): DebouncedChange<T> {
  const target = useRef(onChange);
  const pending = useRef<{ value: T } | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => {
    target.current = onChange;
  }, [onChange]);
  const flush = useCallback(() => {
    clearTimeout(timer.current);
    const next = pending.current;
    pending.current = null;
    if (next) target.current(next.value);
  }, []);
  const change = useCallback(
    (value: T) => {
      if (!wait) {
        target.current(value);
        return;
      }
      pending.current = { value };
      clearTimeout(timer.current);
      timer.current = setTimeout(flush, wait);
    },
    [wait, flush],
  );
  useEffect(() => flush, [flush]);
  return { change, flush };
}
