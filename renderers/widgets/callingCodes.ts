import { getCountries, getCountryCallingCode, isSupportedCountry, type CountryCode } from 'libphonenumber-js/max';
import type { ChoiceOption } from './selectOptions.ts';

let cached: ChoiceOption[] | undefined;

/** Calling codes as options (`+33 FR`, `+1 US, CA, ...`), one per code, sorted by number. */
export function callingCodeChoices(): ChoiceOption[] {
  if (cached) return cached;
  const byCode = new Map<string, string[]>();
  for (const country of getCountries()) {
    const code = `+${getCountryCallingCode(country)}`;
    byCode.set(code, [...(byCode.get(code) ?? []), country]);
  }
  cached = [...byCode.entries()]
    .sort((a, b) => Number(a[0].slice(1)) - Number(b[0].slice(1)))
    .map(([code, countries]) => ({ value: code, label: `${code} ${countries.slice(0, 4).join(', ')}${countries.length > 4 ? ', …' : ''}` }));
  return cached;
}

/** The calling code of a country (`FR` -> `+33`); undefined when unknown. */
export function callingCodeOf(country: string | undefined): string | undefined {
  const upper = country?.toUpperCase();
  return upper && isSupportedCountry(upper) ? `+${getCountryCallingCode(upper as CountryCode)}` : undefined;
}
