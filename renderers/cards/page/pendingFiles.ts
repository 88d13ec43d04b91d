import type { DataProvider } from '../../../engine/data/DataProvider.ts';
import { fileToBase64 } from '../parts/fileToBase64.ts';
import type { FileValue } from '../../widgets/fileValue.ts';

type Rec = Record<string, unknown>;

/** A file chosen in a file or files field and not uploaded yet. */
export interface PendingFile {
  key: string;
  multiple: boolean;
  item: FileValue;
}

const isPending = (v: unknown): v is FileValue => typeof v === 'object' && v !== null && typeof File !== 'undefined' && (v as FileValue).file instanceof File;

/**
 * Splits the values of a save (seed 000 §5.1: files are sent as form data): the body without the
 * files chosen but not uploaded (a files list keeps its stored items; a file field keeps nothing
 * until its upload), and those pending files by field.
 */
export function splitPendingFiles(values: Rec): { body: Rec; pending: PendingFile[] } {
  const body: Rec = { ...values };
  const pending: PendingFile[] = [];
  for (const [key, value] of Object.entries(values)) {
    if (Array.isArray(value) && value.some(isPending)) {
      body[key] = value.filter((v) => !isPending(v));
      for (const item of value.filter(isPending)) pending.push({ key, multiple: true, item });
    } else if (isPending(value)) {
      body[key] = null;
      pending.push({ key, multiple: false, item: value });
    }
  }
  return { body, pending };
}

/**
 * Uploads pending files as documents of the saved record (POST {apiPath}/{registration}/documents)
 * and answers the patch that puts the stored items ({_id, name, type, url, size}) in their fields.
 */
export async function uploadPendingFiles(data: DataProvider, apiPath: string, record: Rec, pending: PendingFile[]): Promise<Rec> {
  const path = `${apiPath}/${encodeURIComponent(String(record.registration))}/documents`;
  const patch: Rec = {};
  for (const { key, multiple, item } of pending) {
    const file = item.file as File;
    const doc = await data.custom<Rec>({ method: 'POST', path, body: { fileName: file.name, mimeType: file.type || undefined, contentBase64: await fileToBase64(file), name: item.name, type: item.type ?? undefined } });
    const stored = { _id: doc._id ?? null, name: (doc.name as string | undefined) ?? item.name, type: (doc.type as string | undefined) ?? item.type ?? null, url: (doc.url as string | undefined) ?? null, size: (doc.size as number | undefined) ?? file.size };
    if (multiple) {
      const current = (patch[key] ?? record[key] ?? []) as unknown[];
      patch[key] = [...current, stored];
    } else patch[key] = stored;
  }
  return patch;
}
