import { ERROR_CATALOGUE, type ErrorCode } from './catalogue.ts';

/** One detail of a validation failure: where (a JSON path such as `addresses.0.zipcode`) and why. */
export interface FieldError {
  path: string;
  message: string;
  code?: string;
}

/** The wire format of every error answer: `{status, code, message, errors?, rejectionReason?}`. */
export interface ErrorBody {
  status: number;
  code: string;
  message: string;
  errors?: FieldError[];
  rejectionReason?: string;
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
  errors?: FieldError[];
  rejectionReason?: string;

  constructor(code: ErrorCode, args: readonly unknown[] = [], errors?: FieldError[]) {
    const [status, , template] = ERROR_CATALOGUE[code].split('|');
    super(formatMessage(template, args));
    this.name = 'AppError';
    this.status = Number(status);
    this.code = code;
    if (errors?.length) this.errors = errors;
  }

  toBody(): ErrorBody {
    const body: ErrorBody = { status: this.status, code: this.code, message: this.message };
    if (this.errors) body.errors = this.errors;
    if (this.rejectionReason) body.rejectionReason = this.rejectionReason;
    return body;
  }
}
