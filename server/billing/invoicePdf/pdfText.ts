import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import fontkit from '@pdf-lib/fontkit';
import { StandardFonts, type PDFDocument, type PDFFont, type PDFPage, type RGB } from 'pdf-lib';

/** The fonts of a document and the characters they can print. */
export interface PdfFonts {
  regular: PDFFont;
  bold: PDFFont;
  /** Code points both fonts have a glyph for. */
  covered: ReadonlySet<number>;
}

let fontBytes: { regular: Uint8Array; bold: Uint8Array } | null | undefined;

/** DejaVu Sans (the `dejavu-fonts-ttf` package): Latin, Greek, Cyrillic, Arabic, Hebrew... null when it cannot be read. */
function unicodeFonts(): { regular: Uint8Array; bold: Uint8Array } | null {
  if (fontBytes !== undefined) return fontBytes;
  try {
    const require = createRequire(import.meta.url);
    const read = (file: string) => new Uint8Array(readFileSync(require.resolve(`dejavu-fonts-ttf/ttf/${file}`)));
    fontBytes = { regular: read('DejaVuSans.ttf'), bold: read('DejaVuSans-Bold.ttf') };
  } catch {
    fontBytes = null;
  }
  return fontBytes;
}

/**
 * Embeds the document's fonts: DejaVu Sans, subset to the glyphs used (names in Lithuanian, Arabic,
 * Greek... print as written); Helvetica (WinAnsi only) when the font file is missing, in which case
 * {@link printable} transliterates what it cannot print.
 */
export async function embedFonts(doc: PDFDocument): Promise<PdfFonts> {
  const bytes = unicodeFonts();
  let regular: PDFFont;
  let bold: PDFFont;
  if (bytes) {
    doc.registerFontkit(fontkit);
    regular = await doc.embedFont(bytes.regular, { subset: true });
    bold = await doc.embedFont(bytes.bold, { subset: true });
  } else {
    regular = await doc.embedFont(StandardFonts.Helvetica);
    bold = await doc.embedFont(StandardFonts.HelveticaBold);
  }
  const inBold = new Set(bold.getCharacterSet());
  return { regular, bold, covered: new Set(regular.getCharacterSet().filter((c) => inBold.has(c))) };
}

/** C0 and C1 control characters and the line and paragraph separators. */
export function isControl(cp: number): boolean {
  return cp < 0x20 || (cp >= 0x7f && cp <= 0x9f) || cp === 0x2028 || cp === 0x2029;
}

/**
 * Text the fonts can print: control characters and spaces the font lacks (a narrow no-break space
 * in a French amount) become spaces; a character without a glyph loses its accents (ą -> a) or,
 * failing that, becomes `?`. Never throws.
 */
export function printable(text: string, covered: ReadonlySet<number>): string {
  let out = '';
  for (const ch of text) {
    const cp = ch.codePointAt(0) as number;
    if (isControl(cp)) {
      if (!out.endsWith(' ')) out += ' ';
      continue;
    }
    if (covered.has(cp)) {
      out += ch;
      continue;
    }
    if (/\p{Zs}/u.test(ch)) {
      out += ' ';
      continue;
    }
    const bare = ch.normalize('NFD').replace(/\p{M}+/gu, '');
    out += bare && [...bare].every((c) => covered.has(c.codePointAt(0) as number)) ? bare : '?';
  }
  return out;
}

const RTL = /[\u0590-\u08ff\ufb1d-\ufdff\ufe70-\ufeff]/u;
const STRONG_LTR = /[\p{L}\p{N}]/u;

/**
 * The text split into direction runs in the order they are drawn, left to right: a run of
 * right-to-left script keeps its logical order (the font's layout shapes and reverses it); with a
 * right-to-left first strong character, the runs themselves are reversed. Spaces and punctuation
 * join the run before them. (A simplified Unicode bidi: enough for names and addresses.)
 */
export function visualRuns(text: string): string[] {
  if (!RTL.test(text)) return [text];
  const runs: { rtl: boolean; text: string }[] = [];
  for (const ch of text) {
    const rtl = RTL.test(ch) ? true : STRONG_LTR.test(ch) ? false : null;
    const last = runs[runs.length - 1];
    if (last && (rtl === null || rtl === last.rtl)) last.text += ch;
    else runs.push({ rtl: rtl ?? false, text: ch });
  }
  const baseRtl = runs.find((r) => /[\p{L}\p{N}]/u.test(r.text))?.rtl ?? false;
  const ordered = runs.map((r) => r.text);
  return baseRtl ? ordered.reverse() : ordered;
}

/** How a text is drawn. */
export interface TextStyle {
  size: number;
  bold?: boolean;
  color?: RGB;
  /** `x` is the left edge (default), or the right edge of the text. */
  align?: 'left' | 'right';
  /** Longest width: a longer text is cut with an ellipsis. */
  maxWidth?: number;
}

/** The width of a text as {@link drawText} prints it. */
export function textWidth(fonts: PdfFonts, text: string, style: TextStyle): number {
  const font = style.bold ? fonts.bold : fonts.regular;
  return font.widthOfTextAtSize(printable(text, fonts.covered), style.size);
}

/** The text cut with an ellipsis to fit maxWidth: the longest prefix that fits, found by bisection. */
function fitted(fonts: PdfFonts, text: string, style: TextStyle): string {
  const max = style.maxWidth;
  if (!max) return text;
  // no glyph is narrower than a tenth of the size: what lies beyond cannot fit anyway
  const chars = [...text].slice(0, Math.ceil(max / (style.size * 0.1)) + 1);
  if (chars.length === [...text].length && textWidth(fonts, text, style) <= max) return text;
  const ellipsis = fonts.covered.has(0x2026) ? '…' : '...';
  const cut = (n: number) => `${chars.slice(0, n).join('').trimEnd()}${ellipsis}`;
  let lo = 0;
  let hi = chars.length;
  while (lo < hi) {
    const mid = Math.ceil((lo + hi) / 2);
    if (textWidth(fonts, cut(mid), style) <= max) lo = mid;
    else hi = mid - 1;
  }
  return cut(lo);
}

/** Draws one line of text: what the fonts cannot print replaced, cut to maxWidth, right-to-left runs in place. */
export function drawText(page: PDFPage, fonts: PdfFonts, text: string, x: number, y: number, style: TextStyle): void {
  const font = style.bold ? fonts.bold : fonts.regular;
  const safe = fitted(fonts, printable(text, fonts.covered), style);
  const width = font.widthOfTextAtSize(safe, style.size);
  let at = style.align === 'right' ? x - width : x;
  for (const run of visualRuns(safe)) {
    if (!run) continue;
    page.drawText(run, { x: at, y, size: style.size, font, color: style.color });
    at += font.widthOfTextAtSize(run, style.size);
  }
}
