/** Control letters of a DNI, indexed by the number mod 23. */
export const DNI_LETTERS = 'TRWAGMYFPDXBNJZSQVHLCKE';

/** Control letters of a CIF, indexed by the control digit (J for 0, A for 1 ... I for 9). */
export const CIF_LETTERS = 'JABCDEFGHI';

/** Entity letters of a CIF (Orden EHA/451/2008). */
const CIF_ENTITIES = 'ABCDEFGHJNPQRSUVW';
/** Entities whose control character is always a letter (also any CIF whose digits start with 00, non-residents). */
const LETTER_ONLY = 'NPQRSW';
/** Entities whose control character is always a digit. */
const DIGIT_ONLY = 'ABEH';

/** Kinds of Spanish tax identifier. */
export type SpanishIdKind = 'DNI' | 'NIE' | 'CIF';

/** The DNI control letter of a number. */
export function dniLetter(number: string | number): string {
  return DNI_LETTERS[Number(number) % 23];
}

/**
 * The CIF control digit of its 7 central digits: digits in even positions are summed, digits in
 * odd positions are doubled and their digits summed; the control is (10 − total mod 10) mod 10.
 */
export function cifControlDigit(digits: string): number {
  let total = 0;
  for (let i = 0; i < 7; i += 1) {
    const d = Number(digits[i]);
    total += i % 2 === 1 ? d : Math.floor((2 * d) / 10) + ((2 * d) % 10);
  }
  return (10 - (total % 10)) % 10;
}

/** Upper case, every whitespace removed: the form the checks read (seed 002 §5.3). */
export function normalizeSpanishId(text: string): string {
  return text.replace(/\s/g, '').toUpperCase();
}

/**
 * Which valid identifier a text is (`null` when none), after normalizing:
 * DNI 8 digits + letter; NIE X/Y/Z (as 0/1/2) + 7 or 8 digits + letter, then the DNI rule;
 * CIF entity letter + 7 digits + control digit or letter A-J.
 */
export function spanishIdKind(text: string): SpanishIdKind | null {
  const id = normalizeSpanishId(text);
  if (/^\d{8}[A-Z]$/.test(id)) return dniLetter(id.slice(0, 8)) === id[8] ? 'DNI' : null;
  const nie = /^([XYZ])(\d{7,8})([A-Z])$/.exec(id);
  if (nie) return dniLetter(`${'XYZ'.indexOf(nie[1])}${nie[2]}`) === nie[3] ? 'NIE' : null;
  const cif = /^([A-Z])(\d{7})([0-9A-J])$/.exec(id);
  if (!cif || !CIF_ENTITIES.includes(cif[1])) return null;
  const digit = cifControlDigit(cif[2]);
  const letterOnly = LETTER_ONLY.includes(cif[1]) || cif[2].startsWith('00');
  const accepted = letterOnly ? [CIF_LETTERS[digit]] : DIGIT_ONLY.includes(cif[1]) ? [String(digit)] : [String(digit), CIF_LETTERS[digit]];
  return accepted.includes(cif[3]) ? 'CIF' : null;
}

/** Whether a text is a valid DNI, NIE or CIF. */
export function isValidSpanishId(text: string): boolean {
  return spanishIdKind(text) !== null;
}
