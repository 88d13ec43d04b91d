import { describe, expect, it } from 'vitest';
import { FALLBACK_LOCALE, pickLocale } from '../../../engine/i18n/pickLocale.ts';

describe('the interface locale (seed 000 §9, seed 001 §9)', () => {
  it('is the stored choice, then the browser language, then en-EU', () => {
    expect(pickLocale('fr-FR', 'de-DE')).toBe('fr-FR');
    expect(pickLocale(null, 'de-DE')).toBe('de-DE');
    expect(pickLocale('  ', 'de-DE')).toBe('de-DE');
    expect(pickLocale(undefined, undefined)).toBe('en-EU');
    expect(pickLocale('', ' ')).toBe(FALLBACK_LOCALE);
    expect(FALLBACK_LOCALE).toBe('en-EU');
  });
});
