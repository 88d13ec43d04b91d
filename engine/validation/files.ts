import { formatFileSize, parseFileSize } from '../format/fileSize.ts';
import { issue } from './FieldRule.ts';
import { MESSAGES } from './messages.ts';
import type { RuleIssue } from './types.ts';

/** What the checks know about a chosen file. */
export interface FileInfo {
  name: string;
  /** Bytes. */
  size?: number;
  type?: string;
  /** An error already found on this file (upload, conversion); such a file is not sent. */
  errorFormat?: string;
}

/** The extension of a file name, lower case, without the dot ('' when none). */
export function fileExtension(name: string): string {
  const dot = name.lastIndexOf('.');
  return dot > 0 ? name.slice(dot + 1).toLowerCase() : '';
}

/** Accepted extensions from a list or text such as `.pdf, .PNG` -> `['pdf', 'png']`. */
export function normalizeExtensions(accept: readonly string[] | string): string[] {
  const items = typeof accept === 'string' ? accept.split(/[\s,;]+/) : accept;
  return items.map((e) => e.trim().replace(/^\*?\./, '').toLowerCase()).filter(Boolean);
}

/**
 * 'File too large. Max size {x}' when the file exceeds `maxSize` (bytes, or text like `5MB`,
 * 1 MB = 1048576 bytes). {x} is the configured text, or the byte count shown as a size.
 */
export function checkFileSize(file: FileInfo, maxSize: number | string): RuleIssue | null {
  const limit = parseFileSize(maxSize);
  if (Number.isNaN(limit) || file.size === undefined || file.size <= limit) return null;
  return issue('fileSize', MESSAGES.fileTooLarge, { x: typeof maxSize === 'string' ? maxSize.trim() : formatFileSize(limit) });
}

/**
 * 'Forbidden document extension "{ext}". Accepted formats: {list}' when the file's extension is
 * not accepted (compared case-insensitively; the list is joined with ", ").
 */
export function checkFileExtension(file: FileInfo, accept: readonly string[] | string): RuleIssue | null {
  const accepted = normalizeExtensions(accept);
  const ext = fileExtension(file.name);
  if (!accepted.length || accepted.includes(ext)) return null;
  return issue('fileExtension', MESSAGES.fileExtension, { ext, list: accepted.join(', ') });
}
