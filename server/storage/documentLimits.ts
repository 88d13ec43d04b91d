import { CONVERTIBLE_FORMATS, acceptedDocumentExtensions } from '../../engine/validation/documentFormats.ts';
import { normalizeExtensions } from '../../engine/validation/files.ts';
import { parseFileSize } from '../../engine/format/fileSize.ts';

/** Default accepted extensions of a plain upload (no conversion, no watermark). */
const DEFAULT_EXTENSIONS = ['pdf', 'jpg', 'jpeg', 'png', 'gif', 'webp', 'tif', 'tiff', 'txt', 'csv', 'json', 'xml', 'zip', 'eml', 'msg', ...CONVERTIBLE_FORMATS];

export interface DocumentLimits {
  /** As configured (`20MB`, or a number of bytes): shown in 'File too large. Max size {x}'. */
  maxSizeText: string;
  maxSizeBytes: number;
  extensions: string[];
}

/**
 * Upload limits, from TABULA_DOCUMENT_MAX_SIZE (default 20MB; 1 MB = 1048576 bytes) and
 * TABULA_DOCUMENT_EXTENSIONS (comma-separated; a default list otherwise).
 */
export function documentLimits(env: NodeJS.ProcessEnv = process.env): DocumentLimits {
  const maxSizeText = env.TABULA_DOCUMENT_MAX_SIZE?.trim() || '20MB';
  const parsed = parseFileSize(maxSizeText);
  const extensions = env.TABULA_DOCUMENT_EXTENSIONS ? normalizeExtensions(env.TABULA_DOCUMENT_EXTENSIONS) : DEFAULT_EXTENSIONS;
  return { maxSizeText, maxSizeBytes: Number.isFinite(parsed) && parsed > 0 ? parsed : 20 * 1048576, extensions };
}

/**
 * The extensions an upload accepts: for a watermark or a PDF conversion, those of seed 002 §5.2
 * (images and pdf, plus the office formats when converting); otherwise the configured list.
 */
export function acceptedExtensions(limits: DocumentLimits, options: { watermark: boolean; convertToPdf: boolean }): string[] {
  if (options.watermark || options.convertToPdf) return acceptedDocumentExtensions({ convertToPdf: options.convertToPdf });
  return limits.extensions;
}
