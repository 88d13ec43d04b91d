import { describe, expect, it } from 'vitest';
import { languageName } from '../../../engine/i18n/languageName.ts';
import { resolveLocale } from '../../../engine/i18n/resolveLocale.ts';

const SHIPPED = ['ar', 'de', 'en-EU', 'es', 'fr', 'it'];

describe('resolveLocale: the Locale record a locale loads, never one the server lacks', () => {
  it.each([
    ['fr', 'fr'],
    ['fr-CA', 'fr'],
    ['fr_FR', 'fr'],
    ['es-MX', 'es'],
    ['ar-TN', 'ar'],
    ['AR-tn', 'ar'],
    ['en-US', 'en-EU'],
    ['en', 'en-EU'],
    ['en-EU', 'en-EU'],
    ['de-DE', 'de'],
    ['de-AT', 'de'],
    ['it-IT', 'it'],
    ['it-CH', 'it'],
    ['pt-BR', 'en-EU'],
    ['', 'en-EU'],
  ])('%s -> %s among the shipped locales', (requested, code) => {
    expect(resolveLocale(requested, SHIPPED)).toBe(code);
  });

  it('prefers the exact region, then the bare language, then the default locale of that language', () => {
    expect(resolveLocale('fr-CA', ['fr', 'fr-CA'])).toBe('fr-CA');
    expect(resolveLocale('fr-BE', ['fr-CA', 'fr', 'fr-FR'])).toBe('fr');
    expect(resolveLocale('en-US', ['en-GB', 'en-EU'])).toBe('en-EU');
    expect(resolveLocale('fr-BE', ['en-EU', 'fr-CA'])).toBe('fr-CA');
  });

  it('answers the tenant code as written, undefined when nothing fits', () => {
    expect(resolveLocale('pt-br', ['pt-BR', 'en-EU'])).toBe('pt-BR');
    expect(resolveLocale('de', ['fr', 'es'])).toBeUndefined();
    expect(resolveLocale('fr', [])).toBeUndefined();
  });
});

describe('languageName: a language by its own name, never a code', () => {
  it.each([
    ['en-EU', 'English'],
    ['fr', 'Français'],
    ['es', 'Español'],
    ['ar', 'العربية'],
    ['ar-TN', 'العربية'],
    ['de_DE', 'Deutsch'],
    ['it', 'Italiano'],
  ])('%s -> %s', (code, name) => {
    expect(languageName(code)).toBe(name);
  });

  it('falls back to the code only when no name is known', () => {
    expect(languageName('!!')).toBe('!!');
  });
});
