import { useContext, useMemo, useState } from 'react';
import { EngineContext } from '../context/EngineContext.ts';
import { errorDisplay } from '../pages/errorText.ts';
import { restRegistrationDetail, type RegistrationDetail, type RegistrationDetailFetch, type RegistrationMatch } from './registrationLookup.ts';

/**
 * A register entry chosen in the dropdown, waiting for its confirmation (seed 001 §2, §4): Yes
 * fetches the entry's data (loading state) and hands it on; a failure is reported and the loading
 * ends, or is ignored with `ignoreFailures` (the Registrations modal, seed 001 §8).
 */
export function useRegistrationSelection(opts: {
  own?: RegistrationDetailFetch;
  ignoreFailures?: boolean;
  onConfirmed: (match: RegistrationMatch, detail: RegistrationDetail | undefined) => void | Promise<void>;
}) {
  const env = useContext(EngineContext);
  const fetchDetail = useMemo(() => opts.own ?? (env ? restRegistrationDetail(env.data) : undefined), [opts.own, env]);
  const [pending, setPending] = useState<{ type: string; match: RegistrationMatch; personType?: string } | undefined>(undefined);
  const [loading, setLoading] = useState(false);
  const confirm = async () => {
    if (!pending) return;
    setLoading(true);
    let detail: RegistrationDetail | undefined;
    try {
      detail = fetchDetail ? await fetchDetail(pending.type, pending.match.value, pending.personType) : undefined;
    } catch (err) {
      if (!opts.ignoreFailures) {
        const shown = errorDisplay(err, env?.t);
        env?.notify(shown.level, shown.message);
      }
    }
    try {
      await opts.onConfirmed(pending.match, detail);
    } finally {
      setLoading(false);
      setPending(undefined);
    }
  };
  return {
    pending: pending?.match,
    loading,
    choose: (type: string, match: RegistrationMatch, personType?: string) => setPending({ type, match, personType }),
    confirm: () => void confirm(),
    cancel: () => setPending(undefined),
  };
}
