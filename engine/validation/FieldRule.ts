import type { LocaleSettings } from '../format/LocaleSettings.ts';
import type { FieldSpec } from './FieldSpec.ts';
import type { RegistrationFormat, RuleIssue, RuleName, RuleOutcome } from './types.ts';

/** What a rule may know besides the field and its value, already resolved by validateField. */
export interface RuleContext {
  locale: LocaleSettings;
  tenant?: string;
  bypassIbanCheck: boolean;
  emailSample?: string;
  typedText?: string;
  registrationFormats?: Readonly<Record<string, RegistrationFormat>>;
}

/**
 * A field-type rule: checks a non-empty value and returns the value to store. It never sees an
 * empty value (mandatory handles those) and never throws on bad input.
 */
export type FieldRule = (value: unknown, field: FieldSpec, ctx: RuleContext) => RuleOutcome;

/** Builds a {@link RuleIssue}. */
export function issue(rule: RuleName, template: string, params?: Record<string, string | number>, subPath?: string): RuleIssue {
  return { rule, template, ...(params ? { params } : {}), ...(subPath !== undefined ? { subPath } : {}) };
}
