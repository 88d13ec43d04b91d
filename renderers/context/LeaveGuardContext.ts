import { createContext, type ComponentType } from 'react';

/** What a page with a form tells the host's guard: whether input is unsaved, and how to save it. */
export interface LeaveGuardProps {
  /** Read when a navigation starts (not at the last render: a save may have just stored the input). */
  isDirty: () => boolean;
  /** Validates and saves; resolves true once stored, false when refused (the form shows why). */
  onSave?: () => Promise<boolean>;
  /** Called when the user chooses to leave without saving: the input (and its copy kept on the device) is dropped. */
  onDiscard?: () => void;
}

/**
 * The host's guard against leaving a form with unsaved input through the app's own navigation
 * (menu, link, breadcrumb, back button, sign-out): the app provides a component bound to its router
 * (app/shell/LeaveGuard.tsx); without one (a renderer drawn alone) nothing is guarded but the tab.
 */
export const LeaveGuardContext = createContext<ComponentType<LeaveGuardProps> | null>(null);
