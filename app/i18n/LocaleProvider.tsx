import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import { ConfigProvider } from 'antd';
import enGB from 'antd/locale/en_GB';
import type { Locale } from 'antd/es/locale';
import { isRtl } from '../../engine/format/localeRules.ts';
import { resolveLocale } from '../../engine/i18n/resolveLocale.ts';
import { useAuth } from '../auth/AuthContext.tsx';
import { applyLocale, currentLocale, setCollectMissingTranslations, type LocaleChoice } from './i18n.ts';

/** Locales shipped with the product (issue 10), offered until the server says which the tenant has. */
export const SHIPPED_LOCALES: LocaleChoice[] = [
  { code: 'en-EU', name: 'English' },
  { code: 'fr', name: 'Français' },
  { code: 'es', name: 'Español' },
  { code: 'de', name: 'Deutsch' },
  { code: 'it', name: 'Italiano' },
  { code: 'ar', name: 'العربية' },
];

/**
 * The UI kit's texts (date pickers, pagination...) of the other shipped languages, loaded when chosen:
 * the sign-in page and the shell only carry the English ones.
 */
const ANTD_LOCALES: Record<string, () => Promise<{ default: Locale }>> = {
  fr: () => import('antd/locale/fr_FR'),
  es: () => import('antd/locale/es_ES'),
  de: () => import('antd/locale/de_DE'),
  it: () => import('antd/locale/it_IT'),
  ar: () => import('antd/locale/ar_EG'),
};
const loaded: Record<string, Locale> = { en: enGB };

interface LocaleState {
  /** The interface locale (formats follow it: `en-US` keeps US dates). */
  locale: string;
  setLocale(locale: string): void;
  /** The locales offered (the tenant's, by name) and which of them the interface locale loads. */
  locales: LocaleChoice[];
  selected: string | undefined;
}

const LocaleContext = createContext<LocaleState>({ locale: 'en-EU', setLocale: () => {}, locales: SHIPPED_LOCALES, selected: 'en-EU' });
export const useLocale = () => useContext(LocaleContext);

/** Holds the interface locale; sets the UI kit's locale and direction (RTL for Arabic). */
export function LocaleProvider({ children }: { children: ReactNode }) {
  const { user, configuration } = useAuth();
  const [locale, setLocaleState] = useState(currentLocale);
  const [locales, setLocales] = useState(SHIPPED_LOCALES);
  const [, setVersion] = useState(0);
  const language = locale.split('-')[0];

  useEffect(() => {
    let current = true;
    // the server says whether this user reports missing keys (the tenant's option and the right to write locales)
    setCollectMissingTranslations(configuration?.collectMissingTranslations === true);
    void applyLocale(locale).then((offered) => {
      if (!current) return;
      if (offered.length) setLocales(offered);
      setVersion((v) => v + 1);
    });
    return () => {
      current = false;
    };
  }, [locale, user, configuration]);

  useEffect(() => {
    const load = ANTD_LOCALES[language];
    if (loaded[language] || !load) return;
    // a failed load (offline, stale build) keeps the English texts of the UI kit
    load()
      .then((m) => {
        loaded[language] = m.default;
        setVersion((v) => v + 1);
      })
      .catch(() => undefined);
  }, [language]);

  const setLocale = useCallback((next: string) => setLocaleState(next), []);
  const value = useMemo(() => {
    const selected = resolveLocale(locale, locales.map((l) => l.code)) ?? locales[0]?.code;
    return { locale, setLocale, locales, selected };
  }, [locale, setLocale, locales]);
  const direction = isRtl(locale) ? 'rtl' : 'ltr';
  return (
    <LocaleContext.Provider value={value}>
      <ConfigProvider direction={direction} locale={loaded[language] ?? enGB}>
        {children}
      </ConfigProvider>
    </LocaleContext.Provider>
  );
}
