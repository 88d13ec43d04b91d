import { useCallback, useState } from 'react';

const KEY = 'tabula.cards.side';

/** Whether the side (right) column shows; Ctrl+B toggles it and the choice is remembered. */
export function useSideColumn(): [boolean, () => void] {
  const [visible, setVisible] = useState(() => (typeof window === 'undefined' ? true : window.localStorage.getItem(KEY) !== 'hidden'));
  const toggle = useCallback(() => {
    setVisible((v) => {
      window.localStorage.setItem(KEY, v ? 'hidden' : 'visible');
      return !v;
    });
  }, []);
  return [visible, toggle];
}
