import { createContext, useContext } from 'react';
import type { EngineEnv } from '../../engine/env/EngineEnv.ts';

export const EngineContext = createContext<EngineEnv | null>(null);

/** The host environment of the renderers; the app provides it once at the top of the tree. */
export function useEngine(): EngineEnv {
  const env = useContext(EngineContext);
  if (!env) throw new Error('useEngine() needs an <EngineContext.Provider> above it');
  return env;
}
