import { NAMED_FORMATS, type FieldSpec } from '../../../engine/validation/index.ts';

const PATTERN = /^\/.*\/[a-z]*$|^\^|\$$/s;
type FormatKey = 'errorFormat' | 'warningFormat';

/**
 * A message a layout or format-check script put in a field's `errorFormat` / `warningFormat` (the
 * field contract calls them the field's current error and warning). A named format (IBAN, SIREN...)
 * or a pattern is a rule for the engine, not a message: undefined.
 */
export function scriptMessage(spec: Pick<FieldSpec, FormatKey>, key: FormatKey): string | undefined {
  const text = spec[key];
  if (typeof text !== 'string' || !text.trim()) return undefined;
  return text.toUpperCase() in NAMED_FORMATS || PATTERN.test(text) ? undefined : text;
}

/** The spec the engine checks: script messages removed, so they are not read as patterns. */
export function engineSpec(spec: FieldSpec): FieldSpec {
  const copy = { ...spec };
  if (scriptMessage(spec, 'errorFormat')) delete copy.errorFormat;
  if (scriptMessage(spec, 'warningFormat')) delete copy.warningFormat;
  return copy;
}

/** Every script message of a form, by path (hidden fields left out). */
export function scriptMessages(specs: Readonly<Record<string, FieldSpec>>, key: FormatKey): [string, string][] {
  return Object.entries(specs).flatMap(([path, spec]) => {
    const message = spec.hidden ? undefined : scriptMessage(spec, key);
    return message ? [[path, message] as [string, string]] : [];
  });
}
