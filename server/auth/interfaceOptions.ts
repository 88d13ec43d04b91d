import type { UserConfiguration } from '../../schemas/generated/shapes.ts';
import type { Queryable } from '../db/Database.ts';
import { readConfigItem } from '../scripts/readConfigItem.ts';

type Options = NonNullable<UserConfiguration['options']>;

/** The interface flags a tenant may set (seed 000 §3.5), with their defaults. */
export interface InterfaceOptions {
  allowDebugMode: boolean;
  useDateNoTime: boolean;
  currencyDisplay: NonNullable<Options['currencyDisplay']>;
  showDatePicker: boolean;
  /** IBANs are not checked (seed 000 §5, 002 §5.2): in the forms and in the server's write checks. */
  bypassIbanCheck: boolean;
  /** Client routes the tenant opens to every user on top of those its permissions give (seed 000 §2.1). */
  allowedRoutes: string[];
  /** The offline mode (seed 002 §4.1, docs/offline.md): a feature setting, off by default. */
  offlineMode: boolean;
  /** Contracts the client loads for offline work (seed 002 §7: default 10). */
  preloadContractsCount: number;
  /**
   * List totals are counted exactly up to this many rows, then answered as a lower bound
   * (`100000+`, shown "100,000+" or "about N"): issue 36 item 6, default {@link DEFAULT_EXACT_COUNT_LIMIT}.
   */
  exactCountLimit: number;
  /**
   * Translation keys missing in a user's locale are reported to the tenant's Locale record (seed 000
   * §3.5, §7), by the users who may write locales: default on; off stops the reports of the tenant.
   */
  collectMissingTranslations: boolean;
  /** A record page's card collapse state is saved and restored (seed 000 §3.5): default on. */
  saveOuterPanelsExpandedState: boolean;
}

/** The default of `exactCountLimit`: list totals are exact up to 100,000 rows. */
export const DEFAULT_EXACT_COUNT_LIMIT = 100_000;
/** The highest `exactCountLimit` a tenant may set (a count of more rows than this costs too much on every page). */
export const MAX_EXACT_COUNT_LIMIT = 10_000_000;

/** A tenant's `exactCountLimit`: a whole number from 1 to {@link MAX_EXACT_COUNT_LIMIT}, else the default. */
export function exactCountLimitOf(value: unknown): number {
  return typeof value === 'number' && Number.isInteger(value) && value >= 1 && value <= MAX_EXACT_COUNT_LIMIT ? value : DEFAULT_EXACT_COUNT_LIMIT;
}

const DEFAULTS: InterfaceOptions = { allowDebugMode: true, useDateNoTime: false, currencyDisplay: 'symbol', showDatePicker: true, bypassIbanCheck: false, allowedRoutes: [], offlineMode: false, preloadContractsCount: 10, exactCountLimit: DEFAULT_EXACT_COUNT_LIMIT, collectMissingTranslations: true, saveOuterPanelsExpandedState: true };

/** The offline settings: `offlineMode` and `preloadContractsCount` of the item itself or of its `options`. */
function offlineSettingsOf(item: Record<string, unknown> | undefined, options: Record<string, unknown>): Pick<InterfaceOptions, 'offlineMode' | 'preloadContractsCount'> {
  const pick = (name: string) => (name in options ? options[name] : item?.[name]);
  const mode = pick('offlineMode');
  const count = pick('preloadContractsCount');
  return {
    offlineMode: typeof mode === 'boolean' ? mode : DEFAULTS.offlineMode,
    preloadContractsCount: typeof count === 'number' && Number.isInteger(count) && count >= 0 && count <= 1000 ? count : DEFAULTS.preloadContractsCount,
  };
}
const CURRENCY_DISPLAYS: readonly string[] = ['symbol', 'code', 'name', 'narrowSymbol'];

/**
 * The interface flags of the user configuration, from the `options` member of the tenant's
 * tenant-config item: `offlineMode` and `preloadContractsCount` (also read at the item's top level),
 * `allowDebugMode`, `allowedRoutes` (paths), `useDateNoTime` (how the billing date is sent, seed 002
 * §5.1), `showDatePicker`, `bypassIbanCheck`, `collectMissingTranslations`, `saveOuterPanelsExpandedState` (booleans), `currencyDisplay` (symbol, code, name, narrowSymbol) and
 * `exactCountLimit` (rows up to which list totals are exact, default 100,000). A
 * member of the wrong type keeps its default, as does an unreadable item, rather than refusing the
 * sign-in.
 */
export async function readInterfaceOptions(q: Queryable): Promise<InterfaceOptions> {
  const item = await readConfigItem<Record<string, unknown>>(q, 'tenant-config').catch(() => undefined);
  const given = item && typeof item === 'object' ? item.options : undefined;
  const top = item && typeof item === 'object' && !Array.isArray(item) ? item : undefined;
  if (!given || typeof given !== 'object' || Array.isArray(given)) return { ...DEFAULTS, allowedRoutes: [], ...offlineSettingsOf(top, {}) };
  const o = given as Record<string, unknown>;
  const flag = (name: 'allowDebugMode' | 'useDateNoTime' | 'showDatePicker' | 'bypassIbanCheck' | 'collectMissingTranslations' | 'saveOuterPanelsExpandedState') => (typeof o[name] === 'boolean' ? o[name] : DEFAULTS[name]);
  const display = o.currencyDisplay;
  return {
    allowDebugMode: flag('allowDebugMode'),
    useDateNoTime: flag('useDateNoTime'),
    currencyDisplay: typeof display === 'string' && CURRENCY_DISPLAYS.includes(display) ? (display as InterfaceOptions['currencyDisplay']) : DEFAULTS.currencyDisplay,
    showDatePicker: flag('showDatePicker'),
    bypassIbanCheck: flag('bypassIbanCheck'),
    allowedRoutes: Array.isArray(o.allowedRoutes) ? o.allowedRoutes.filter((r): r is string => typeof r === 'string' && r.startsWith('/')) : [],
    ...offlineSettingsOf(top, o),
    exactCountLimit: exactCountLimitOf(o.exactCountLimit),
    collectMissingTranslations: flag('collectMissingTranslations'),
    saveOuterPanelsExpandedState: flag('saveOuterPanelsExpandedState'),
  };
}
