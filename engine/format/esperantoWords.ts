// Esperanto numerals are fully regular: digit words, tens and hundreds written as one word
// (dudek, ducent), `mil` a numeral of its own (du mil), millions and beyond nouns taking -j in the
// plural (du milionoj). n2words has no Esperanto, so the words are built here from those rules.

const DIGITS = ['nul', 'unu', 'du', 'tri', 'kvar', 'kvin', 'ses', 'sep', 'ok', 'naŭ'];

/** Nouns of the large scales (short powers of a million, the long-scale names Esperanto uses). */
const SCALES: [bigint, string][] = [
  [10n ** 15n, 'biliardo'],
  [10n ** 12n, 'biliono'],
  [10n ** 9n, 'miliardo'],
  [10n ** 6n, 'miliono'],
];

/** The largest number spelled: one below a thousand biliardoj. */
const LIMIT = 10n ** 18n;

/** `dek`, `dudek`, `cent`, `ducent`: a digit as a prefix, left out for one. */
const prefixed = (digit: number, word: string): string => (digit === 1 ? word : `${DIGITS[digit]}${word}`);

/** 1 to 999 in words. */
function belowThousand(n: number): string {
  const words: string[] = [];
  const hundreds = Math.floor(n / 100);
  const tens = Math.floor((n % 100) / 10);
  const units = n % 10;
  if (hundreds) words.push(prefixed(hundreds, 'cent'));
  if (tens) words.push(prefixed(tens, 'dek'));
  if (units) words.push(DIGITS[units]);
  return words.join(' ');
}

/** 1 to 999 999 in words: `mil` alone for one thousand, `du mil` for two. */
function belowMillion(n: number): string {
  const thousands = Math.floor(n / 1000);
  const rest = n % 1000;
  const words: string[] = [];
  if (thousands) words.push(thousands === 1 ? 'mil' : `${belowThousand(thousands)} mil`);
  if (rest) words.push(belowThousand(rest));
  return words.join(' ');
}

/** A non-negative whole number in words. */
function wholeWords(n: bigint): string {
  if (n === 0n) return DIGITS[0];
  if (n >= LIMIT) throw new RangeError(`${n} is too large to spell in Esperanto`);
  const words: string[] = [];
  let rest = n;
  for (const [size, noun] of SCALES) {
    const count = rest / size;
    rest %= size;
    if (count > 0n) words.push(`${belowMillion(Number(count))} ${noun}${count === 1n ? '' : 'j'}`);
  }
  if (rest > 0n) words.push(belowMillion(Number(rest)));
  return words.join(' ');
}

interface Parsed {
  negative: boolean;
  whole: bigint;
  /** The digits after the decimal point, as written ('' when none). */
  fraction: string;
}

function parse(value: number | string | bigint): Parsed {
  if (typeof value === 'bigint') return { negative: value < 0n, whole: value < 0n ? -value : value, fraction: '' };
  if (typeof value === 'number' && !Number.isFinite(value)) throw new TypeError(`${value} is not a finite number`);
  const text = typeof value === 'number' ? String(value) : value.trim();
  const match = /^(-?)(\d+)(?:\.(\d+))?$/.exec(text);
  if (!match) throw new TypeError(`"${text}" is not a decimal number`);
  const fraction = (match[3] ?? '').replace(/0+$/, '');
  const whole = BigInt(match[2]);
  return { negative: match[1] === '-' && (whole > 0n || fraction !== ''), whole, fraction };
}

const signed = (negative: boolean, words: string): string => (negative ? `minus ${words}` : words);

/**
 * A number in Esperanto words: `dudek unu`, `du mil unu`, `du milionoj kvincent mil`; a fraction
 * read digit by digit after `komo` (1.05 is `unu komo nul kvin`), a negative number after `minus`.
 */
export function toCardinal(value: number | string | bigint): string {
  const { negative, whole, fraction } = parse(value);
  const digits = [...fraction].map((d) => DIGITS[Number(d)]);
  return signed(negative, [wholeWords(whole), ...(digits.length ? ['komo', ...digits] : [])].join(' '));
}

/** A count and its noun: singular for one, plural (-j) otherwise, zero included (`nul eŭroj`). */
const counted = (count: bigint, noun: string): string => `${wholeWords(count)} ${noun}${count === 1n ? '' : 'j'}`;

/**
 * An amount of euros in Esperanto words, cents rounded to two digits: `mil ducent tridek kvar eŭroj
 * kaj kvindek ses cendoj`, `unu eŭro`, `kvin cendoj`.
 */
export function toCurrency(value: number | string | bigint): string {
  const { negative, whole, fraction } = parse(value);
  let euros = whole;
  let cents = fraction ? Math.round(Number(`0.${fraction}`) * 100) : 0;
  if (cents === 100) {
    euros += 1n;
    cents = 0;
  }
  const parts: string[] = [];
  if (euros > 0n || cents === 0) parts.push(counted(euros, 'eŭro'));
  if (cents > 0) parts.push(counted(BigInt(cents), 'cendo'));
  return signed(negative && (euros > 0n || cents > 0), parts.join(' kaj '));
}
