import { useContext, useEffect, useMemo, useRef, useState } from 'react';
import { LOOKUP_MIN_LENGTH, isLookupType } from '../../engine/persons/registrationRules.ts';
import { EngineContext } from '../context/EngineContext.ts';
import { errorDisplay } from '../pages/errorText.ts';
import { restRegistrationLookup, type RegistrationLookup, type RegistrationMatch } from './registrationLookup.ts';

/** Registration lookup debounce (seed 001 §9). */
export const REGISTRATION_LOOKUP_DEBOUNCE = 300;

/**
 * Matches for a typed number, looked up 300 ms after the last keystroke, only for types with a
 * register and 3 characters or more. Stale answers (a later text was typed) are ignored; a failure
 * is reported to the user (translated) and the loading ends (seed 001 §8).
 */
export function useRegistrationLookup(own?: RegistrationLookup) {
  const env = useContext(EngineContext);
  const lookup = useMemo(() => own ?? (env ? restRegistrationLookup(env.data) : undefined), [own, env]);
  const [matches, setMatches] = useState<RegistrationMatch[]>([]);
  const [loading, setLoading] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const latest = useRef('');
  useEffect(() => () => clearTimeout(timer.current), []);
  const search = (type: string | undefined, text: string, personType?: string) => {
    clearTimeout(timer.current);
    latest.current = text;
    if (!lookup || !type || !isLookupType(type) || text.trim().length < LOOKUP_MIN_LENGTH) {
      setLoading(false);
      return setMatches([]);
    }
    timer.current = setTimeout(() => {
      setLoading(true);
      lookup(type, text, personType)
        .then((found) => latest.current === text && setMatches(found))
        .catch((err: unknown) => {
          if (latest.current !== text) return;
          setMatches([]);
          const shown = errorDisplay(err, env?.t);
          env?.notify(shown.level, shown.message);
        })
        .finally(() => latest.current === text && setLoading(false));
    }, REGISTRATION_LOOKUP_DEBOUNCE);
  };
  return { matches, loading, search, clear: () => setMatches([]) };
}
