import { formatMessage, type ErrorBody } from '../../engine/errors/AppError.ts';
import { SCRIPT_ERROR_CATALOGUE, type ScriptErrorCode } from './scriptErrorCatalogue.ts';

/** Where a script error happened, when known. */
export interface ScriptErrorDetails {
  script?: string;
  kind?: string;
  line?: number;
}

/** The plain-data form of a {@link ScriptError}, used to send it between threads. */
export interface ScriptErrorData extends ScriptErrorDetails {
  code: ScriptErrorCode;
  message: string;
}

/**
 * Every failure of a script run: a catalogued code, an HTTP status and a message that names the
 * script. The server answers it as an {@link ErrorBody}, like an AppError.
 */
export class ScriptError extends Error {
  readonly status: number;
  readonly code: ScriptErrorCode;
  readonly script?: string;
  readonly kind?: string;
  readonly line?: number;

  constructor(code: ScriptErrorCode, message: string, details: ScriptErrorDetails = {}) {
    super(message);
    this.name = 'ScriptError';
    this.code = code;
    this.status = Number(SCRIPT_ERROR_CATALOGUE[code].split('|')[0]);
    if (details.script !== undefined) this.script = details.script;
    if (details.kind !== undefined) this.kind = details.kind;
    if (details.line !== undefined) this.line = details.line;
  }

  /** Builds the error from its catalogue template, filling `$` with `args` in order. */
  static of(code: ScriptErrorCode, args: readonly unknown[], details?: ScriptErrorDetails): ScriptError {
    const template = SCRIPT_ERROR_CATALOGUE[code].split('|').slice(2).join('|');
    return new ScriptError(code, formatMessage(template, args), details);
  }

  /** Rebuilds an error sent by {@link ScriptError.toJSON} from another thread. */
  static fromJSON(data: ScriptErrorData): ScriptError {
    const { code, message, ...details } = data;
    return new ScriptError(code, message, details);
  }

  /** The plain data of the error, for another thread (see fromJSON). */
  toJSON(): ScriptErrorData {
    const data: ScriptErrorData = { code: this.code, message: this.message };
    if (this.script !== undefined) data.script = this.script;
    if (this.kind !== undefined) data.kind = this.kind;
    if (this.line !== undefined) data.line = this.line;
    return data;
  }

  /** The error as the server answers it: `{status, code, message}`. */
  toBody(): ErrorBody {
    return { status: this.status, code: this.code, message: this.message };
  }
}
