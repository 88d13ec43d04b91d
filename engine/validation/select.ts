import { issue } from './FieldRule.ts';
import { MESSAGES } from './messages.ts';
import type { RuleIssue } from './types.ts';

/** Text folded for searching: accents removed (NFD marks dropped), lower case. */
export function foldText(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
}

/**
 * The select filter (seed 000 §5.1): ignores accents and case and keeps an option when every
 * space-separated word typed occurs in its label (`"sao pau"` matches `São Paulo`).
 */
export function matchesSelectFilter(input: string, label: string): boolean {
  const target = foldText(label);
  return foldText(input).split(/\s+/).filter(Boolean).every((word) => target.includes(word));
}

/**
 * 'Caution, the value is incomplete and will not be considered.' when text was typed in a select
 * without an option being chosen. A warning: it never blocks a submit.
 */
export function selectIncompleteWarning(typedText: string | undefined): RuleIssue | null {
  return typedText && typedText.trim() ? issue('select', MESSAGES.selectIncomplete) : null;
}
