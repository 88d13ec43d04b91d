import type { FastifyRequest } from 'fastify';
import { AppError } from '../../engine/errors/AppError.ts';
import { SERVER_TEXTS } from '../../engine/errors/errorArgs.ts';
import type { UploadedFile } from './prepareDocument.ts';

/** A multipart upload: the file and the text fields sent with it (type, name, watermark...). */
export interface Upload {
  file: UploadedFile;
  fields: Record<string, string>;
}

/**
 * Reads a multipart request (seed 001 §7: `file`, `type`, `name`) whatever the order of its
 * parts. A file over the multipart limit yields FILE_TOO_LARGE with the configured size text; a
 * body the multipart reader cannot read (no boundary, truncated) a catalogued 400 INVALID_REQUEST.
 */
export async function readUpload(request: FastifyRequest, maxSizeText: string): Promise<Upload> {
  if (!request.isMultipart()) throw new AppError('MISSING_FILE_IN_REQUEST');
  const fields: Record<string, string> = {};
  let file: UploadedFile | undefined;
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        const content = await part.toBuffer();
        if (!file) file = { fileName: part.filename || 'document', content, mimeType: part.mimetype };
      } else if (typeof part.value === 'string') {
        fields[part.fieldname] = part.value;
      }
    }
  } catch (err) {
    if (err instanceof AppError) throw err;
    const code = (err as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE' || code === 'FST_FILES_LIMIT' || code === 'FST_PARTS_LIMIT') throw new AppError('FILE_TOO_LARGE', [maxSizeText]);
    // anything else the multipart reader throws (no boundary, a truncated or malformed body, too
    // many fields...) comes from the request, not the server
    throw new AppError('INVALID_REQUEST', [SERVER_TEXTS.malformedMultipart]);
  }
  if (!file) throw new AppError('MISSING_FILE_IN_REQUEST');
  return { file, fields };
}
