import { formatCurrency, type CurrencyFormatOptions } from './formatCurrency.ts';
import { resolveLocale, type LocaleInput } from './getLocaleSettings.ts';

/**
 * The settings of the tenant the user works on (the `tenantSettings` of the user configuration,
 * docs/formats.md "Tenant settings"): what an amount without a currency of its own and a phone
 * number without a country of its own fall back to, before the user's locale.
 */
export interface TenantSettings {
  country?: string | null;
  currency?: string | null;
  phoneRegion?: string | null;
  locale?: string | null;
}

/** How amounts are shown: the `currencyDisplay` flag of the user configuration (Intl currencyDisplay). */
export type CurrencyDisplay = NonNullable<CurrencyFormatOptions['display']>;

const CURRENCY_DISPLAYS: readonly string[] = ['symbol', 'narrowSymbol', 'code', 'name'];
const CURRENCY_CODE = /^[A-Z]{3}$/;
const REGION_CODE = /^[A-Z]{2}$/;

const currencyCode = (v: unknown) => (typeof v === 'string' && CURRENCY_CODE.test(v) ? v : undefined);
const regionCode = (v: unknown) => (typeof v === 'string' && REGION_CODE.test(v.toUpperCase()) ? v.toUpperCase() : undefined);

/** A `currencyDisplay` value, or undefined (symbol) for anything else. */
export function currencyDisplayOf(value: unknown): CurrencyDisplay | undefined {
  return typeof value === 'string' && CURRENCY_DISPLAYS.includes(value) ? (value as CurrencyDisplay) : undefined;
}

/**
 * The currency of an amount: its record's own (`own`, an ISO code), else the tenant's, else the
 * locale's (never the browser's region when the tenant has one: an en-US browser of a euro tenant shows €).
 */
export function amountCurrency(own: unknown, tenantCurrency: unknown, locale?: LocaleInput): string {
  return currencyCode(own) ?? currencyCode(tenantCurrency) ?? resolveLocale(locale).currency;
}

/** How the signed-in user's amounts are formatted: its locale, its tenant's currency and the currencyDisplay flag. */
export interface MoneyFormat {
  locale?: LocaleInput;
  /** The tenant's currency: that of an amount without one of its own. */
  currency?: string | null;
  display?: CurrencyDisplay;
}

/** An amount in its own currency (else the tenant's, else the locale's), shown as `money.display` says. */
export function formatMoney(value: number, money: MoneyFormat = {}, own?: unknown): string {
  return formatCurrency(value, money.locale, { currency: amountCurrency(own, money.currency, money.locale), display: money.display });
}

/**
 * The countries whose calling code a new phone number starts with, best first: the field's own
 * `country`, the record's country, the tenant's phone region, then the region of the user's locale
 * (a French tenant's user with an en-US browser is offered +33, not +1). Unknown values are skipped.
 */
export function phoneRegions(opts: { field?: unknown; record?: unknown; tenant?: unknown; locale?: LocaleInput }): string[] {
  const localeRegion = resolveLocale(opts.locale).locale.split('-')[1];
  return [opts.field, opts.record, opts.tenant, localeRegion].map(regionCode).filter((r): r is string => r !== undefined);
}
