import type { FastifyInstance } from 'fastify';
import { AppError } from '../../../engine/errors/AppError.ts';
import type { Queryable } from '../../db/Database.ts';
import { findUserBySso } from '../users.ts';

/**
 * The user an identity provider vouched for, in the provider's tenant: matched by ssoId (the
 * provider's subject) or by username; nobody else may sign in (403 SSO_USER_NOT_FOUND).
 */
export async function ssoUser(app: FastifyInstance, q: Queryable, subject: string, username: string | undefined): Promise<string> {
  const user = await findUserBySso(app.tabula, q, subject, username);
  if (!user) throw new AppError('SSO_USER_NOT_FOUND', [username ?? subject]);
  return String(user.username ?? user.registration);
}

/** Records an SSO session (its refresh token sealed; SAML: name id and session index) and answers its id, carried by the session token. */
export async function openSsoSession(
  app: FastifyInstance,
  q: Queryable,
  s: { username: string; provider: string; refreshToken?: string; expiresIn?: number; nameId?: string; nameIdFormat?: string; sessionIndex?: string },
): Promise<string> {
  const { rows } = await q.query<{ id: string }>(
    `INSERT INTO sso_sessions (username, provider, refresh_token, refresh_iat, refresh_expires_in, name_id, name_id_format, session_index)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8) RETURNING id`,
    [
      s.username,
      s.provider,
      s.refreshToken ? app.identity.box.seal(s.refreshToken) : null,
      Math.floor(Date.now() / 1000),
      s.expiresIn ?? null,
      s.nameId ?? null,
      s.nameIdFormat ?? null,
      s.sessionIndex ?? null,
    ],
  );
  return rows[0].id;
}
