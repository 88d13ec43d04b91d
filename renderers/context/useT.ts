import { useContext } from 'react';
import { EngineContext } from './EngineContext.ts';

const untranslated = (key: string) => key;

/**
 * The host's translation function (EngineEnv.t) for the chrome's texts: the English key itself
 * outside an engine (a renderer drawn alone), so that texts never need a provider to show.
 */
export function useT(): (key: string) => string {
  return useContext(EngineContext)?.t ?? untranslated;
}
