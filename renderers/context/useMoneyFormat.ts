import { useContext, useMemo } from 'react';
import { amountCurrency, formatMoney, type MoneyFormat, type TenantSettings } from '../../engine/format/tenantSettings.ts';
import { EngineContext } from './EngineContext.ts';

/** How the user's amounts are shown, with the helpers every amount display uses. */
export interface UserMoneyFormat extends MoneyFormat {
  /** The currency of an amount: `own` (the record's) when it is an ISO code, else the tenant's, else the locale's. */
  currencyOf: (own?: unknown) => string;
  /** An amount in that currency, in the user's locale and `currencyDisplay`. */
  format: (value: number, own?: unknown) => string;
}

const NO_SETTINGS: TenantSettings = {};

/** The settings of the tenant the signed-in user works on (empty outside an engine). */
export function useTenantSettings(): TenantSettings {
  return useContext(EngineContext)?.user?.tenantSettings ?? NO_SETTINGS;
}

/**
 * The signed-in user's money format (docs/formats.md, Tenant settings): its locale, its tenant's
 * currency for amounts without their own (never the browser's: an en-US browser of a euro tenant
 * shows €) and the tenant's `currencyDisplay`. Outside an engine: en-EU, symbol.
 */
export function useMoneyFormat(): UserMoneyFormat {
  const user = useContext(EngineContext)?.user;
  const locale = user?.locale;
  const currency = user?.tenantSettings?.currency ?? undefined;
  const display = user?.currencyDisplay;
  return useMemo(() => {
    const money: MoneyFormat = { locale, currency, display };
    return { ...money, currencyOf: (own) => amountCurrency(own, currency, locale), format: (value, own) => formatMoney(value, money, own) };
  }, [locale, currency, display]);
}
