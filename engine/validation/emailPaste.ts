import { isEmail } from './email.ts';

/**
 * The first valid address in pasted text (seed 001 §5): words are split on spaces and stripped
 * of surrounding `<>`, quotes, brackets and punctuation, so `John <john@acme.com>;` gives
 * `john@acme.com`. `null` when the text holds none.
 */
export function firstEmailIn(text: string): string | null {
  for (const word of text.split(/\s+/)) {
    const candidate = word.replace(/^[<("'[]+|[>)"'\],;:.]+$/g, '').replace(/^mailto:/i, '');
    if (isEmail(candidate)) return candidate;
  }
  return null;
}
