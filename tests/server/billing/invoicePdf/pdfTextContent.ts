import { decodePDFRawStream, PDFArray, PDFDict, PDFDocument, PDFName, PDFRawStream, type PDFPage } from 'pdf-lib';

/** Reads UTF-16BE hex (a ToUnicode destination) as text. */
function utf16(hex: string): string {
  const units: number[] = [];
  for (let i = 0; i + 4 <= hex.length; i += 4) units.push(parseInt(hex.slice(i, i + 4), 16));
  return String.fromCharCode(...units);
}

/** The code -> text map of a ToUnicode CMap (bfchar and bfrange sections). */
function parseCMap(cmap: string): Map<number, string> {
  const map = new Map<number, string>();
  for (const section of cmap.matchAll(/beginbfchar([\s\S]*?)endbfchar/g)) {
    for (const m of section[1].matchAll(/<([0-9a-fA-F]+)>\s*<([0-9a-fA-F]+)>/g)) map.set(parseInt(m[1], 16), utf16(m[2]));
  }
  for (const section of cmap.matchAll(/beginbfrange([\s\S]*?)endbfrange/g)) {
    for (const m of section[1].matchAll(/<([0-9a-fA-F]+)>\s*<([0-9a-fA-F]+)>\s*(<[0-9a-fA-F]+>|\[[^\]]*\])/g)) {
      const from = parseInt(m[1], 16);
      const to = parseInt(m[2], 16);
      if (m[3].startsWith('[')) {
        [...m[3].matchAll(/<([0-9a-fA-F]+)>/g)].forEach((d, i) => map.set(from + i, utf16(d[1])));
      } else {
        const base = utf16(m[3].slice(1, -1));
        for (let c = from; c <= to; c++) map.set(c, base.slice(0, -1) + String.fromCharCode(base.charCodeAt(base.length - 1) + (c - from)));
      }
    }
  }
  return map;
}

interface FontDecoder {
  bytes: number;
  map?: Map<number, string>;
}

function fontDecoders(page: PDFPage): Map<string, FontDecoder> {
  const out = new Map<string, FontDecoder>();
  const fonts = page.node.Resources()?.lookup(PDFName.of('Font'), PDFDict);
  for (const [name, ref] of fonts?.entries() ?? []) {
    const font = page.doc.context.lookup(ref, PDFDict);
    const type0 = font.get(PDFName.of('Subtype'))?.toString() === '/Type0';
    const toUnicode = font.lookup(PDFName.of('ToUnicode'));
    const map = toUnicode instanceof PDFRawStream ? parseCMap(Buffer.from(decodePDFRawStream(toUnicode).decode()).toString('latin1')) : undefined;
    out.set(name.toString().slice(1), { bytes: type0 ? 2 : 1, map });
  }
  return out;
}

function contentOf(page: PDFPage): string {
  const contents = page.node.Contents();
  const streams = contents instanceof PDFArray ? contents.asArray().map((r) => page.doc.context.lookup(r)) : [contents];
  return streams
    .filter((s): s is PDFRawStream => s instanceof PDFRawStream)
    .map((s) => Buffer.from(decodePDFRawStream(s).decode()).toString('latin1'))
    .join('\n');
}

/**
 * The text shown on each page of a PDF made by pdf-lib, one string per text-showing operator (Tj),
 * decoded through each font's ToUnicode map (embedded fonts) or as single bytes (standard fonts).
 * Right-to-left runs come out in visual (drawn) order, as presentation forms.
 */
export async function pdfTextContent(bytes: Uint8Array): Promise<string[][]> {
  const pdf = await PDFDocument.load(bytes);
  return pdf.getPages().map((page) => {
    const fonts = fontDecoders(page);
    let font: FontDecoder = { bytes: 1 };
    const texts: string[] = [];
    for (const m of contentOf(page).matchAll(/\/([^\s/]+)\s+[\d.]+\s+Tf|<([0-9a-fA-F]*)>\s*Tj/g)) {
      if (m[1]) {
        font = fonts.get(m[1]) ?? { bytes: 1 };
        continue;
      }
      const hex = m[2];
      let text = '';
      for (let i = 0; i + font.bytes * 2 <= hex.length; i += font.bytes * 2) {
        const code = parseInt(hex.slice(i, i + font.bytes * 2), 16);
        text += font.map?.get(code) ?? String.fromCharCode(code);
      }
      texts.push(text);
    }
    return texts;
  });
}
