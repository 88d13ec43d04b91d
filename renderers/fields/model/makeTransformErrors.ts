import type { ErrorTransformer, RJSFValidationError, UiSchema } from '@rjsf/utils';
import { localizedMessage, mandatoryIssue, MESSAGES } from '../../../engine/validation/index.ts';
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

type Translate = ((key: string) => string) | undefined;

function reword(error: RJSFValidationError, meta: FieldMeta, t: Translate): string | null | undefined {
  const keyword = error.name ?? '';
  if (keyword === 'required') {
    const found = mandatoryIssue({ type: meta.type ?? 'text', label: meta.label });
    return meta.mandatory ? null : localizedMessage(found.template, found.params, t);
  }
  if (ENGINE_KEYWORDS.has(keyword)) return null;
  if (keyword === 'pattern') return localizedMessage(MESSAGES.invalidFormat, undefined, t);
  const bound = BOUNDS[keyword];
  if (!bound) return undefined;
  if (meta[bound[2]] !== undefined) return null;
  const limit = (error.params as { limit?: number } | undefined)?.limit ?? '';
  return meta.label ? localizedMessage(bound[0], { label: meta.label, [bound[2]]: limit }, t) : localizedMessage(bound[1], { [bound[2]]: limit }, t);
}

/**
 * rjsf's transformErrors: JSON-schema errors on fields carrying x-field metadata are reworded to the
 * spec's messages, or dropped where the engine's rules (run by customValidate) already check the
 * same thing with the spec's message (type, format, mandatory, min/max). Errors of plain schema
 * nodes keep ajv's text. With `t`, the messages are in the user's language.
 */
export function makeTransformErrors(ui: UiSchema, t?: (key: string) => string): ErrorTransformer {
  return (errors) =>
    errors.flatMap((error) => {
      const node = uiNodeAt(ui, (error.property ?? '').replace(/^\./, ''));
      const meta = fieldMeta({ uiSchema: node });
      if (!meta.type) return [error];
      const message = reword(error, meta, t);
      if (message === null) return [];
      return message === undefined ? [error] : [{ ...error, message, stack: `${error.property ?? ''} ${message}`.trim() }];
    });
}
