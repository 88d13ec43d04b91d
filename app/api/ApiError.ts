import type { ErrorBody } from '../../engine/errors/AppError.ts';

/** A failed API call: the HTTP status and the catalogued error body when the server sent one. */
export class ApiError extends Error {
  readonly status: number;
  readonly body?: Partial<ErrorBody>;

  constructor(status: number, body?: Partial<ErrorBody>, fallback?: string) {
    super(body?.message ?? fallback ?? `HTTP ${status}`);
    this.name = 'ApiError';
    this.status = status;
    this.body = body;
  }

  /** The text shown to users (seed 000 §8.2): message, else errors joined, with the status. */
  display(): string {
    const errors = this.body?.errors?.map((e) => (e.path ? `${e.path}: ${e.message}` : e.message)).join(', ');
    const text = this.body?.message ?? errors ?? this.message;
    return `${text} (${this.status})`;
  }
}
