import { NUMBER_TO_WORDS_LANGUAGES, numberToWords } from '../../../engine/format/numberToWords.ts';
import { normalizeLocale, splitLocale } from '../../../engine/format/localeRules.ts';

/**
 * The currency whose words n2words uses in its `currency` form, per language key of
 * {@link numberToWords} (en is en-US: dollars; ar is ar-SA: riyals). Only there is the `currency`
 * form right for an amount; any other currency is spelled from the cardinal words.
 */
const NATIVE_CURRENCY: Record<string, string> = {
  en: 'USD',
  'en-GB': 'GBP',
  es: 'EUR',
  'es-MX': 'MXN',
  fr: 'EUR',
  'fr-BE': 'EUR',
  ar: 'SAR',
  eo: 'EUR',
};

type PluralForms = Partial<Record<Intl.LDMLPluralRule, string>> & { other: string };

/** Singular and plural of a minor unit (the plural rules' `one` and `other`). */
const two = (one: string, other: string): PluralForms => ({ one, other });
/** Arabic counted nouns: singular (1, 100...), dual (2), plural (3-10), singular accusative (11-99). */
const ar = (one: string, dual: string, few: string, many: string): PluralForms => ({ one, two: dual, few, many, other: one });

const CENT = { en: two('cent', 'cents'), eo: two('cendo', 'cendoj'), ar: ar('سنت', 'سنتان', 'سنتات', 'سنتًا') };
const CENTIME = { en: two('centime', 'centimes'), eo: two('centimo', 'centimoj'), fr: two('centime', 'centimes'), es: two('céntimo', 'céntimos'), ar: ar('سنتيم', 'سنتيمان', 'سنتيمات', 'سنتيمًا') };

/** Names of the minor unit per currency and language, by plural category; else the minor amount prints as a fraction (`56/100`). */
const MINOR_UNITS: Record<string, Record<string, PluralForms>> = {
  EUR: { ...CENT, fr: two('centime', 'centimes'), es: two('céntimo', 'céntimos'), de: two('Cent', 'Cent'), it: two('centesimo', 'centesimi') },
  USD: { ...CENT, fr: two('cent', 'cents'), es: two('centavo', 'centavos') },
  GBP: { en: two('penny', 'pence'), fr: two('penny', 'pence'), es: two('penique', 'peniques'), ar: ar('بنس', 'بنسان', 'بنسات', 'بنسًا') },
  CHF: CENTIME,
  MAD: CENTIME,
  DZD: CENTIME,
  TND: { en: two('millime', 'millimes'), fr: two('millime', 'millimes'), es: two('milésimo', 'milésimos'), ar: ar('مليم', 'مليمان', 'مليمات', 'مليمًا') },
  MXN: { en: two('centavo', 'centavos'), fr: two('centavo', 'centavos'), es: two('centavo', 'centavos'), ar: ar('سنتافو', 'سنتافو', 'سنتافو', 'سنتافو') },
};

/** The form of a minor unit for a count, by the language's plural rules. */
function minorUnit(forms: PluralForms, count: number, locale: string): string {
  return forms[new Intl.PluralRules(locale).select(count)] ?? forms.other;
}

/** How the major and minor parts are joined. */
const AND: Record<string, string> = { en: ' and ', fr: ' et ', es: ' con ', de: ' und ', it: ' e ', eo: ' kaj ', ar: ' و' };

/** The language key numberToWords picks for a locale (its `language-REGION` entry, else its language). */
function wordsKey(locale: string): string {
  const { language, region } = splitLocale(normalizeLocale(locale));
  return region && NUMBER_TO_WORDS_LANGUAGES.includes(`${language}-${region}`) ? `${language}-${region}` : language;
}

/** The currency's name in the locale for a count (`euros`, `dinars tunisiens`); the code when Intl has none. */
function currencyName(count: number, locale: string, currency: string): string {
  try {
    const part = new Intl.NumberFormat(locale, { style: 'currency', currency, currencyDisplay: 'name', minimumFractionDigits: 0, maximumFractionDigits: 0 }).formatToParts(count).find((p) => p.type === 'currency');
    return part?.value.trim() || currency;
  } catch {
    return currency;
  }
}

/**
 * A count and its noun. Spanish drops the final -o of "uno" before a masculine noun (un euro,
 * veintiún dólares) and says "una" before a feminine one (una libra); German and Italian drop it
 * too (ein Euro, un euro). Arabic puts "one" after the
 * noun (درهم واحد) and says two by the dual noun alone (درهمان); the noun's form for the count
 * (plural 3-10, accusative 11-99) comes from the plural rules, as Intl's currency names do.
 */
function counted(count: number, words: string, noun: string, language: string): string {
  if (language === 'ar' && count === 1) return `${noun} واحد`;
  if (language === 'ar' && count === 2) return noun;
  // German counts with "ein" (ein Euro, hundertein Cent), Italian with "un" (un euro, ventun centesimi)
  if (language === 'de' && /eins$/.test(words)) return `${words.replace(/eins$/, 'ein')} ${noun}`;
  if (language === 'it' && /uno$/.test(words)) return `${words.replace(/uno$/, 'un')} ${noun}`;
  if (language !== 'es' || !/uno$/.test(words)) return `${words} ${noun}`;
  if (/^libra/.test(noun)) return `${words.replace(/uno$/, 'una')} ${noun}`;
  return `${words.replace(/veintiuno$/, 'veintiún').replace(/uno$/, 'un')} ${noun}`;
}

/**
 * An amount in words in the document's language (`mille deux cent trente-quatre euros et
 * cinquante-six centimes`): the `currency` form of engine/format/numberToWords where its currency
 * words are the document's currency (EUR in fr, es and eo, USD in en), else the cardinal words with the
 * currency's name in that language and its minor unit. `minor` is the amount in minor units
 * (`digits` of them per unit). Null when the language has no number words.
 */
export async function amountInWords(minor: number, digits: number, locale: string, currency: string): Promise<string | null> {
  if (!Number.isSafeInteger(minor)) return null;
  const code = normalizeLocale(locale);
  const key = wordsKey(code);
  const scale = 10 ** digits;
  const abs = Math.abs(minor);
  const whole = Math.floor(abs / scale);
  const cents = abs % scale;
  try {
    if (NATIVE_CURRENCY[key] === currency && digits === 2) {
      const decimal = `${minor < 0 ? '-' : ''}${whole}.${String(cents).padStart(2, '0')}`;
      return await numberToWords(decimal, code, 'currency');
    }
    const language = splitLocale(code).language;
    const wholeWords = await numberToWords(whole, code, 'cardinal');
    if (wholeWords === null) return null;
    const parts: string[] = [];
    if (whole > 0 || cents === 0) parts.push(counted(whole, wholeWords, currencyName(whole, code, currency), language));
    if (cents > 0) {
      const forms = MINOR_UNITS[currency]?.[language];
      const minorText = forms ? counted(cents, (await numberToWords(cents, code, 'cardinal')) ?? String(cents), minorUnit(forms, cents, code), language) : `${cents}/${scale}`;
      parts.push(minorText);
    }
    let text = parts.join(AND[language] ?? ', ');
    if (minor < 0) {
      // the language's own word for minus: what the cardinal of -1 adds to that of 1
      const one = (await numberToWords(1, code, 'cardinal')) ?? '';
      const minusOne = (await numberToWords(-1, code, 'cardinal')) ?? '';
      const minus = minusOne.replace(one, '').trim();
      text = minus ? `${minus} ${text}` : `-${text}`;
    }
    return text;
  } catch {
    // a number n2words refuses (too large) prints no words rather than failing the document
    return null;
  }
}
