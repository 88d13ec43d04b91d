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
  return MIME[fileExtension(fileName)] ?? (given || 'application/octet-stream');
}

/**
 * Checks an upload (size, then extension, with the spec messages) and turns it into what is
 * stored: images and office files become PDF when converting or watermarking, and a watermark is
 * stamped on the PDF.
 */
export async function prepareDocument(file: UploadedFile, limits: DocumentLimits, options: PrepareOptions): Promise<UploadedFile> {
  if (file.content.length > limits.maxSizeBytes) throw new AppError('FILE_TOO_LARGE', [limits.maxSizeText]);
  const accepted = acceptedExtensions(limits, { watermark: !!options.watermark, convertToPdf: options.convertToPdf });
  const issue = checkFileExtension({ name: file.fileName }, accepted);
  const ext = fileExtension(file.fileName);
  if (issue) throw new AppError('INVALID_FILE_EXTENSION', [ext, accepted.join(', ')]);
  if (!options.convertToPdf && !options.watermark) return { ...file, mimeType: mimeOf(file.fileName, file.mimeType) };
  let pdf: Uint8Array = file.content;
  if ((PDF_IMAGE_FORMATS as readonly string[]).includes(ext)) pdf = await imageToPdf(file.content, ext);
  else if ((CONVERTIBLE_FORMATS as readonly string[]).includes(ext)) pdf = await officeToPdf(file.content, ext);
  if (options.watermark) pdf = await watermarkPdf(pdf, options.watermark);
  const base = ext ? file.fileName.slice(0, -(ext.length + 1)) : file.fileName;
  return { fileName: `${base}.pdf`, content: Buffer.from(pdf), mimeType: 'application/pdf' };
}
