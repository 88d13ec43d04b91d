import { AppError } from '../../../engine/errors/AppError.ts';

type Rec = Record<string, unknown>;

/** An uploaded statement file: its name and raw bytes. */
export interface StatementUpload {
  fileName: string;
  content: Buffer;
}

const DATA_URL = /^data:([^,;]*)(;[^,]*)?,(.*)$/s;
const text = (v: unknown) => (typeof v === 'string' && v.trim() ? v.trim() : undefined);

/** The bytes of a data URL (`data:application/xml;base64,...`, or percent-encoded text). */
function fromDataUrl(url: string): Buffer | undefined {
  const m = DATA_URL.exec(url.trim());
  if (!m) return undefined;
  if ((m[2] ?? '').includes(';base64')) return Buffer.from(m[3], 'base64');
  try {
    return Buffer.from(decodeURIComponent(m[3]), 'utf8');
  } catch {
    return undefined;
  }
}

/**
 * Reads a statement from a JSON body, in any of the forms a client has at hand:
 * `{fileName, contentBase64}` (like a document upload), `{file: "data:...;base64,..."}`, or
 * `{file: {name, url | dataUrl | contentBase64}}` (a file field's value carrying a data URL).
 * Nothing usable: 400 MISSING_FILE_IN_REQUEST.
 */
export function statementUpload(body: unknown): StatementUpload {
  const b = (body && typeof body === 'object' ? body : {}) as Rec;
  const file = b.file && typeof b.file === 'object' ? (b.file as Rec) : undefined;
  const name = text(b.fileName) ?? text(file?.name) ?? 'statement.xml';
  const base64 = text(b.contentBase64) ?? text(file?.contentBase64);
  const dataUrl = typeof b.file === 'string' ? b.file : (text(file?.dataUrl) ?? text(file?.url));
  const content =
    base64 !== undefined ? Buffer.from(base64, 'base64') : dataUrl ? fromDataUrl(dataUrl) : undefined;
  if (!content || !content.length) throw new AppError('MISSING_FILE_IN_REQUEST');
  return { fileName: name.slice(0, 200), content };
}
