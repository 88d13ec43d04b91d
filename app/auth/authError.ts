import { errorBodyText, errorTranslator, NETWORK_ERROR_MESSAGE } from '../../engine/errors/displayError.ts';
import { ApiError } from '../api/ApiError.ts';

/** What the sign-in pages show for a failure that is not the server's (an identity provider's or a library's wording). */
export const SIGN_IN_FAILED = 'Sign-in failed: try again';

/**
 * The message of a failed sign-in step (password, code, single sign-on, set-password link) in the
 * reader's language: the server's catalogued error worded from its code, a call without an answer
 * as the network error, anything else (an OIDC library's or the browser's wording) as
 * {@link SIGN_IN_FAILED}. Without the status or the generic prefix: the sign-in forms show it as is.
 */
export function authErrorText(err: unknown, t?: (key: string) => string): string {
  const tr = errorTranslator(t);
  if (!(err instanceof ApiError)) return tr(SIGN_IN_FAILED);
  if (err.networkError) return tr(NETWORK_ERROR_MESSAGE);
  const body = typeof err.body === 'object' ? err.body : undefined;
  return (body && errorBodyText(body, { t: tr })) || tr(SIGN_IN_FAILED);
}
