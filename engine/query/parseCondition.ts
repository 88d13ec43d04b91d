import { parseRegex } from './parseRegex.ts';
import type { Condition } from './types.ts';

function list(text: string): string[] {
  return text
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
}

/**
 * Parses one filter value (seed 001 §5): `/text/i` regex (`^` anchored), `null` / `!null`, `!a`
 * (not a) and `!a,b` (none of), `a~b` range (either side may be empty), `a,b` any of, else equality.
 */
export function parseCondition(field: string, value: string): Condition {
  const regex = /^\/(.*)\/i?$/s.exec(value);
  if (regex) return parseRegex(field, regex[1]);
  if (value === 'null') return { field, op: 'null' };
  if (value === '!null') return { field, op: 'notnull' };
  if (value.startsWith('!')) {
    const rest = value.slice(1);
    return rest.includes(',') ? { field, op: 'nin', values: list(rest) } : { field, op: 'ne', value: rest };
  }
  const range = /^([^~,]*)~([^~,]*)$/.exec(value);
  if (range) return { field, op: 'range', from: range[1].trim() || undefined, to: range[2].trim() || undefined };
  if (value.includes(',')) return { field, op: 'in', values: list(value) };
  return { field, op: 'eq', value };
}
