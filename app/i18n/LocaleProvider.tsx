import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import { ConfigProvider } from 'antd';
import enGB from 'antd/locale/en_GB';
import type { Locale } from 'antd/es/locale';
import { isRtl } from '../../engine/format/localeRules.ts';
import { useAuth } from '../auth/AuthContext.tsx';
import { applyLocale, currentLocale, setCollectMissingTranslations } from './i18n.ts';

/** Locales shipped with the product (issue 10): en-EU, fr, es, ar. */
export const SHIPPED_LOCALES = [
  { code: 'en-EU', label: 'English' },
  { code: 'fr', label: 'Français' },
  { code: 'es', label: 'Español' },
  { code: 'ar', label: 'العربية' },
];

/**
 * The UI kit's texts (date pickers, pagination...) of the other shipped languages, loaded when chosen:
 * the sign-in page and the shell only carry the English ones.
 */
const ANTD_LOCALES: Record<string, () => Promise<{ default: Locale }>> = {
  fr: () => import('antd/locale/fr_FR'),
  es: () => import('antd/locale/es_ES'),
  ar: () => import('antd/locale/ar_EG'),
};
const loaded: Record<string, Locale> = { en: enGB };

interface LocaleState {
  locale: string;
  setLocale(locale: string): void;
}

const LocaleContext = createContext<LocaleState>({ locale: 'en-EU', setLocale: () => {} });
export const useLocale = () => useContext(LocaleContext);

/** Holds the interface locale; sets the UI kit's locale and direction (RTL for Arabic). */
export function LocaleProvider({ children }: { children: ReactNode }) {
  const { user } = useAuth();
  const [locale, setLocaleState] = useState(currentLocale);
  const [, setVersion] = useState(0);
  const language = locale.split('-')[0];

  useEffect(() => {
    setCollectMissingTranslations(user?.isAdmin === true);
    void applyLocale(locale).then(() => setVersion((v) => v + 1));
  }, [locale, user]);

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
  const value = useMemo(() => ({ locale, setLocale }), [locale, setLocale]);
  const direction = isRtl(locale) ? 'rtl' : 'ltr';
  return (
    <LocaleContext.Provider value={value}>
      <ConfigProvider direction={direction} locale={loaded[language] ?? enGB}>
        {children}
      </ConfigProvider>
    </LocaleContext.Provider>
  );
}
