import { createContext, useContext } from 'react';
import type { LayoutRunner } from '../../../engine/cards/resolveLayout.ts';

/**
 * The layout script runner (the QuickJS sandbox in the browser). The app provides it once the
 * sandbox is wired; without one, card pages use the default layout and say so when a layout
 * script exists.
 */
export const LayoutRunnerContext = createContext<LayoutRunner | undefined>(undefined);

export function useLayoutRunner(): LayoutRunner | undefined {
  return useContext(LayoutRunnerContext);
}
