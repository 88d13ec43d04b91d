/** Countries whose postal code is 5 digits; an address in another country skips the zip code check. */
export const FIVE_DIGIT_ZIP_COUNTRIES = ['FR', 'DE', 'ES', 'IT', 'MA', 'DZ', 'US', 'FI', 'EE', 'HR', 'LT', 'MX', 'MC', 'GP', 'MQ', 'RE', 'GF', 'YT'];

/** Whether a text is a zip code as the spec defines it: a 5-digit number (seed 001 §5). */
export function isZipCode(text: string): boolean {
  return /^\d{5}$/.test(text.trim());
}

/** Whether the 5-digit rule applies to an address in `country` (absent country: it applies). */
export function zipCodeRuleApplies(country: string | null | undefined): boolean {
  return !country || FIVE_DIGIT_ZIP_COUNTRIES.includes(country.toUpperCase());
}
