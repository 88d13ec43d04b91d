import type { UserConfiguration } from '../../schemas/generated/shapes.ts';
import type { Queryable } from '../db/Database.ts';
import { readConfigItem } from '../scripts/configItems.ts';

type Options = NonNullable<UserConfiguration['options']>;

/** The interface flags a tenant may set (seed 000 §3.5), with their defaults. */
export interface InterfaceOptions {
  allowDebugMode: boolean;
  useDateNoTime: boolean;
  currencyDisplay: NonNullable<Options['currencyDisplay']>;
  showDatePicker: boolean;
}

const DEFAULTS: InterfaceOptions = { allowDebugMode: true, useDateNoTime: false, currencyDisplay: 'symbol', showDatePicker: true };
const CURRENCY_DISPLAYS: readonly string[] = ['symbol', 'code', 'name', 'narrowSymbol'];

/**
 * The interface flags of the user configuration, from the `options` member of the tenant's
 * tenant-config item: `allowDebugMode`, `useDateNoTime` (how the billing date is sent, seed 002
 * §5.1), `showDatePicker` (booleans) and `currencyDisplay` (symbol, code, name, narrowSymbol). A
 * member of the wrong type keeps its default, as does an unreadable item, rather than refusing the
 * sign-in.
 */
export async function readInterfaceOptions(q: Queryable): Promise<InterfaceOptions> {
  const item = await readConfigItem<Record<string, unknown>>(q, 'tenant-config').catch(() => undefined);
  const given = item && typeof item === 'object' ? item.options : undefined;
  if (!given || typeof given !== 'object' || Array.isArray(given)) return { ...DEFAULTS };
  const o = given as Record<string, unknown>;
  const flag = (name: 'allowDebugMode' | 'useDateNoTime' | 'showDatePicker') => (typeof o[name] === 'boolean' ? o[name] : DEFAULTS[name]);
  const display = o.currencyDisplay;
  return {
    allowDebugMode: flag('allowDebugMode'),
    useDateNoTime: flag('useDateNoTime'),
    currencyDisplay: typeof display === 'string' && CURRENCY_DISPLAYS.includes(display) ? (display as InterfaceOptions['currencyDisplay']) : DEFAULTS.currencyDisplay,
    showDatePicker: flag('showDatePicker'),
  };
}
