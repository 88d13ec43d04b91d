import { getLocaleSettings } from '../format/getLocaleSettings.ts';
import { fieldCurrency } from './fieldCurrency.ts';
import { checkFormat } from './namedFormats.ts';
import { FIELD_RULES } from './fieldRules.ts';
import type { FieldSpec } from './FieldSpec.ts';
import { issue, type RuleContext } from './FieldRule.ts';
import { isEmptyValue, mandatoryIssue } from './mandatory.ts';
import { localizedMessage } from './messages.ts';
import { checkMinMax } from './minMax.ts';
import { ruleCode } from './ruleCode.ts';
import { selectIncompleteWarning } from './select.ts';
import type { FieldResult, RuleIssue, ValidationContext, ValidationIssue } from './types.ts';

function ruleContext(ctx: ValidationContext): RuleContext {
  return {
    locale: typeof ctx.locale === 'object' ? ctx.locale : getLocaleSettings(ctx.locale),
    tenant: ctx.tenant,
    bypassIbanCheck: ctx.settings?.bypassIbanCheck === true,
    emailSample: ctx.settings?.emailSample,
    typedText: ctx.typedText,
    registrationFormats: ctx.registrationFormats,
  };
}

function place(found: RuleIssue, path: string, field: FieldSpec, t?: (key: string) => string): ValidationIssue {
  const where = found.subPath === undefined ? path : path ? `${path}.${found.subPath}` : found.subPath;
  return {
    path: where,
    message: localizedMessage(found.template, found.params, t),
    code: ruleCode(found.rule),
    rule: found.rule,
    template: found.template,
    ...(found.params ? { params: found.params } : {}),
    ...(field.transitionOnly ? { transition: true } : {}),
  };
}

/** A message a layout script or format check set on the field (errorFormat / warningFormat). */
function runtimeMessage(message: string | null | undefined): RuleIssue | null {
  return typeof message === 'string' && message.trim() ? issue('format', message) : null;
}

/**
 * Checks one value against its field, exactly as the browser and the server both do. Order: an
 * empty value only meets the mandatory check (when touched); otherwise the type's rule (which
 * also normalizes: parses typed text, strips spaces ...), then min/max and `pattern` (a named
 * format or a regular expression). Messages already set on the field (errorFormat, warningFormat)
 * and the select incomplete warning are added. In `form` mode hidden, read-only and disabled
 * fields are not checked. Each error carries the catalogued code the server answers.
 */
export function validateField(spec: FieldSpec, value: unknown, ctx: ValidationContext = {}): FieldResult {
  const path = ctx.path ?? '';
  if ((ctx.mode ?? 'form') === 'form' && (spec.hidden || spec.readOnly || spec.disabled)) return { value, errors: [], warnings: [] };
  const rules = ruleContext(ctx);
  const field = spec.type === 'currency' ? { ...spec, currency: fieldCurrency(spec, ctx.record, ctx.currency ?? rules.locale.currency) } : spec;
  const errors: RuleIssue[] = [];
  const warnings: RuleIssue[] = [];
  let stored = value;
  if (isEmptyValue(value)) {
    if (field.mandatory && ctx.touched !== false && !field.hidden) errors.push(mandatoryIssue(field));
  } else {
    const rule = FIELD_RULES[field.type];
    const outcome = rule ? rule(value, field, rules) : {};
    if ('value' in outcome) stored = outcome.value;
    errors.push(...(outcome.errors ?? []));
    warnings.push(...(outcome.warnings ?? []));
    if (!errors.length) {
      errors.push(...checkMinMax(field, stored, rules.locale));
      const format = field.pattern && typeof stored === 'string' ? checkFormat(stored, field.pattern, field) : null;
      if (format) errors.push(format);
    }
  }
  const extra = [runtimeMessage(field.errorFormat), runtimeMessage(field.warningFormat), field.type === 'select' ? selectIncompleteWarning(ctx.typedText) : null];
  if (extra[0]) errors.push(extra[0]);
  for (const warning of extra.slice(1)) if (warning) warnings.push(warning);
  return { value: stored, errors: errors.map((e) => place(e, path, field, ctx.t)), warnings: warnings.map((w) => place(w, path, field, ctx.t)) };
}
