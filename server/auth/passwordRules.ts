import { AppError } from '../../engine/errors/AppError.ts';

export const MIN_PASSWORD_LENGTH = 10;
export const MAX_PASSWORD_LENGTH = 256;

const CLASSES = [/[a-z]/, /[A-Z]/, /[0-9]/, /[^A-Za-z0-9]/];

/**
 * Why a password is refused, or null when it is strong enough: at least 10 characters, at least 3
 * of the 4 classes (lower case, upper case, digit, other) and not containing the user's name.
 */
export function passwordWeakness(password: string, username = ''): string | null {
  if (password.length < MIN_PASSWORD_LENGTH) return `at least ${MIN_PASSWORD_LENGTH} characters are needed`;
  if (password.length > MAX_PASSWORD_LENGTH) return `at most ${MAX_PASSWORD_LENGTH} characters are allowed`;
  if (CLASSES.filter((c) => c.test(password)).length < 3) return 'use 3 of: lower case, upper case, digits, other characters';
  const name = username.split('@')[0].toLowerCase();
  if (name.length >= 3 && password.toLowerCase().includes(name)) return 'it must not contain the user name';
  return null;
}

/** Throws WEAK_PASSWORD when {@link passwordWeakness} finds a reason. */
export function assertStrongPassword(password: string, username?: string): void {
  const why = passwordWeakness(password, username);
  if (why) throw new AppError('WEAK_PASSWORD', [why]);
}
