import { AppError } from '../../engine/errors/AppError.ts';
import type { PrepareOptions } from './prepareDocument.ts';
import type { WatermarkOptions } from './watermark.ts';

const truthy = (v: string | undefined) => v === '1' || v === 'true';

/**
 * Processing asked with an upload, in form fields or query parameters: `convertToPdf=1`,
 * `watermark=<text>` and optionally `watermarkOptions` (JSON: degrees, font, size, color, opacity).
 */
export function uploadOptions(fields: Record<string, string>, query: Record<string, string | undefined>): PrepareOptions {
  const get = (k: string) => fields[k] ?? query[k];
  const text = get('watermark')?.trim();
  let extra: Omit<WatermarkOptions, 'text'> = {};
  const raw = get('watermarkOptions');
  if (raw) {
    try {
      extra = JSON.parse(raw) as Omit<WatermarkOptions, 'text'>;
    } catch (err) {
      throw new AppError('INVALID_JSON_FIELD', [`watermarkOptions: ${(err as Error).message}`]);
    }
  }
  return { convertToPdf: truthy(get('convertToPdf')), watermark: text ? { ...extra, text } : undefined };
}
