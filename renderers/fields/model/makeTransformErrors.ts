import type { ErrorTransformer, RJSFValidationError, UiSchema } from '@rjsf/utils';
import { fillMessage, mandatoryIssue, MESSAGES } from '../../../engine/validation/index.ts';
import { fieldMeta, type FieldMeta } from '../fieldMeta.ts';
import { uiNodeAt } from './uiNodeAt.ts';

/** Schema keywords whose checks the engine's type rules make with the spec's own messages. */
const ENGINE_KEYWORDS = new Set(['type', 'format']);
const BOUNDS: Record<string, [withLabel: string, withoutLabel: string, param: 'min' | 'max']> = {
  minimum: [MESSAGES.min, MESSAGES.minNoLabel, 'min'],
  maximum: [MESSAGES.max, MESSAGES.maxNoLabel, 'max'],
  minLength: [MESSAGES.lengthMin, MESSAGES.lengthMinNoLabel, 'min'],
  maxLength: [MESSAGES.lengthMax, MESSAGES.lengthMaxNoLabel, 'max'],
};

function reword(error: RJSFValidationError, meta: FieldMeta): string | null | undefined {
  const keyword = error.name ?? '';
  if (keyword === 'required') {
    const found = mandatoryIssue({ type: meta.type ?? 'text', label: meta.label });
    return meta.mandatory ? null : fillMessage(found.template, found.params);
  }
  if (ENGINE_KEYWORDS.has(keyword)) return null;
  if (keyword === 'pattern') return MESSAGES.invalidFormat;
  const bound = BOUNDS[keyword];
  if (!bound) return undefined;
  if (meta[bound[2]] !== undefined) return null;
  const limit = (error.params as { limit?: number } | undefined)?.limit ?? '';
  return meta.label ? fillMessage(bound[0], { label: meta.label, [bound[2]]: limit }) : fillMessage(bound[1], { [bound[2]]: limit });
}

/**
 * rjsf's transformErrors: JSON-schema errors on fields carrying x-field metadata are reworded to the
 * spec's messages, or dropped where the engine's rules (run by customValidate) already check the
 * same thing with the spec's message (type, format, mandatory, min/max). Errors of plain schema
 * nodes keep ajv's text.
 */
export function makeTransformErrors(ui: UiSchema): ErrorTransformer {
  return (errors) =>
    errors.flatMap((error) => {
      const node = uiNodeAt(ui, (error.property ?? '').replace(/^\./, ''));
      const meta = fieldMeta({ uiSchema: node });
      if (!meta.type) return [error];
      const message = reword(error, meta);
      if (message === null) return [];
      return message === undefined ? [error] : [{ ...error, message, stack: `${error.property ?? ''} ${message}`.trim() }];
    });
}
