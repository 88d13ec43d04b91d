import { http } from '../api/http.ts';

/** Whose one-time password link it is, while it is valid. */
export interface PasswordTokenClaims {
  username: string;
  tenant: string;
  expiresAt: string;
}

/** The answer of a password set with a link: signed in unless the user has two-factor authentication. */
export interface PasswordSetAnswer {
  username: string;
  tenant: string;
  passwordSet: true;
  signedIn: boolean;
}

/** Checks a self registration link (400 PASSWORD_TOKEN_INVALID when invalid, expired or used). */
export async function checkPasswordToken(token: string): Promise<PasswordTokenClaims> {
  return (await http<PasswordTokenClaims>('POST', '/api/core/auth/password-tokens/check', { token })).data;
}

/** Sets the password of the link's user; the session comes in the answer's Authorization header. */
export async function setPasswordWithToken(token: string, password: string): Promise<PasswordSetAnswer> {
  return (
    await http<PasswordSetAnswer>('POST', '/api/core/auth/password-tokens/password', { token, password })
  ).data;
}
