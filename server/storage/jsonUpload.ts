import { AppError } from '../../engine/errors/AppError.ts';
import type { Upload } from './readUpload.ts';

/**
 * The JSON form of an upload, for clients whose transport carries JSON only (the app's data
 * provider): `{fileName, contentBase64, mimeType?, type?, name?, convertToPdf?, watermark?,
 * watermarkOptions?}`. Same checks and answer as the multipart form.
 */
export function jsonUpload(body: unknown): Upload {
  const b = (body ?? {}) as Record<string, unknown>;
  if (typeof b.contentBase64 !== 'string' || typeof b.fileName !== 'string' || !b.fileName) throw new AppError('MISSING_FILE_IN_REQUEST');
  const fields: Record<string, string> = {};
  for (const k of ['type', 'name', 'watermark', 'convertToPdf']) if (b[k] !== undefined && b[k] !== null) fields[k] = String(b[k]);
  if (b.watermarkOptions !== undefined) fields.watermarkOptions = JSON.stringify(b.watermarkOptions);
  const mimeType = typeof b.mimeType === 'string' ? b.mimeType : '';
  return { file: { fileName: b.fileName, content: Buffer.from(b.contentBase64, 'base64'), mimeType }, fields };
}
