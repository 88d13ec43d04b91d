/** Currencies a tenant may use (seed 000 §9). RMB is the spec's name for the ISO code CNY. */
export const SUPPORTED_CURRENCIES = [
  'CDF', 'CHF', 'DZD', 'EGP', 'EUR', 'GBP', 'GNF', 'HUF', 'JPY', 'MAD', 'MGA',
  'MXN', 'MZN', 'PHP', 'RMB', 'RUB', 'TND', 'USD', 'XAF', 'XOF', 'XPF',
] as const;

/** The default currency of the default locale en-EU. */
export const DEFAULT_CURRENCY = 'EUR';

const ISO_ALIASES: Record<string, string> = { RMB: 'CNY' };

const EURO_REGIONS = 'AT BE CY DE EE ES FI FR GR HR IE IT LT LU LV MT NL PT SI SK MC SM VA AD ME XK';
const CFA_XAF = 'CM GA CG TD CF GQ';
const CFA_XOF = 'SN CI BJ BF ML NE TG GW';
const CFP_XPF = 'PF NC WF';

const REGION_CURRENCY: Record<string, string> = {
  US: 'USD', GB: 'GBP', CH: 'CHF', LI: 'CHF', TN: 'TND', MA: 'MAD', DZ: 'DZD', EG: 'EGP',
  CD: 'CDF', GN: 'GNF', HU: 'HUF', JP: 'JPY', MG: 'MGA', MX: 'MXN', MZ: 'MZN', PH: 'PHP',
  CN: 'RMB', RU: 'RUB',
  ...Object.fromEntries(EURO_REGIONS.split(' ').map((r) => [r, 'EUR'])),
  ...Object.fromEntries(CFA_XAF.split(' ').map((r) => [r, 'XAF'])),
  ...Object.fromEntries(CFA_XOF.split(' ').map((r) => [r, 'XOF'])),
  ...Object.fromEntries(CFP_XPF.split(' ').map((r) => [r, 'XPF'])),
};

/** The ISO 4217 code Intl understands for one of our currency codes (`RMB` -> `CNY`). */
export function isoCurrency(code: string): string {
  const upper = code.toUpperCase();
  return ISO_ALIASES[upper] ?? upper;
}

/** The usual currency of a region (ISO 3166 alpha-2); {@link DEFAULT_CURRENCY} when unknown. */
export function currencyForRegion(region: string | undefined): string {
  return (region && REGION_CURRENCY[region.toUpperCase()]) || DEFAULT_CURRENCY;
}

const decimalsCache = new Map<string, number>();

/**
 * Minor-unit digits of a currency as Intl (CLDR) knows them: EUR 2, TND 3, JPY 0, XPF 0.
 * An unknown code gives 2.
 */
export function currencyDecimals(code: string): number {
  const iso = isoCurrency(code);
  let digits = decimalsCache.get(iso);
  if (digits === undefined) {
    try {
      digits = new Intl.NumberFormat('en', { style: 'currency', currency: iso }).resolvedOptions().maximumFractionDigits ?? 2;
    } catch {
      digits = 2;
    }
    decimalsCache.set(iso, digits);
  }
  return digits;
}
