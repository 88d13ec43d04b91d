import { valueAt } from '../lists/valueAt.ts';
import type { TransitionCondition } from './types.ts';

type Rec = Record<string, unknown>;

/** Empty means: undefined, null, blank text or an empty list. */
export function isEmptyValue(v: unknown): boolean {
  return v === undefined || v === null || (typeof v === 'string' && v.trim() === '') || (Array.isArray(v) && v.length === 0);
}

function compare(a: unknown, b: unknown): number | undefined {
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  const na = Number(a);
  const nb = Number(b);
  if (a !== '' && b !== '' && !Number.isNaN(na) && !Number.isNaN(nb) && typeof a !== 'boolean') return na - nb;
  if (typeof a === 'string' && typeof b === 'string') return a < b ? -1 : a > b ? 1 : 0;
  return undefined;
}

const list = (v: unknown): unknown[] => (Array.isArray(v) ? v : [v]);

/** Whether a record satisfies one condition of a transition (the field is read with {@link valueAt}). */
export function evaluateCondition(record: Rec, condition: TransitionCondition): boolean {
  const actual = valueAt(record, condition.field);
  const expected = condition.value;
  switch (condition.operator) {
    case 'exists':
      return !isEmptyValue(actual);
    case 'missing':
      return isEmptyValue(actual);
    case 'eq':
      return JSON.stringify(actual ?? null) === JSON.stringify(expected ?? null);
    case 'ne':
      return JSON.stringify(actual ?? null) !== JSON.stringify(expected ?? null);
    case 'in':
      return list(expected).some((e) => JSON.stringify(e) === JSON.stringify(actual));
    case 'notIn':
      return !list(expected).some((e) => JSON.stringify(e) === JSON.stringify(actual));
    case 'matches':
      return typeof actual === 'string' && new RegExp(String(expected)).test(actual);
    default: {
      const c = compare(actual, expected);
      if (c === undefined || isEmptyValue(actual)) return false;
      return condition.operator === 'gt' ? c > 0 : condition.operator === 'gte' ? c >= 0 : condition.operator === 'lt' ? c < 0 : c <= 0;
    }
  }
}

/** The message of a failed condition: its own, or one naming the field, the operator and the value. */
export function conditionMessage(condition: TransitionCondition): string {
  if (condition.message) return condition.message;
  const value = condition.value === undefined ? '' : ` ${JSON.stringify(condition.value)}`;
  return `${condition.field} must satisfy ${condition.operator}${value}`;
}
