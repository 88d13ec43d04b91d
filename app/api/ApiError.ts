import type { ErrorBody } from '../../engine/errors/AppError.ts';

/**
 * A failed API call: the HTTP status (0 when no answer came: a network error) and the catalogued
 * error body when the server sent one. Shown through engine/errors/displayError.ts.
 */
export class ApiError extends Error {
  readonly status: number;
  readonly body?: Partial<ErrorBody> | string;
  readonly networkError: boolean;
  /** The x-request-id the call was sent with (shown in debug mode, docs/permissions.md). */
  readonly requestId?: string;

  constructor(status: number, body?: Partial<ErrorBody> | string, requestId?: string) {
    super(typeof body === 'object' && body?.message ? body.message : status ? `HTTP ${status}` : 'Network Error');
    this.name = 'ApiError';
    this.status = status;
    this.body = body;
    this.networkError = status === 0;
    this.requestId = requestId;
  }
}
