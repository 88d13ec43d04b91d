import { useSyncExternalStore } from 'react';

const QUERY = '(prefers-color-scheme: dark)';
const media = () =>
  typeof window !== 'undefined' && typeof window.matchMedia === 'function'
    ? window.matchMedia(QUERY)
    : undefined;

function subscribe(onChange: () => void): () => void {
  const m = media();
  m?.addEventListener?.('change', onChange);
  return () => m?.removeEventListener?.('change', onChange);
}

/** Whether the device asks for a dark scheme, followed live (the system colour scheme). */
export function useSystemDark(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => media()?.matches === true,
    () => false,
  );
}
