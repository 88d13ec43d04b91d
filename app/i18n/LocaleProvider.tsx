import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import { ConfigProvider } from 'antd';
import arEG from 'antd/locale/ar_EG';
import enGB from 'antd/locale/en_GB';
import esES from 'antd/locale/es_ES';
import frFR from 'antd/locale/fr_FR';
import type { Locale } from 'antd/es/locale';
import { isRtl } from '../../engine/format/index.ts';
import { useAuth } from '../auth/AuthContext.tsx';
import { applyLocale, currentLocale, setCollectMissingTranslations } from './i18n.ts';

/** Locales shipped with the product (issue 10): en-EU, fr, es, ar. */
export const SHIPPED_LOCALES = [
  { code: 'en-EU', label: 'English' },
  { code: 'fr', label: 'Français' },
  { code: 'es', label: 'Español' },
  { code: 'ar', label: 'العربية' },
];

const ANTD_LOCALES: Record<string, Locale> = { en: enGB, fr: frFR, es: esES, ar: arEG };

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

  useEffect(() => {
    setCollectMissingTranslations(user?.isAdmin === true);
    void applyLocale(locale).then(() => setVersion((v) => v + 1));
  }, [locale, user]);

  const setLocale = useCallback((next: string) => setLocaleState(next), []);
  const value = useMemo(() => ({ locale, setLocale }), [locale, setLocale]);
  const direction = isRtl(locale) ? 'rtl' : 'ltr';
  return (
    <LocaleContext.Provider value={value}>
      <ConfigProvider direction={direction} locale={ANTD_LOCALES[locale.split('-')[0]] ?? enGB}>
        {children}
      </ConfigProvider>
    </LocaleContext.Provider>
  );
}
