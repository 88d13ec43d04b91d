import { useEffect } from 'react';

/** Seed 000 §8.2 and 002 §8, the value handed to the browser (most browsers show their own wording). */
const LEAVE_MESSAGE = 'Leave the page? Your changes may not be saved.';

/**
 * While a form has unsaved changes, closing or reloading the tab asks the browser's confirmation
 * ('Leave the page? Your changes may not be saved.'). Navigation inside the app is not guarded.
 */
export function useLeaveWarning(dirty: boolean): void {
  useEffect(() => {
    if (!dirty) return;
    const onBeforeUnload = (e: BeforeUnloadEvent) => {
      e.preventDefault();
      e.returnValue = LEAVE_MESSAGE;
      return LEAVE_MESSAGE;
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => window.removeEventListener('beforeunload', onBeforeUnload);
  }, [dirty]);
}
