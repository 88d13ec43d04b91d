import { lazy, Suspense, useEffect, useState } from 'react';
import { whenIdle } from '../../renderers/hooks/whenIdle.ts';

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
 * engine (FormWarmUp), so the first record a user opens opens faster.
 */
export function FormWarmUpWhenIdle() {
  const [idle, setIdle] = useState(false);
  useEffect(() => whenIdle(() => setIdle(true), 3000), []);
  return idle ? (
    <Suspense fallback={null}>
      <FormWarmUp />
    </Suspense>
  ) : null;
}
