import { useSyncExternalStore } from 'react';
import { debugMode } from '../../engine/shell/debugMode.ts';

/** Whether the shell's debug mode is on (Ctrl+Shift+C, engine/shell/debugMode.ts); re-renders on a toggle. */
export function useDebugMode(): boolean {
  return useSyncExternalStore(debugMode.subscribe, debugMode.get, debugMode.get);
}
