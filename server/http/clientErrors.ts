import type { Socket } from 'node:net';
import { STATUS_CODES } from 'node:http';
import { AppError } from '../../engine/errors/AppError.ts';
import type { ErrorCode } from '../../engine/errors/catalogue.ts';
import { SERVER_TEXTS } from '../../engine/errors/errorArgs.ts';

/** Longest a request may take to arrive whole (headers and body) by default: then 408 REQUEST_TIMEOUT. */
export const DEFAULT_REQUEST_TIMEOUT_MS = 120_000;

/** How often Node looks for requests past their time: a quarter of the limit, between 100 ms and 30 s. */
export function connectionsCheckingInterval(requestTimeoutMs: number): number {
  return Math.min(30_000, Math.max(100, Math.floor(requestTimeoutMs / 4)));
}

/** The catalogued error of a connection-level failure Node reports before any route runs. */
function errorOf(err: NodeJS.ErrnoException): AppError {
  const code: ErrorCode = err.code === 'ERR_HTTP_REQUEST_TIMEOUT' ? 'REQUEST_TIMEOUT' : err.code === 'HPE_HEADER_OVERFLOW' ? 'HEADERS_TOO_LARGE' : 'INVALID_REQUEST';
  return code === 'INVALID_REQUEST' ? new AppError(code, [SERVER_TEXTS.unreadableRequest]) : new AppError(code);
}

/**
 * Answers the requests Node refuses itself (Fastify's `clientErrorHandler`): a request whose body
 * never completes within the request timeout (408 REQUEST_TIMEOUT), headers too large (431), an
 * unreadable request (400) - in the catalogue's `{status, code, message}`, never Node's or
 * Fastify's own words - then closes the connection.
 */
export function answerClientError(err: NodeJS.ErrnoException, socket: Socket): void {
  if (err.code === 'ECONNRESET' || socket.destroyed) return;
  if (socket.writable) {
    const appErr = errorOf(err);
    const body = JSON.stringify(appErr.toBody());
    socket.write(
      `HTTP/1.1 ${appErr.status} ${STATUS_CODES[appErr.status] ?? ''}\r\nConnection: close\r\nContent-Type: application/json; charset=utf-8\r\nContent-Length: ${Buffer.byteLength(body)}\r\n\r\n${body}`,
    );
  }
  socket.destroy();
}
