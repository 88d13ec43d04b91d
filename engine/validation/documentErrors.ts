import { ruleCode } from './ruleCode.ts';
import { MESSAGES } from './messages.ts';
import type { ValidationIssue } from './types.ts';

/**
 * Errors of attached documents (seed 000 §5.2): every `documents.{key}` whose `errorFormat` is set
 * yields an error on that path, with errorFormat as message when it is text ('Invalid format' otherwise).
 */
export function collectDocumentErrors(documents: unknown): ValidationIssue[] {
  if (typeof documents !== 'object' || documents === null) return [];
  const found: ValidationIssue[] = [];
  for (const [key, doc] of Object.entries(documents)) {
    const error = typeof doc === 'object' && doc !== null ? (doc as { errorFormat?: unknown }).errorFormat : undefined;
    if (!error) continue;
    const message = typeof error === 'string' ? error : MESSAGES.invalidFormat;
    found.push({ path: `documents.${key}`, message, code: ruleCode('document'), rule: 'document', template: message });
  }
  return found;
}
