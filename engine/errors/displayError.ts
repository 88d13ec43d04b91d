import { toLabel } from '../registry/naming.ts';
import { localizedMessage } from '../validation/messages.ts';
import { catalogueTemplate, formatMessage, type ErrorBody, type FieldError } from './AppError.ts';
import { ARG_KINDS, type ArgKind } from './errorArgs.ts';

export interface ErrorDisplay {
  level: 'warning' | 'error';
  message: string;
}

export const OFFLINE_MESSAGE =
  'You are in offline mode, some features requiring network connectivity are not available.';
export const NETWORK_ERROR_MESSAGE = 'Network error: Check your internet connection';
export const GENERIC_ERROR_PREFIX = 'Oops, something went wrong';

type Translate = (key: string) => string;

/** How an error is worded: the reader's `t`, and the label (an English key) of a field path when the caller knows the entity. */
export interface ErrorTextOptions {
  t?: Translate;
  label?: (path: string) => string | undefined;
}

let defaultTranslate: Translate = (k) => k;

/**
 * The `t` used when a caller passes none (the app sets the interface's, app/i18n/i18n.ts), so every
 * error shown is in the user's language, even from code that has no `t` at hand.
 */
export function setErrorTranslator(t: Translate | undefined): void {
  defaultTranslate = t ?? ((k) => k);
}

/** The caller's `t`, else the one the app set ({@link setErrorTranslator}). */
export function errorTranslator(t?: Translate): Translate {
  return t ?? defaultTranslate;
}

/** The last segment of a path that is not an index, in words: `persons.0.role` -> `Role`. */
function pathLabel(path: string): string {
  const last = path.split('.').filter((s) => s && !/^\d+$/.test(s)).pop() ?? path;
  return toLabel(last);
}

/** A path (`persons.0.role`, `startDate`) rather than a label (`Start date`) or a placeholder (`(value)`). */
const isPath = (text: string) => /^[a-z_$][\w$]*(\.[\w$]+)*$/.test(text);

/** A field argument by its translated label: the caller's resolver, else the server's label, else the path in words. */
function fieldText(arg: string, body: Partial<ErrorBody>, o: Required<Pick<ErrorTextOptions, 't'>> & ErrorTextOptions): string {
  const resolved = o.label?.(body.field ?? arg);
  if (resolved) return o.t(resolved);
  return o.t(isPath(arg) ? pathLabel(arg) : arg);
}

/** A field error in the reader's language: its template translated and filled (labels translated), else its text. */
function fieldErrorText(e: FieldError | string, t: Translate): string {
  if (typeof e === 'string') return t(e);
  return typeof e.template === 'string' && e.template ? localizedMessage(e.template, e.params, t) : t(e.message);
}

function argText(arg: string, kind: ArgKind, body: Partial<ErrorBody>, o: Required<Pick<ErrorTextOptions, 't'>> & ErrorTextOptions): string {
  switch (kind) {
    case 'field':
      return fieldText(arg, body, o);
    case 'fields':
      return arg
        .split(', ')
        .map((f) => fieldText(f, {}, o))
        .join(', ');
    case 'entity':
      return o.t(arg);
    case 'detail':
      return '';
    case 'text': {
      // the field error the message quotes is worded from its template, which the reader's locale translates
      const quoted = body.errors?.find((e) => typeof e === 'object' && e?.message === arg);
      return quoted ? fieldErrorText(quoted, o.t) : o.t(arg);
    }
    default:
      return arg;
  }
}

/**
 * The message of an error body in the reader's language, without prefix or status: a catalogued
 * code is worded from its English template (the translation key, `Field "$" must be a valid date`)
 * filled with the body's `args`, a field by its translated label, a validation message from its
 * template; any other body shows its message through `t`, else as it is.
 */
export function errorBodyText(body: Partial<ErrorBody>, opts: ErrorTextOptions = {}): string | undefined {
  const o = { ...opts, t: opts.t ?? defaultTranslate };
  const template = typeof body.code === 'string' ? catalogueTemplate(body.code) : undefined;
  if (template) {
    const args = Array.isArray(body.args) ? body.args.map(String) : [];
    const kinds = ARG_KINDS[body.code as keyof typeof ARG_KINDS] ?? [];
    const first = body.errors?.[0];
    if (!body.message || formatMessage(template, args) === body.message) {
      if (args.length || !template.includes('$')) {
        const text = formatMessage(o.t(template), args.map((a, i) => argText(a, kinds[i] ?? 'value', body, o)));
        // a detail left out ends the sentence: `La connexion a échoué : ` -> `La connexion a échoué`
        return kinds.includes('detail') ? text.replace(/[\s:]+$/, '') : text;
      }
    } else if (first && typeof first === 'object' && args.length === 1 && body.message === `${first.message} (${args[0]})`) {
      // a rule whose code names no field (INVALID_IBAN): its message, the field after it
      return `${fieldErrorText(first, o.t)} (${fieldText(args[0], body, o)})`;
    }
  }
  if (typeof body.message === 'string' && body.message) return o.t(body.message);
  const errors = body.errors?.map((e) => fieldErrorText(e, o.t)).join(', ');
  return errors || undefined;
}

/**
 * How the client shows a failed call (seed 000 §8.2, seed 001 §8): the server message in the
 * reader's language ({@link errorBodyText}), else its errors list joined with commas, with the HTTP
 * status in parentheses; 499 and 409 with a rejectionReason are warnings; a call that got no answer
 * is a network error (or the offline notice).
 */
export function displayError(
  failure: { status?: number; body?: Partial<ErrorBody> | string; networkError?: boolean },
  opts: { offline?: boolean } & ErrorTextOptions = {},
): ErrorDisplay {
  const t = opts.t ?? defaultTranslate;
  if (failure.networkError || failure.status === undefined || failure.status === 0) {
    return { level: 'error', message: t(opts.offline ? OFFLINE_MESSAGE : NETWORK_ERROR_MESSAGE) };
  }
  const body = typeof failure.body === 'string' ? parseBody(failure.body) : failure.body;
  if (failure.status === 409 && body?.rejectionReason) return { level: 'warning', message: t(body.rejectionReason) };
  const text = (body && errorBodyText(body, { ...opts, t })) || (typeof failure.body === 'string' ? plainText(failure.body) : '');
  if (failure.status === 499) return { level: 'warning', message: text };
  const withStatus = `${text || 'HTTP error'} (${failure.status})`;
  return { level: 'error', message: `${t(GENERIC_ERROR_PREFIX)} ${withStatus}` };
}

/** A text body (a proxy's page) is shown as text unless it is markup, which no one should read. */
function plainText(text: string): string {
  return /^\s*</.test(text) ? '' : text;
}

/** Blob or text error bodies are parsed as JSON when they are JSON, otherwise kept as text. */
function parseBody(text: string): Partial<ErrorBody> | undefined {
  try {
    const parsed: unknown = JSON.parse(text);
    return parsed && typeof parsed === 'object' ? (parsed as Partial<ErrorBody>) : undefined;
  } catch {
    return undefined;
  }
}
