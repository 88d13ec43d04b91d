import { splitLocale, normalizeLocale } from './localeRules.ts';

type Converter = (value: number | string | bigint) => string;
interface WordsModule {
  toCardinal: Converter;
  toCurrency: Converter;
}
type Loader = () => Promise<WordsModule>;

// One lazy import per language: a page that never spells a number never loads a dictionary.
const LANGUAGES: Record<string, Loader> = {
  en: () => import('n2words/en-US'),
  'en-GB': () => import('n2words/en-GB'),
  es: () => import('n2words/es-ES'),
  'es-MX': () => import('n2words/es-MX'),
  ar: () => import('n2words/ar-SA'),
  az: () => import('n2words/az-AZ'),
  pt: () => import('n2words/pt-PT'),
  fr: () => import('n2words/fr-FR'),
  'fr-BE': () => import('n2words/fr-BE'),
  it: () => import('n2words/it-IT'),
  vi: () => import('n2words/vi-VN'),
  tr: () => import('n2words/tr-TR'),
  uk: () => import('n2words/uk-UA'),
  ru: () => import('n2words/ru-RU'),
  id: () => import('n2words/id-ID'),
  lt: () => import('n2words/lt-LT'),
  hu: () => import('n2words/hu-HU'),
  de: () => import('n2words/de-DE'),
  nl: () => import('n2words/nl-NL'),
  pl: () => import('n2words/pl-PL'),
  ro: () => import('n2words/ro-RO'),
  cs: () => import('n2words/cs-CZ'),
  lv: () => import('n2words/lv-LV'),
  sv: () => import('n2words/sv-SE'),
  da: () => import('n2words/da-DK'),
  nb: () => import('n2words/nb-NO'),
  fi: () => import('n2words/fi-FI'),
  el: () => import('n2words/el-GR'),
  he: () => import('n2words/he-IL'),
  fa: () => import('n2words/fa-IR'),
  hr: () => import('n2words/hr-HR'),
  zh: () => import('n2words/zh-Hans-CN'),
  ja: () => import('n2words/ja-JP'),
  ko: () => import('n2words/ko-KR'),
  // not in n2words: our own words, from the language's regular rules
  eo: () => import('./esperantoWords.ts'),
};

/** Language keys that {@link numberToWords} can spell (language, or language-region when it differs). */
export const NUMBER_TO_WORDS_LANGUAGES = Object.keys(LANGUAGES);

/** The loader for a locale: its exact `language-REGION` entry, else its language; `undefined` when unsupported. */
function loaderFor(locale: string): Loader | undefined {
  const code = normalizeLocale(locale);
  const { language, region } = splitLocale(code);
  return (region && LANGUAGES[`${language}-${region}`]) || LANGUAGES[language];
}

/**
 * Spells a number in the locale's language with n2words, Esperanto (seed 000 §9, absent from
 * n2words) with engine/format/esperantoWords: cardinal by default (`numberToWords(42, 'fr-FR')` is
 * `quarante-deux`); `currency` uses the language's own currency words (euros in Esperanto). `null`
 * for a language without number words.
 */
export async function numberToWords(value: number | string | bigint, locale: string, form: 'cardinal' | 'currency' = 'cardinal'): Promise<string | null> {
  const load = loaderFor(locale);
  if (!load) return null;
  const words = await load();
  return form === 'currency' ? words.toCurrency(value) : words.toCardinal(value);
}
