import { useMemo } from 'react';
import type { FormSettings } from '../fields/model/FormSettings.ts';
import { useEngine } from './EngineContext.ts';

/**
 * The form settings of the signed-in user for a form that edits no record (an action's parameters,
 * a form element, a preview): its locale, so dates and numbers read as on every other screen, its
 * tenant and the tenant's IBAN check and date picker settings.
 */
export function useUserFormSettings(): FormSettings {
  const { user } = useEngine();
  return useMemo(
    () => ({ locale: user?.locale, tenant: user?.tenant, settings: { bypassIbanCheck: user?.bypassIbanCheck === true, showDatePicker: user?.showDatePicker } }),
    [user?.locale, user?.tenant, user?.bypassIbanCheck, user?.showDatePicker],
  );
}
