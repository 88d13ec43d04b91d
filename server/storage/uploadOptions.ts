import { AppError } from '../../engine/errors/AppError.ts';
import type { PrepareOptions } from './prepareDocument.ts';
import type { WatermarkOptions } from './watermark.ts';

const FLAGS: Readonly<Record<string, boolean>> = { '': false, '0': false, false: false, no: false, off: false, '1': true, true: true, yes: true, on: true };

/** A yes/no option (`1`, `true`, `yes`, `on` or `0`, `false`, `no`, `off`); anything else is a catalogued 400. */
function flag(name: string, v: string | undefined): boolean {
  if (v === undefined) return false;
  const key = v.trim().toLowerCase();
  if (!Object.hasOwn(FLAGS, key)) throw new AppError('INVALID_FIELD_VALUE', [name, 'expected true or false'], [{ path: name, message: 'expected true or false', code: 'INVALID_FIELD_VALUE' }]);
  return FLAGS[key];
}

/**
 * Processing asked with an upload, in form fields or query parameters: `convertToPdf=1`,
 * `watermark=<text>` and optionally `watermarkOptions` (JSON: degrees, font, size, color, opacity).
 * A convertToPdf that is not a yes/no value is refused (400) rather than silently ignored.
 */
export function uploadOptions(fields: Record<string, string>, query: Record<string, string | undefined>): PrepareOptions {
  const get = (k: string): string | undefined => {
    const v: unknown = Object.hasOwn(fields, k) ? fields[k] : query[k];
    if (Array.isArray(v)) throw new AppError('INVALID_FIELD_IN_QUERY', [k, 'given more than once']);
    return typeof v === 'string' ? v : undefined;
  };
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
  if (typeof extra !== 'object' || extra === null || Array.isArray(extra)) throw new AppError('INVALID_JSON_FIELD', ['watermarkOptions: an object is expected']);
  return { convertToPdf: flag('convertToPdf', get('convertToPdf')), watermark: text ? { ...extra, text } : undefined };
}
