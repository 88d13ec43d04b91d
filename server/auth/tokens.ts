import { createHash, createHmac, randomUUID } from 'node:crypto';
import { jwtVerify, SignJWT, type JWTPayload } from 'jose';

/** What a session token says: who, in which tenant, and whether the user is an admin. */
export interface SessionClaims {
  username: string;
  /** The tenant whose data the session reads and writes. */
  tenant: string;
  isAdmin: boolean;
  /** The tenant of the user record when it differs from `tenant` (impersonation). */
  home?: string;
  /** The SSO provider the session came from, and its SSO session (refresh token) id. */
  sso?: string;
  sid?: string;
  /**
   * The session this token belongs to: set at sign-in and kept by every renewal (and by the tokens
   * derived from the session: context switch, document links), so revoking it revokes them all.
   * Missing only before {@link TokenService.issue}, which then opens a new session.
   */
  sessionId?: string;
  /** When the session was opened (ms since epoch): a user-wide revocation ends the sessions opened before it. */
  sessionStart?: number;
}

/** The identity of a new session (a sign-in). */
export function newSession(): { sessionId: string; sessionStart: number } {
  return { sessionId: randomUUID(), sessionStart: Date.now() };
}

/** Default lifetime of a session token; renewed near its end, so a session lasts while it is used. */
export const SESSION_LIFETIME_SECONDS = 3600;

export interface TokenServiceOptions {
  /** Whether the session of valid claims was revoked (checked on every verify, cached or not). */
  isRevoked?: (claims: SessionClaims & { exp: number }) => boolean;
}

/** Short-lived tokens for one step of a flow, never accepted as a session. */
export type TokenPurpose = 'totp' | 'contexts' | 'flow';

export interface PurposeClaims {
  username: string;
  tenant: string;
  /** Unique id: one-time tokens are recorded when used. */
  jti: string;
  exp: number;
  data?: Record<string, unknown>;
}

export interface TokenService {
  issue(claims: SessionClaims): Promise<string>;
  /** The claims and expiry (seconds since epoch) of a valid token, or null for any bad or revoked token. */
  verify(token: string): Promise<(SessionClaims & { exp: number }) | null>;
  issuePurpose(purpose: TokenPurpose, claims: { username: string; tenant: string; data?: Record<string, unknown> }, ttlSeconds: number): Promise<string>;
  /** The claims of a valid token of that purpose, or null (wrong purpose, tampered, expired). */
  verifyPurpose(purpose: TokenPurpose, token: string): Promise<PurposeClaims | null>;
  readonly lifetimeSeconds: number;
}

/** Session tokens whose verified claims are kept (the map is emptied when full). */
const VERIFIED_CACHE_SIZE = 10_000;

const optional = (v: unknown) => (typeof v === 'string' ? v : undefined);

async function verifyWith(key: Uint8Array, token: string): Promise<JWTPayload | null> {
  try {
    const { payload } = await jwtVerify(token, key, { algorithms: ['HS256'] });
    if (typeof payload.sub !== 'string' || typeof payload.tenant !== 'string' || !payload.exp) return null;
    return payload;
  } catch {
    return null;
  }
}

/**
 * HS256 tokens signed with a secret shared by every server instance (kept in the database).
 * Purpose tokens (TOTP step, user contexts, flow keys) use a key derived from the same
 * secret and carry their purpose, so none of them can ever pass as a session token.
 */
export function createTokenService(secret: string, lifetimeSeconds = SESSION_LIFETIME_SECONDS, options: TokenServiceOptions = {}): TokenService {
  const isRevoked = options.isRevoked ?? (() => false);
  const key = new TextEncoder().encode(secret);
  const purposeKey = new Uint8Array(createHmac('sha256', secret).update('tabula purpose tokens').digest());
  // Session tokens already checked, with their claims: a token is the same string on every request
  // of a session, and checking its HMAC (WebCrypto, a key import each time) costs more than the
  // rest of a small request. The expiry and the revocation are still checked on every use.
  const verified = new Map<string, SessionClaims & { exp: number }>();
  return {
    lifetimeSeconds,
    issue: (claims) => {
      const session = claims.sessionId ? { sessionId: claims.sessionId, sessionStart: claims.sessionStart ?? Date.now() } : newSession();
      return new SignJWT({ tenant: claims.tenant, adm: claims.isAdmin, home: claims.home, sso: claims.sso, sid: claims.sid, ses: session.sessionId, sat: session.sessionStart })
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject(claims.username)
        .setIssuedAt()
        .setExpirationTime(`${lifetimeSeconds}s`)
        .sign(key);
    },
    verify: async (token) => {
      const known = verified.get(token);
      if (known) {
        if (known.exp > Date.now() / 1000) return isRevoked(known) ? null : { ...known };
        verified.delete(token);
      }
      const p = await verifyWith(key, token);
      if (!p || p.pur !== undefined) return null;
      const claims = {
        username: String(p.sub),
        tenant: String(p.tenant),
        isAdmin: p.adm === true,
        home: optional(p.home),
        sso: optional(p.sso),
        sid: optional(p.sid),
        // Tokens issued before sessions had ids: one derived from the token (kept by its renewals),
        // and the issue time as the session start, so that they can be revoked too.
        sessionId: optional(p.ses) ?? `legacy-${createHash('sha256').update(token).digest('base64url').slice(0, 22)}`,
        sessionStart: typeof p.sat === 'number' ? p.sat : Number(p.iat ?? 0) * 1000,
        exp: Number(p.exp),
      };
      if (verified.size >= VERIFIED_CACHE_SIZE) verified.clear();
      verified.set(token, claims);
      return isRevoked(claims) ? null : { ...claims };
    },
    issuePurpose: (purpose, claims, ttlSeconds) =>
      new SignJWT({ tenant: claims.tenant, pur: purpose, data: claims.data })
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject(claims.username)
        .setJti(randomUUID())
        .setIssuedAt()
        .setExpirationTime(`${ttlSeconds}s`)
        .sign(purposeKey),
    verifyPurpose: async (purpose, token) => {
      const p = await verifyWith(purposeKey, token);
      if (!p || p.pur !== purpose || typeof p.jti !== 'string') return null;
      const data = p.data && typeof p.data === 'object' ? (p.data as Record<string, unknown>) : undefined;
      return { username: String(p.sub), tenant: String(p.tenant), jti: p.jti, exp: Number(p.exp), data };
    },
  };
}
