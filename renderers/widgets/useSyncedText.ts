import { useEffect, useRef, useState } from 'react';

/**
 * The text shown in an input whose stored value differs from what is typed (an IBAN shown in groups,
 * a percentage shown ×100): typed text is kept while it still means the stored value, and replaced
 * when the value is changed from outside (reset, a script, another field).
 */
export function useSyncedText(value: unknown, toText: (value: unknown) => string): [string, (text: string, stored: unknown) => void] {
  const [text, setText] = useState(() => toText(value));
  const lastStored = useRef<unknown>(value);
  useEffect(() => {
    if (!Object.is(lastStored.current, value) && JSON.stringify(lastStored.current) !== JSON.stringify(value)) {
      lastStored.current = value;
      setText(toText(value));
    }
  }, [value, toText]);
  const update = (next: string, stored: unknown) => {
    lastStored.current = stored;
    setText(next);
  };
  return [text, update];
}
