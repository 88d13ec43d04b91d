import { jwtVerify, SignJWT } from 'jose';

/** What a session token says: who, in which tenant, and whether the user is an admin. */
export interface SessionClaims {
  username: string;
  tenant: string;
  isAdmin: boolean;
}

export interface TokenService {
  issue(claims: SessionClaims): Promise<string>;
  /** The claims and expiry (seconds since epoch) of a valid token, or null for any bad token. */
  verify(token: string): Promise<(SessionClaims & { exp: number }) | null>;
  readonly lifetimeSeconds: number;
}

/** HS256 tokens signed with a secret shared by every server instance (kept in the database). */
export function createTokenService(secret: string, lifetimeSeconds = 3600): TokenService {
  const key = new TextEncoder().encode(secret);
  return {
    lifetimeSeconds,
    issue: (claims) =>
      new SignJWT({ tenant: claims.tenant, adm: claims.isAdmin })
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject(claims.username)
        .setIssuedAt()
        .setExpirationTime(`${lifetimeSeconds}s`)
        .sign(key),
    verify: async (token) => {
      try {
        const { payload } = await jwtVerify(token, key, { algorithms: ['HS256'] });
        if (typeof payload.sub !== 'string' || typeof payload.tenant !== 'string' || !payload.exp) return null;
        return { username: payload.sub, tenant: payload.tenant, isAdmin: payload.adm === true, exp: payload.exp };
      } catch {
        return null;
      }
    },
  };
}
