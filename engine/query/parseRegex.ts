import { AppError } from '../errors/AppError.ts';

/** Longest regular expression a filter may carry (bounded work per row). */
export const MAX_REGEX_LENGTH = 200;

const META = new Set(['.', '*', '+', '?', '(', ')', '[', ']', '{', '}', '|', '$', '^']);

/**
 * The plain text a regex body stands for when it uses no regular-expression syntax (the client
 * escapes typed text: `a\.b` is the text `a.b`); undefined when the body is a real pattern.
 */
export function literalOf(body: string): string | undefined {
  let text = '';
  for (let i = 0; i < body.length; i++) {
    const c = body[i];
    if (c === '\\') {
      const next = body[i + 1];
      if (next === undefined || /[A-Za-z0-9]/.test(next)) return undefined; // \d, \w, \b ... are syntax
      text += next;
      i++;
    } else if (META.has(c)) {
      return undefined;
    } else {
      text += c;
    }
  }
  return text;
}

/**
 * Parses the `/body/i` form of a filter value: `^` anchors at the start. Literal text is kept apart
 * (the server matches it with ILIKE, which the trigram indexes serve); other patterns must compile.
 */
export function parseRegex(field: string, body: string) {
  if (body.length > MAX_REGEX_LENGTH) {
    throw new AppError('INVALID_FIELD_IN_QUERY', [field, `regular expression longer than ${MAX_REGEX_LENGTH} characters`]);
  }
  const anchored = body.startsWith('^');
  const literal = literalOf(anchored ? body.slice(1) : body);
  if (literal === undefined) {
    try {
      new RegExp(body, 'i');
    } catch {
      throw new AppError('INVALID_FIELD_IN_QUERY', [field, 'invalid regular expression']);
    }
  }
  return { field, op: 'regex' as const, pattern: body, anchored, ...(literal !== undefined ? { literal } : {}) };
}
