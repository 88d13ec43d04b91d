import { resolveDateKeyword } from '../format/dateKeywords.ts';
import { formatCurrency } from '../format/formatCurrency.ts';
import { formatDate } from '../format/formatDate.ts';
import { formatNumber } from '../format/formatNumber.ts';
import { formatPercentage } from '../format/formatPercentage.ts';
import type { LocaleSettings } from '../format/LocaleSettings.ts';
import { parseDate } from '../format/parseDate.ts';
import { isCurrencyCode } from './fieldCurrency.ts';
import type { FieldSpec } from './FieldSpec.ts';
import { issue } from './FieldRule.ts';
import { MESSAGES } from './messages.ts';
import type { RuleIssue } from './types.ts';

/** Types whose min/max bound the trimmed length. */
export const LENGTH_TYPES = ['text', 'password', 'textarea'];
const NUMBER_TYPES = ['number', 'integer', 'currency', 'percentage', 'slider'];
const DATE_TYPES = ['date', 'datetime'];

/** A bound or value as a comparable number: epoch ms for dates (keywords such as `today` allowed). */
function comparable(value: unknown, type: string, locale: LocaleSettings): number {
  if (DATE_TYPES.includes(type)) {
    if (value instanceof Date || typeof value === 'number') return new Date(value).getTime();
    if (typeof value !== 'string') return Number.NaN;
    try {
      return (resolveDateKeyword(value, undefined, locale.weekStartDay) ?? parseDate(value, locale))?.getTime() ?? Number.NaN;
    } catch {
      return Number.NaN; // a keyword whose offset is not a period (`today+3x`) bounds nothing
    }
  }
  return typeof value === 'number' ? value : typeof value === 'string' && value.trim() ? Number(value) : Number.NaN;
}

/** A bound as the user reads it: amounts, percentages and dates formatted in the locale. */
function shown(bound: number, field: FieldSpec, locale: LocaleSettings): string {
  if (field.type === 'currency') return formatCurrency(bound, locale, { currency: isCurrencyCode(field.currency) ? field.currency : undefined });
  if (field.type === 'percentage') return formatPercentage(bound, locale);
  if (DATE_TYPES.includes(field.type)) return formatDate(bound, locale, field.type === 'datetime');
  return formatNumber(bound, locale, { maximumFractionDigits: 10 });
}

type Templates = readonly [withLabel: string, withoutLabel: string];
const LENGTH_MIN: Templates = [MESSAGES.lengthMin, MESSAGES.lengthMinNoLabel];
const LENGTH_MAX: Templates = [MESSAGES.lengthMax, MESSAGES.lengthMaxNoLabel];
const VALUE_MIN: Templates = [MESSAGES.min, MESSAGES.minNoLabel];
const VALUE_MAX: Templates = [MESSAGES.max, MESSAGES.maxNoLabel];

function bound(rule: 'min' | 'max', templates: Templates, label: string | undefined, shownBound: string | number): RuleIssue {
  return label ? issue(rule, templates[0], { label, [rule]: shownBound }) : issue(rule, templates[1], { [rule]: shownBound });
}

/**
 * Min/max checks (seed 000 §5.2). Text, password, textarea: trimmed length, '{label} length must
 * be ≥ {min}' ('Length must be ≥ {min}' without label). Numbers, amounts, percentages (stored
 * fractions) and dates: '{label} must be ≥ {min}' ('Must be ≥ {min}'), bound formatted in the locale.
 */
export function checkMinMax(field: FieldSpec, value: unknown, locale: LocaleSettings): RuleIssue[] {
  const found: RuleIssue[] = [];
  const label = field.label;
  if (LENGTH_TYPES.includes(field.type) && typeof value === 'string') {
    const length = value.trim().length;
    const min = Number(field.min);
    const max = Number(field.max);
    if (field.min !== undefined && length < min) found.push(bound('min', LENGTH_MIN, label, min));
    if (field.max !== undefined && length > max) found.push(bound('max', LENGTH_MAX, label, max));
    return found;
  }
  if (!NUMBER_TYPES.includes(field.type) && !DATE_TYPES.includes(field.type)) return found;
  const current = comparable(value, field.type, locale);
  const min = comparable(field.min, field.type, locale);
  const max = comparable(field.max, field.type, locale);
  if (current < min) found.push(bound('min', VALUE_MIN, label, shown(min, field, locale)));
  if (current > max) found.push(bound('max', VALUE_MAX, label, shown(max, field, locale)));
  return found;
}
