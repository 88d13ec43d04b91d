import type { FieldRule } from './FieldRule.ts';
import { acceptedDocumentExtensions } from './documentFormats.ts';
import { checkFileExtension, checkFileSize, type FileInfo } from './files.ts';
import type { RuleIssue } from './types.ts';

function isFile(value: unknown): value is FileInfo {
  return typeof value === 'object' && value !== null && typeof (value as FileInfo).name === 'string';
}

/**
 * file and files: each file is checked for extension and size (field `maxSize`). The accepted
 * extensions are the field's `accept`, else for `watermark` / `convertToPdf` uploads the image
 * formats and pdf (plus office formats when converting), else any;
 * files already carrying an errorFormat are left to the document errors. Issues of a `files`
 * field sit on the file's index (`documents.2`).
 */
export const filesRule: FieldRule = (value, field) => {
  const list = Array.isArray(value) ? value : [value];
  const accept = field.accept ?? (field.watermark || field.convertToPdf ? acceptedDocumentExtensions({ convertToPdf: field.convertToPdf }) : undefined);
  const errors: RuleIssue[] = [];
  list.forEach((file, index) => {
    if (!isFile(file) || file.errorFormat) return;
    const found = [accept ? checkFileExtension(file, accept) : null, field.maxSize !== undefined ? checkFileSize(file, field.maxSize) : null];
    for (const f of found) if (f) errors.push(Array.isArray(value) ? { ...f, subPath: String(index) } : f);
  });
  return errors.length ? { value, errors } : { value };
};
