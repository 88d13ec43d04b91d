import { createContext, useContext } from 'react';
import type { FormatCheckRun } from '../../../engine/scripts/formatChecks.ts';

/**
 * Runs a tenant's format-check scripts in the browser (the QuickJS sandbox), so a form refuses a
 * value before sending it; the app provides it once signed in. Without one, the server's check
 * (the authority) is the only one.
 */
export const FormatCheckContext = createContext<FormatCheckRun | undefined>(undefined);

export function useFormatCheckRun(): FormatCheckRun | undefined {
  return useContext(FormatCheckContext);
}
