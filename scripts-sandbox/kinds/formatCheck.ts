import type { JsonObject } from '../types.ts';
import { inputReader } from './inputReader.ts';
import { expectObject, invalidResult } from './resultChecks.ts';
import type { ScriptKind } from './ScriptKind.ts';

/** The verdict of a format check. */
export interface FormatCheckResult extends JsonObject {
  valid: boolean;
}

/**
 * Format-check scripts (e.g. `personRegistration-format-check`) validate one value, such as a
 * registration number, beyond what a JSON Schema can say.
 *
 * ctx: `{value, field, entity, data, locale}`. Result: `{valid: boolean, message?: string}`.
 */
export const formatCheckKind: ScriptKind<FormatCheckResult> = {
  kind: 'format-check',
  label: 'Format-check',
  buildCtx(input, name) {
    const read = inputReader(input, 'format-check', 'Format-check', name);
    return {
      value: read.value('value'),
      field: read.optionalString('field'),
      entity: read.optionalString('entity'),
      data: read.object('data'),
      locale: read.string('locale', 'en'),
    };
  },
  checkResult(result, name) {
    const verdict = expectObject(result, 'format-check', name);
    if (typeof verdict.valid !== 'boolean') invalidResult('Format-check', 'format-check', name, "'valid' must be a boolean");
    const checked: FormatCheckResult = { valid: verdict.valid as boolean };
    if (verdict.message !== undefined && verdict.message !== null) {
      if (typeof verdict.message !== 'string') invalidResult('Format-check', 'format-check', name, "'message' must be a string");
      checked.message = verdict.message;
    }
    return checked;
  },
};
