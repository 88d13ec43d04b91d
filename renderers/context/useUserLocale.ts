import { useContext } from 'react';
import { EngineContext } from './EngineContext.ts';

/**
 * The signed-in user's locale (EngineEnv.user.locale), the one every list, card, filter and form
 * formats its dates and numbers in; undefined outside an engine (the formatters then use en-EU).
 */
export function useUserLocale(): string | undefined {
  return useContext(EngineContext)?.user?.locale;
}
