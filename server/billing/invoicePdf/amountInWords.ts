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
};

/** Names of the minor unit (singular, plural) per currency and language; else the minor amount prints as a fraction (`56/100`). */
const MINOR_UNITS: Record<string, Record<string, [string, string]>> = {
  EUR: { en: ['cent', 'cents'], fr: ['centime', 'centimes'], es: ['céntimo', 'céntimos'], ar: ['سنت', 'سنتًا'] },
  USD: { en: ['cent', 'cents'], fr: ['cent', 'cents'], es: ['centavo', 'centavos'], ar: ['سنت', 'سنتًا'] },
  GBP: { en: ['penny', 'pence'], fr: ['penny', 'pence'], es: ['penique', 'peniques'], ar: ['بنس', 'بنسًا'] },
  CHF: { en: ['centime', 'centimes'], fr: ['centime', 'centimes'], es: ['céntimo', 'céntimos'], ar: ['سنتيم', 'سنتيمًا'] },
  MAD: { en: ['centime', 'centimes'], fr: ['centime', 'centimes'], es: ['céntimo', 'céntimos'], ar: ['سنتيم', 'سنتيمًا'] },
  DZD: { en: ['centime', 'centimes'], fr: ['centime', 'centimes'], es: ['céntimo', 'céntimos'], ar: ['سنتيم', 'سنتيمًا'] },
  TND: { en: ['millime', 'millimes'], fr: ['millime', 'millimes'], es: ['milésimo', 'milésimos'], ar: ['مليم', 'مليمًا'] },
  MXN: { en: ['centavo', 'centavos'], fr: ['centavo', 'centavos'], es: ['centavo', 'centavos'], ar: ['سنتافو', 'سنتافو'] },
};

/** How the major and minor parts are joined. */
const AND: Record<string, string> = { en: ' and ', fr: ' et ', es: ' con ', ar: ' و' };

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

/** Spanish drops the final -o of "uno" before a masculine noun (un euro, veintiún dólares) and says "una" before a feminine one (una libra). */
function counted(words: string, noun: string, language: string): string {
  if (language !== 'es' || !/uno$/.test(words)) return `${words} ${noun}`;
  if (/^libra/.test(noun)) return `${words.replace(/uno$/, 'una')} ${noun}`;
  return `${words.replace(/veintiuno$/, 'veintiún').replace(/uno$/, 'un')} ${noun}`;
}

/**
 * An amount in words in the document's language (`mille deux cent trente-quatre euros et
 * cinquante-six centimes`): n2words' `currency` form (engine/format/numberToWords) where its currency
 * words are the document's currency (EUR in fr and es, USD in en), else the cardinal words with the
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
    if (whole > 0 || cents === 0) parts.push(counted(wholeWords, currencyName(whole, code, currency), language));
    if (cents > 0) {
      const unit = MINOR_UNITS[currency]?.[language];
      const minorText = unit ? counted((await numberToWords(cents, code, 'cardinal')) ?? String(cents), cents === 1 ? unit[0] : unit[1], language) : `${cents}/${scale}`;
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
