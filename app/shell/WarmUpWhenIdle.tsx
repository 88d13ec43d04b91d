import { lazy, Suspense, useEffect, useState } from 'react';
import { whenIdle } from '../../renderers/hooks/whenIdle.ts';
import { useAuth } from '../auth/AuthContext.tsx';
import { warmUpSandbox } from '../scripts/warmUpSandbox.ts';

// the forms' code is not part of the shell's first load: it is fetched once the browser is idle
// (the first record opened finds it there); a chunk that cannot be fetched (offline, a new
// version deployed) only means no warm-up
const FormWarmUp = lazy(() =>
  import('../../renderers/fields/warmUp/FormWarmUp.tsx').then(
    (m) => ({ default: m.FormWarmUp }),
    () => ({ default: () => null }),
  ),
);

/**
 * Once the shell is shown and the browser first idle: fetches the forms' code and warms the form
 * engine (FormWarmUp), then loads the scripts' sandbox and opens the tenant's realm (warmUpSandbox),
 * so the first record a user opens opens faster.
 */
export function WarmUpWhenIdle() {
  const { user } = useAuth();
  const tenant = user?.tenant;
  const [idle, setIdle] = useState(false);
  useEffect(() => whenIdle(() => setIdle(true), 3000), []);
  // the sandbox after the forms' warm-up, in the next idle time (the two do not share one long
  // task); only where the browser reports idle time (not in jsdom's unit tests of the shell)
  useEffect(() => {
    if (!idle || !tenant || typeof requestIdleCallback !== 'function') return undefined;
    return whenIdle(() => void warmUpSandbox(tenant), 3000);
  }, [idle, tenant]);
  return idle ? (
    <Suspense fallback={null}>
      <FormWarmUp />
    </Suspense>
  ) : null;
}
