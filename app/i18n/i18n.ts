import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { setErrorTranslator } from '../../engine/errors/displayError.ts';
import { isRtl } from '../../engine/format/localeRules.ts';
import { pickLocale, usableTranslations } from '../../engine/i18n/pickLocale.ts';
import { http } from '../api/http.ts';
import { tokenStore } from '../api/tokenStore.ts';

export const LOCALE_KEY = 'tabula.locale';
/** Missing translation keys are sent to the server this long after the last one was met (seed 001 §9). */
export const MISSING_KEYS_DEBOUNCE_MS = 1000;

/** A locale the language selector offers (server/i18n/localeBundle.ts). */
export interface LocaleChoice {
  code: string;
  name: string;
}

/** GET /api/core/locales/resolve/{code}: the Locale record that fits, and the locales offered. */
interface LocaleBundle {
  registration: string | null;
  translations?: Record<string, unknown>;
  locales?: LocaleChoice[];
}

/** The locale chosen for this browser (local storage, then browser language, then en-EU). */
export function currentLocale(): string {
  return pickLocale(localStorage.getItem(LOCALE_KEY), navigator.language);
}

const missing = new Set<string>();
let timer: ReturnType<typeof setTimeout> | undefined;
let collectMissing = false;
/** The Locale record the translations came from: missing keys go there, never to a code it lacks. */
let loadedRecord: string | null = null;

/** Missing keys are reported only when the user configuration says `collectMissingTranslations`, never anonymously. */
export function setCollectMissingTranslations(allowed: boolean): void {
  collectMissing = allowed;
}

/** Reports missing keys to the server, debounced 1 s (seed 000 §7). */
function reportMissing(key: string): void {
  if (!collectMissing || !tokenStore.get() || !loadedRecord) return;
  missing.add(key);
  clearTimeout(timer);
  timer = setTimeout(() => {
    const keysToAdd = [...missing];
    missing.clear();
    if (loadedRecord) void http('POST', `/api/core/locales/${encodeURIComponent(loadedRecord)}/keys`, { keysToAdd }).catch(() => undefined);
  }, MISSING_KEYS_DEBOUNCE_MS);
}

/**
 * The translations of a locale in one call that the server resolves (`en-US` -> `en-EU`, `fr-CA` ->
 * `fr`): the tenant's Locale record with its string overrides on top, the shipped one when signed
 * out. A failure gives none: the English keys show.
 */
async function loadBundle(locale: string): Promise<LocaleBundle | null> {
  try {
    const { data } = await http<LocaleBundle>('GET', `/api/core/locales/resolve/${encodeURIComponent(locale)}`);
    return data;
  } catch {
    return null;
  }
}

/**
 * Applies a locale: translations, html lang and dir (Arabic locales are right-to-left). Answers the
 * locales the server offers, none when it could not be reached.
 */
export async function applyLocale(locale: string): Promise<LocaleChoice[]> {
  localStorage.setItem(LOCALE_KEY, locale);
  const bundle = await loadBundle(locale);
  loadedRecord = bundle?.registration ?? null;
  // replaced, not merged: the signed-out bundle must not outlive the tenant's edits
  i18next.removeResourceBundle(locale, 'translation');
  i18next.addResourceBundle(locale, 'translation', usableTranslations(bundle?.translations), true, true);
  await i18next.changeLanguage(locale);
  document.documentElement.lang = locale;
  document.documentElement.dir = isRtl(locale) ? 'rtl' : 'ltr';
  return Array.isArray(bundle?.locales) ? bundle.locales : [];
}

/** Natural-language keys: the English text is the key, so English needs no bundle. */
export function initI18n(): typeof i18next {
  void i18next.use(initReactI18next).init({
    lng: currentLocale(),
    fallbackLng: false,
    resources: {},
    keySeparator: false,
    nsSeparator: false,
    interpolation: { escapeValue: false },
    saveMissing: true,
    missingKeyHandler: (_lngs, _ns, key) => reportMissing(key),
    react: { useSuspense: false },
  });
  // errors shown by code without a `t` at hand (errorText) are in the interface's language too
  setErrorTranslator((key) => i18next.t(key));
  return i18next;
}
