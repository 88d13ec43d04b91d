import type { Privileges } from '../lists/columnAccess.ts';
import type { DataProvider } from '../data/DataProvider.ts';
import type { CurrencyDisplay, TenantSettings } from '../format/tenantSettings.ts';
import type { EntityRegistry } from '../registry/EntityRegistry.ts';
import type { JsonSchema } from '../registry/types.ts';
import type { ScriptOverrides } from '../scripts/scriptOverrides.ts';

export type NotifyLevel = 'success' | 'info' | 'warning' | 'error';

/** A button on a notification (e.g. Retry after a network error): clicking it closes the notification and runs `run`. */
export interface NotifyAction {
  label: string;
  run: () => void;
}

/**
 * What the engine and the renderers may reach of their host (STYLE rule 6): kept small on purpose.
 */
export interface EngineEnv {
  registry: EntityRegistry;
  shapes: JsonSchema[];
  data: DataProvider;
  notify: (level: NotifyLevel, message: string, action?: NotifyAction) => void;
  navigate: (path: string) => void;
  t: (key: string) => string;
  /**
   * The signed-in user's locale and tenant: formats of forms and lists (en-EU when absent); and its
   * configuration's `useDateNoTime` setting: how marked action forms send dates (seed 002 §5.1);
   * `bypassIbanCheck`: the tenant keeps IBANs without their check (seed 000 §5); `username` scopes
   * what is kept on the device (form drafts) to its user; `tenantSettings`: country, currency and
   * phone region of the tenant it works on, what amounts and phone numbers fall back to before the
   * locale; `currencyDisplay`: how amounts show their currency (symbol by default). docs/formats.md.
   */
  user?: {
    locale?: string;
    tenant?: string;
    username?: string;
    useDateNoTime?: boolean;
    bypassIbanCheck?: boolean;
    tenantSettings?: TenantSettings;
    currencyDisplay?: CurrencyDisplay;
    /** The user's privileges: list columns with `visibleTo` show only to those holding it. */
    privileges?: Privileges;
    /** false: date fields are typed only, without their calendar (the tenant's `showDatePicker` flag). */
    showDatePicker?: boolean;
    /** false: a record page's card collapse state is neither saved nor restored (`options.saveOuterPanelsExpandedState`). */
    saveOuterPanelsExpandedState?: boolean;
    /** The scripts this user runs in place of the tenant's (`scriptOverrides` of its configuration): name -> override. */
    scriptOverrides?: ScriptOverrides | null;
  };
  /** Whether the signed-in user holds a permission ('write /api/core/users'...); absent = no such check possible (false). */
  can?: (permission: string) => boolean;
}
