import { ERROR_CATALOGUE, type ErrorCode } from './catalogue.ts';

/** One detail of a validation failure: where (a JSON path such as `addresses.0.zipcode`) and why. */
export interface FieldError {
  path: string;
  message: string;
  code?: string;
  /** The English template of `message`, also its translation key (`{label} is mandatory`), when known. */
  template?: string;
  /** The values of the template's `{placeholders}` (`label` holds a field label, itself a key). */
  params?: Record<string, string | number>;
}

/**
 * The wire format of every error answer: `{status, code, message, args?, field?, errors?, rejectionReason?}`.
 * `message` is the catalogue's English text filled with `args`; a client shows the error in its
 * user's language from `code` and `args` (engine/errors/displayError.ts), `field` being the path of
 * the field an argument names (shown by its label).
 */
export interface ErrorBody {
  status: number;
  code: string;
  message: string;
  args?: string[];
  field?: string;
  errors?: FieldError[];
  rejectionReason?: string;
}

/** The English template of a catalogued code (`Field "$" must be a valid date`), undefined for another code. */
export function catalogueTemplate(code: string): string | undefined {
  return Object.hasOwn(ERROR_CATALOGUE, code) ? ERROR_CATALOGUE[code as ErrorCode].split('|').slice(2).join('|') : undefined;
}

/** Fills the `$` placeholders of a catalogue message in order; unused ones are dropped. */
export function formatMessage(template: string, args: readonly unknown[]): string {
  let i = 0;
  return template.replace(/\$/g, () => (i < args.length ? String(args[i++]) : '')).replace(/\s+"?"?$/, '');
}

/** A catalogued error: thrown anywhere, answered by the server as {@link ErrorBody}. */
export class AppError extends Error {
  readonly status: number;
  readonly code: ErrorCode;
  /** The arguments the message was filled with, as text (what a client fills the translated template with). */
  args: string[];
  /** The path of the field an argument names (`persons.0.role`), when one does. */
  field?: string;
  errors?: FieldError[];
  rejectionReason?: string;

  constructor(code: ErrorCode, args: readonly unknown[] = [], errors?: FieldError[]) {
    const [status, , template] = ERROR_CATALOGUE[code].split('|');
    super(formatMessage(template, args));
    this.name = 'AppError';
    this.status = Number(status);
    this.code = code;
    this.args = args.slice(0, (template.match(/\$/g) ?? []).length).map(String);
    if (errors?.length) this.errors = errors;
  }

  toBody(): ErrorBody {
    const body: ErrorBody = { status: this.status, code: this.code, message: this.message };
    if (this.args.length) body.args = this.args;
    if (this.field) body.field = this.field;
    if (this.errors) body.errors = this.errors;
    if (this.rejectionReason) body.rejectionReason = this.rejectionReason;
    return body;
  }
}
