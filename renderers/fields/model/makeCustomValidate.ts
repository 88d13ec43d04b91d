import type { CustomValidator, ErrorSchema, FormValidation, UiSchema } from '@rjsf/utils';
import { validateForm, type ValidationContext } from '../../../engine/validation/index.ts';
import { addErrorAt } from './addErrorAt.ts';
import { collectFieldSpecs } from './collectFieldSpecs.ts';
import { engineSpec, scriptMessages } from './scriptMessages.ts';

type Values = Record<string, unknown>;

/**
 * rjsf's customValidate running engine/validation's validateForm on the x-field rules, so the form
 * shows the spec's exact messages ('{label} is mandatory', '{label} must be ≥ {min}' ...). It runs
 * on submit, where every field counts as touched (seed 000 §5.2); errors set by scripts in a field's
 * `errorFormat` are blocking too.
 */
export function makeCustomValidate(ui: UiSchema, ctx: Omit<ValidationContext, 'touched' | 'path' | 'typedText'> = {}): CustomValidator<Values> {
  return (formData: Values | undefined, errors: FormValidation<Values>, _ui?: UiSchema, known?: ErrorSchema<Values>) => {
    const values = formData ?? {};
    const specs = collectFieldSpecs(ui, values);
    const checked = Object.fromEntries(Object.entries(specs).map(([path, spec]) => [path, engineSpec(spec)]));
    const result = validateForm(checked, values, ctx);
    // a plain save skips the errors of transitionOnly fields (seed 000 §4.1): they block transitions only
    for (const issue of result.errors) if (!issue.transition) addErrorAt(errors, issue.path, issue.message, known);
    for (const [path, message] of scriptMessages(specs, 'errorFormat')) addErrorAt(errors, path, message, known);
    return errors;
  };
}
