/**
 * Bidirectional text (docs/i18n.md#bidi): in a right-to-left interface (Arabic), a number, an
 * amount with its sign and currency symbol, a phone number, an IBAN, a registration code or a date
 * is shown in its own left-to-right island, so that its characters keep their order (`-1 234,50 €`,
 * `+33 6 12 34 56 78`, `FR76 3000 6000 0112 3456 7890 189`, `CTR00000012`, `31-12-2026`). The
 * renderers isolate such texts with `dir="ltr"` (renderers/elements/Clipped.tsx).
 */

/** Strong right-to-left letters: Hebrew, Arabic, Syriac, Thaana, NKo and their presentation forms. */
const RTL_LETTER = /[\u0590-\u08FF\uFB1D-\uFDFF\uFE70-\uFEFF]|\uD802[\uDC00-\uDFFF]|\uD803[\uDC00-\uDE7F]|\uD83A[\uDC00-\uDFFF]|\uD83B[\uDC00-\uDEFF]/;
/** What makes a text worth isolating: a digit (any script) or a Latin letter. */
const LTR_MATTER = /[0-9A-Za-z\u00C0-\u024F\u0660-\u0669\u06F0-\u06F9]/;
/** Arabic-Indic and Eastern Arabic-Indic digits count as digits, not letters. */
const ARABIC_DIGITS = /[\u0660-\u0669\u06F0-\u06F9]/g;

/** Whether the text holds a right-to-left letter (an Arabic name stays in the reading direction). */
export function hasRtlLetters(text: string): boolean {
  return RTL_LETTER.test(text.replace(ARABIC_DIGITS, '0'));
}

/**
 * Whether a text reads left to right whatever the interface's direction: it has digits or Latin
 * letters and no right-to-left letter (numbers, amounts, phones, IBANs, codes, dates, Latin names).
 */
export function isLtrText(text: string): boolean {
  return LTR_MATTER.test(text) && !hasRtlLetters(text);
}

/** Column types whose values are numbers or dates: always isolated left to right. */
const LTR_TYPES = new Set(['currency', 'percentage', 'bytes', 'milliseconds', 'date', 'datetime', 'number', 'integer']);
/** Field names (the last path step) holding codes and numbers: registrations, phones, IBANs, BICs... */
const LTR_NAMES = /(registration|phone|mobile|fax|iban|bic|swift|vat|siren|siret|postcode|postalcode|zipcode|code|reference|number|email|amount|date)$/i;

/** Whether the values of a column (or field) are numbers or codes, isolated left to right. */
export function isLtrField(field: { name?: string; type?: string }): boolean {
  if (field.type && LTR_TYPES.has(field.type)) return true;
  const last = (field.name ?? '').split('.').pop()?.replace(/\[.*\]$/, '') ?? '';
  return LTR_NAMES.test(last);
}
