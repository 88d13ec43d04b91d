import type { FastifyReply } from 'fastify';
import { AppError } from '../../engine/errors/AppError.ts';

/** The limits of the sign-in routes (ServerOptions.signInLimits; environment in {@link readSignInLimits}). */
export interface SignInLimits {
  /** Sign-in requests of one IP address, whatever their outcome, within {@link attemptWindowMs}. */
  ipAttempts: number;
  attemptWindowMs: number;
  /** Failed attempts (wrong password, wrong code, unknown user) of one IP address within {@link failureWindowMs}. */
  ipFailures: number;
  /** Failed attempts on one username (from any address) within {@link failureWindowMs}. */
  userFailures: number;
  failureWindowMs: number;
  /** The clock (tests). */
  now: () => number;
}

export const DEFAULT_SIGN_IN_LIMITS: SignInLimits = {
  ipAttempts: 120,
  attemptWindowMs: 60_000,
  ipFailures: 50,
  userFailures: 10,
  failureWindowMs: 15 * 60_000,
  now: () => Date.now(),
};

/** `TABULA_SIGN_IN_LIMITS=ipAttempts=120,ipFailures=50,userFailures=10,attemptWindow=60,failureWindow=900` (windows in seconds). */
export function readSignInLimits(env: NodeJS.ProcessEnv = process.env): Partial<SignInLimits> | undefined {
  const text = env.TABULA_SIGN_IN_LIMITS?.trim();
  if (!text) return undefined;
  const limits: Partial<SignInLimits> = {};
  for (const part of text.split(',')) {
    const [name, raw] = part.split('=').map((s) => s.trim());
    const value = Number(raw);
    if (!Number.isFinite(value) || value <= 0) continue;
    if (name === 'ipAttempts' || name === 'ipFailures' || name === 'userFailures') limits[name] = Math.floor(value);
    if (name === 'attemptWindow') limits.attemptWindowMs = value * 1000;
    if (name === 'failureWindow') limits.failureWindowMs = value * 1000;
  }
  return limits;
}

/** Keys kept at most per window before the oldest are forgotten (an attacker rotating names cannot fill the memory). */
const MAX_KEYS = 100_000;

/** The times of the recent events of each key, oldest first, at most `limit` of them. */
class SlidingWindow {
  private readonly hits = new Map<string, number[]>();
  private writes = 0;

  constructor(private readonly windowMs: number) {}

  private recent(key: string, now: number): number[] {
    const times = this.hits.get(key);
    if (!times) return [];
    const from = now - this.windowMs;
    let drop = 0;
    while (drop < times.length && times[drop] <= from) drop++;
    if (drop) times.splice(0, drop);
    if (!times.length) this.hits.delete(key);
    return times;
  }

  /** Seconds until the key is under `limit` again, or 0 when it already is. */
  wait(key: string, limit: number, now: number): number {
    const times = this.recent(key, now);
    if (times.length < limit) return 0;
    return Math.max(1, Math.ceil((times[times.length - limit] + this.windowMs - now) / 1000));
  }

  add(key: string, limit: number, now: number): void {
    const times = this.recent(key, now);
    times.push(now);
    if (times.length > limit) times.splice(0, times.length - limit);
    this.hits.delete(key);
    this.hits.set(key, times);
    if (++this.writes % 1000 === 0) this.sweep(now);
  }

  clear(key: string): void {
    this.hits.delete(key);
  }

  private sweep(now: number): void {
    for (const key of [...this.hits.keys()]) this.recent(key, now);
    // least recently written first: the oldest go
    for (const key of this.hits.keys()) {
      if (this.hits.size <= MAX_KEYS) break;
      this.hits.delete(key);
    }
  }
}

/**
 * Rate limits of the sign-in routes (POST /api/core/auth/login, the TOTP step and activation), in
 * the memory of each server instance: per IP address, all attempts and failed ones; per username,
 * failed ones (sliding windows). Over a limit the request is refused before any password is hashed
 * or code checked: 429 TOO_MANY_REQUESTS with Retry-After. The lock after 5 failures
 * (credentials.ts) is the bound shared by all instances; these limits slow a guesser down and
 * protect the server's CPU (scrypt) from floods, including on unknown usernames, which never lock.
 */
export class SignInLimiter {
  readonly limits: SignInLimits;
  private readonly attempts: SlidingWindow;
  private readonly failures: SlidingWindow;

  constructor(limits: Partial<SignInLimits> = {}) {
    this.limits = { ...DEFAULT_SIGN_IN_LIMITS, ...limits };
    this.attempts = new SlidingWindow(this.limits.attemptWindowMs);
    this.failures = new SlidingWindow(this.limits.failureWindowMs);
  }

  /**
   * Lets a sign-in request through, counting it for its IP address, or refuses it (429, Retry-After
   * set on the reply) when the address or the username is over a limit. `username` may be given
   * later with {@link admitUser} (the TOTP step learns it from its token).
   */
  admit(ip: string, reply: FastifyReply, username?: string): void {
    const { limits } = this;
    const now = limits.now();
    const wait = Math.max(this.attempts.wait(ipKey(ip), limits.ipAttempts, now), this.failures.wait(ipKey(ip), limits.ipFailures, now));
    refuseIf(wait, reply);
    if (username !== undefined) this.admitUser(username, reply);
    this.attempts.add(ipKey(ip), limits.ipAttempts, now);
  }

  /** Refuses (429) when the username is over its failure limit. */
  admitUser(username: string, reply: FastifyReply): void {
    refuseIf(this.failures.wait(userKey(username), this.limits.userFailures, this.limits.now()), reply);
  }

  /** Counts a failed attempt for the address and, when known, the username. */
  failed(ip: string, username?: string): void {
    const now = this.limits.now();
    this.failures.add(ipKey(ip), this.limits.ipFailures, now);
    if (username !== undefined) this.failures.add(userKey(username), this.limits.userFailures, now);
  }

  /** A completed sign-in: the username's failures are forgotten (the address's are not). */
  succeeded(username: string): void {
    this.failures.clear(userKey(username));
  }

  /** Whether an error answer is a failed guess (401: wrong password, wrong or reused code, bad step token). */
  static isFailure(err: unknown): boolean {
    return err instanceof AppError && err.status === 401;
  }
}

function ipKey(ip: string): string {
  return ip || '(unknown)';
}

function userKey(username: string): string {
  return username.trim().toLowerCase();
}

function refuseIf(waitSeconds: number, reply: FastifyReply): void {
  if (waitSeconds <= 0) return;
  reply.header('retry-after', String(waitSeconds));
  throw new AppError('TOO_MANY_REQUESTS', [waitSeconds]);
}

declare module 'fastify' {
  interface FastifyInstance {
    signInLimiter: SignInLimiter;
  }
}
