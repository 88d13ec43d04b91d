import { PDFDocument } from 'pdf-lib';

/** A4 in points. */
const A4: [number, number] = [595.28, 841.89];
const MARGIN = 24;

/**
 * One A4 page holding the image (jpeg/jpg/png, seed 000 §5.4), scaled down to fit inside the
 * margins and centred; landscape images get a landscape page.
 */
export async function imageToPdf(image: Uint8Array, extension: string): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  const embedded = extension === 'png' ? await doc.embedPng(image) : await doc.embedJpg(image);
  const landscape = embedded.width > embedded.height;
  const [w, h] = landscape ? [A4[1], A4[0]] : A4;
  const scale = Math.min(1, (w - 2 * MARGIN) / embedded.width, (h - 2 * MARGIN) / embedded.height);
  const dw = embedded.width * scale;
  const dh = embedded.height * scale;
  const page = doc.addPage([w, h]);
  page.drawImage(embedded, { x: (w - dw) / 2, y: (h - dh) / 2, width: dw, height: dh });
  return doc.save();
}
