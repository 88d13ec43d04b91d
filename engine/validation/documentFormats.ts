/** Images that can be converted to PDF (seed 000 §5.4). */
export const PDF_IMAGE_FORMATS = ['jpeg', 'jpg', 'png'] as const;

/** Office formats that can be converted to PDF (seed 000 §5.4). */
export const CONVERTIBLE_FORMATS = [
  'doc', 'docx', 'odp', 'ods', 'odt', 'pot', 'potm', 'potx', 'pps', 'ppsx', 'ppsxm',
  'ppt', 'pptm', 'pptx', 'rtf', 'xls', 'xlsx',
] as const;

/**
 * Extensions accepted for an upload that is watermarked or converted to PDF (seed 002 §5.2):
 * the image formats and pdf, plus the office formats when converting.
 */
export function acceptedDocumentExtensions(options: { convertToPdf?: boolean } = {}): string[] {
  return [...PDF_IMAGE_FORMATS, 'pdf', ...(options.convertToPdf ? CONVERTIBLE_FORMATS : [])];
}
