import { checkFileExtension, checkFileSize, localizedMessage } from '../../engine/validation/index.ts';
import type { DocumentItem } from '../../schemas/generated/shapes.ts';

/**
 * A file as a file field stores it until the card page uploads it on save: the document item's name and
 * size plus the browser's File object (`file`, not JSON: drafts and offline queues must not keep it).
 * Items already on the server carry `_id` / `url` instead.
 */
export type FileValue = DocumentItem & { file?: File };

/** The stored items of a file or files field. */
export function fileItems(value: unknown): FileValue[] {
  const list = Array.isArray(value) ? value : value ? [value] : [];
  return list.filter((item): item is FileValue => Boolean(item) && typeof item === 'object' && typeof (item as FileValue).name === 'string');
}

/**
 * The messages of a chosen file (seed 000 §5.1): 'Forbidden document extension "{ext}". Accepted
 * formats: {list}' and 'File too large. Max size {x}', in the language of `t` when given. Empty when
 * the file may be kept.
 */
export function fileProblems(file: File, accept: readonly string[] | undefined, maxSize: number | string | undefined, t?: (key: string) => string): string[] {
  const info = { name: file.name, size: file.size };
  const found = [accept?.length ? checkFileExtension(info, accept) : null, maxSize !== undefined ? checkFileSize(info, maxSize) : null];
  return found.flatMap((issue) => (issue ? [localizedMessage(issue.template, issue.params, t)] : []));
}

/** The item stored for a chosen file. */
export function toFileValue(file: File): FileValue {
  return { name: file.name, size: file.size, file };
}
