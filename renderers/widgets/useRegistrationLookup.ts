import { useContext, useEffect, useMemo, useRef, useState } from 'react';
import { EngineContext } from '../context/EngineContext.ts';
import { restRegistrationLookup, type RegistrationLookup, type RegistrationMatch } from './registrationLookup.ts';
import { LOOKUP_REGISTRATION_TYPES } from './registrationTypes.ts';

/** Registration lookup debounce (seed 001 §9). */
export const REGISTRATION_LOOKUP_DEBOUNCE = 300;

/**
 * Matches for a typed number, looked up 300 ms after the last keystroke, only for types with an
 * external register and 3 characters or more. Stale answers (a later text was typed) are ignored.
 */
export function useRegistrationLookup(own?: RegistrationLookup) {
  const env = useContext(EngineContext);
  const lookup = useMemo(() => own ?? (env ? restRegistrationLookup(env.data) : undefined), [own, env]);
  const [matches, setMatches] = useState<RegistrationMatch[]>([]);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const latest = useRef('');
  useEffect(() => () => clearTimeout(timer.current), []);
  const search = (type: string | undefined, text: string) => {
    clearTimeout(timer.current);
    latest.current = text;
    if (!lookup || !type || !LOOKUP_REGISTRATION_TYPES.has(type) || text.trim().length < 3) return setMatches([]);
    timer.current = setTimeout(() => {
      void lookup(type, text).then((found) => latest.current === text && setMatches(found));
    }, REGISTRATION_LOOKUP_DEBOUNCE);
  };
  return { matches, search, clear: () => setMatches([]) };
}
