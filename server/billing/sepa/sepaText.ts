const SPECIAL: Record<string, string> = {
  ß: 'ss',
  Æ: 'AE',
  æ: 'ae',
  Ø: 'O',
  ø: 'o',
  Œ: 'OE',
  œ: 'oe',
  Ł: 'L',
  ł: 'l',
  '&': '+',
  _: '-',
};

/**
 * A text in the SEPA character set (EPC guidelines: a-z A-Z 0-9 / - ? : ( ) . , ' + and space):
 * accents dropped, a few letters spelled out, anything else a space; spaces collapsed, cut to
 * `max` characters. Answers undefined for a text that ends up empty.
 */
export function sepaText(value: unknown, max: number): string | undefined {
  if (typeof value !== 'string') return undefined;
  const latin = value
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .replace(/./gu, (c) => SPECIAL[c] ?? c)
    .replace(/[^a-zA-Z0-9/\-?:().,'+ ]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  const cut = latin.slice(0, max).trim();
  return cut || undefined;
}
