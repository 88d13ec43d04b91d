import { useRef, useState } from 'react';
import { moveToFirst, removeAt, replaceAt, swapWithFirst } from './listEditing.ts';

/** A list edited in a dialog, each item with a stable key so blocks keep their state when moved. */
export interface KeyedList<T> {
  items: T[];
  keys: number[];
  set: (index: number, item: T) => void;
  add: (item: T) => void;
  remove: (index: number) => void;
  makeFirst: (index: number) => void;
  moveFirst: (index: number) => void;
}

/** Edits a copy of `initial` taken once (the snapshot a dialog restores by simply being closed). */
export function useKeyedList<T>(initial: readonly T[]): KeyedList<T> {
  const next = useRef(initial.length);
  const [state, setState] = useState(() => ({ items: [...initial], keys: initial.map((_item, i) => i) }));
  return {
    items: state.items,
    keys: state.keys,
    set: (index, item) => setState((s) => ({ ...s, items: replaceAt(s.items, index, item) })),
    add: (item) => setState((s) => ({ items: [...s.items, item], keys: [...s.keys, next.current++] })),
    remove: (index) => setState((s) => ({ items: removeAt(s.items, index), keys: removeAt(s.keys, index) })),
    makeFirst: (index) => setState((s) => ({ items: swapWithFirst(s.items, index), keys: swapWithFirst(s.keys, index) })),
    moveFirst: (index) => setState((s) => ({ items: moveToFirst(s.items, index), keys: moveToFirst(s.keys, index) })),
  };
}
