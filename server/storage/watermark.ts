import { degrees, PDFDocument, rgb, StandardFonts } from 'pdf-lib';

export interface WatermarkOptions {
  text: string;
  /** Rotation in degrees (default -45). */
  degrees?: number;
  /** One of pdf-lib's standard fonts, e.g. Helvetica (default), TimesRoman, Courier. */
  font?: string;
  /** Font size in points (default 18). */
  size?: number;
  /** Hex colour (default #FFFFFF, white). */
  color?: string;
  /** 0 to 1 (default 0.7). */
  opacity?: number;
}

/** Defaults of seed 002 §3.12. */
export const WATERMARK_DEFAULTS = { degrees: -45, font: 'Helvetica', size: 18, color: '#FFFFFF', opacity: 0.7 } as const;

function hexColor(hex: string) {
  const m = /^#?([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})$/i.exec(hex.trim());
  if (!m) return rgb(1, 1, 1);
  return rgb(parseInt(m[1], 16) / 255, parseInt(m[2], 16) / 255, parseInt(m[3], 16) / 255);
}

function fontName(name: string): StandardFonts {
  const found = Object.values(StandardFonts).find((f) => f.toLowerCase() === name.toLowerCase());
  return found ?? StandardFonts.Helvetica;
}

/**
 * Stamps `text` over every page of a PDF, repeated on a grid so that no part of a page is free of
 * it, rotated, in the given font, size, colour and opacity. Answers the new PDF bytes.
 */
export async function watermarkPdf(pdf: Uint8Array, options: WatermarkOptions): Promise<Uint8Array> {
  const o: Required<WatermarkOptions> = {
    text: options.text,
    degrees: options.degrees ?? WATERMARK_DEFAULTS.degrees,
    font: options.font ?? WATERMARK_DEFAULTS.font,
    size: options.size ?? WATERMARK_DEFAULTS.size,
    color: options.color ?? WATERMARK_DEFAULTS.color,
    opacity: options.opacity ?? WATERMARK_DEFAULTS.opacity,
  };
  const doc = await PDFDocument.load(pdf);
  const font = await doc.embedFont(fontName(o.font));
  const textWidth = font.widthOfTextAtSize(o.text, o.size);
  const stepX = textWidth + o.size * 4;
  const stepY = o.size * 6;
  for (const page of doc.getPages()) {
    const { width, height } = page.getSize();
    for (let y = -height; y < height * 2; y += stepY) {
      for (let x = -width; x < width * 2; x += stepX) {
        page.drawText(o.text, { x, y, size: o.size, font, color: hexColor(o.color), opacity: o.opacity, rotate: degrees(o.degrees) });
      }
    }
  }
  return doc.save();
}
