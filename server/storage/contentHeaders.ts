/** Types a browser may show inline; anything else is always downloaded (no stored HTML runs). */
const INLINE_TYPES = new Set(['application/pdf', 'image/png', 'image/jpeg', 'image/gif', 'image/webp', 'text/plain']);

/** Headers of a document download: type, disposition (inline on request for safe types), no sniffing. */
export function contentHeaders(contentType: string, fileName: string, disposition: string | undefined): Record<string, string> {
  const inline = disposition === 'inline' && INLINE_TYPES.has(contentType);
  const ascii = fileName.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  return {
    'Content-Type': contentType,
    'Content-Disposition': `${inline ? 'inline' : 'attachment'}; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(fileName)}`,
    'X-Content-Type-Options': 'nosniff',
    'Cache-Control': 'private, no-store',
  };
}
