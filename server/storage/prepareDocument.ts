import { AppError } from '../../engine/errors/AppError.ts';
import { CONVERTIBLE_FORMATS, PDF_IMAGE_FORMATS } from '../../engine/validation/documentFormats.ts';
import { checkFileExtension, fileExtension } from '../../engine/validation/files.ts';
import { acceptedExtensions, type DocumentLimits } from './documentLimits.ts';
import { imageToPdf } from './imageToPdf.ts';
import { officeToPdf } from './officeToPdf.ts';
import { watermarkPdf, type WatermarkOptions } from './watermark.ts';

export interface UploadedFile {
  fileName: string;
  content: Buffer;
  mimeType: string;
}

export interface PrepareOptions {
  convertToPdf: boolean;
  watermark?: Omit<WatermarkOptions, 'text'> & { text: string };
}

const MIME: Record<string, string> = {
  pdf: 'application/pdf', png: 'image/png', jpg: 'image/jpeg', jpeg: 'image/jpeg', gif: 'image/gif', webp: 'image/webp',
  txt: 'text/plain', csv: 'text/csv', json: 'application/json', xml: 'application/xml', zip: 'application/zip',
};

/** The content type stored for a file: by extension, else what the client said. */
export function mimeOf(fileName: string, given: string): string {
  const ext = fileExtension(fileName);
  return (Object.hasOwn(MIME, ext) ? MIME[ext] : undefined) ?? (given || 'application/octet-stream');
}

/** A PDF file starts with `%PDF-` within its first 1024 bytes (ISO 32000 §7.5.2, readers' tolerance). */
export function looksLikePdf(content: Uint8Array): boolean {
  return Buffer.from(content.subarray(0, 1024)).includes('%PDF-');
}

/** 400 INVALID_FIELD_VALUE on the uploaded file: its content is not what its name says. */
function unreadable(what: string): AppError {
  const message = `the content is not a valid ${what}`;
  return new AppError('INVALID_FIELD_VALUE', ['file', message], [{ path: 'file', message, code: 'INVALID_FIELD_VALUE' }]);
}

/**
 * Runs a conversion step on client content: a failure caused by the content (a .png that is no
 * PNG, a .pdf that is no PDF, an office file LibreOffice cannot read) is the client's error, a
 * catalogued 400, not a 500. Catalogued errors (UNAVAILABLE_SOFTWARE) pass through.
 */
async function convert<T>(what: string, step: () => Promise<T>): Promise<T> {
  try {
    return await step();
  } catch (err) {
    // catalogued errors pass; so does a converter killed by its time limit (the server's problem)
    if (err instanceof AppError || (err as { killed?: boolean }).killed) throw err;
    throw unreadable(what);
  }
}

/**
 * Checks an upload (size, then extension, with the spec messages) and turns it into what is
 * stored: images and office files become PDF when converting or watermarking, and a watermark is
 * stamped on the PDF. Content that does not match its extension is refused with a 400.
 */
export async function prepareDocument(file: UploadedFile, limits: DocumentLimits, options: PrepareOptions): Promise<UploadedFile> {
  if (file.content.length > limits.maxSizeBytes) throw new AppError('FILE_TOO_LARGE', [limits.maxSizeText]);
  const accepted = acceptedExtensions(limits, { watermark: !!options.watermark, convertToPdf: options.convertToPdf });
  const issue = checkFileExtension({ name: file.fileName }, accepted);
  const ext = fileExtension(file.fileName);
  if (issue) throw new AppError('INVALID_FILE_EXTENSION', [ext, accepted.join(', ')]);
  if (!options.convertToPdf && !options.watermark) return { ...file, mimeType: mimeOf(file.fileName, file.mimeType) };
  let pdf: Uint8Array = file.content;
  if ((PDF_IMAGE_FORMATS as readonly string[]).includes(ext)) pdf = await convert(`${ext} image`, () => imageToPdf(file.content, ext));
  else if ((CONVERTIBLE_FORMATS as readonly string[]).includes(ext)) pdf = await convert(`${ext} document`, () => officeToPdf(file.content, ext));
  if (!looksLikePdf(pdf)) throw unreadable('PDF document');
  const mark = options.watermark;
  if (mark) pdf = await convert('PDF document', () => watermarkPdf(pdf, mark));
  const base = ext ? file.fileName.slice(0, -(ext.length + 1)) : file.fileName;
  return { fileName: `${base}.pdf`, content: Buffer.from(pdf), mimeType: 'application/pdf' };
}
