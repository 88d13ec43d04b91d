import type { FastifyInstance } from 'fastify';
import { newSession } from './auth/tokens.ts';

/** The administrator of the first tenant, whose first screens are read at boot. */
const WARM_USER = { username: 'admin@master', tenant: 'master' };

/**
 * The reads of a first signed-in screen (the user configuration, the translations, the dashboard,
 * the menu's dyno entities, the bell, the contracts list and its workflow): each is slow on its
 * first call in a process (statements prepared, validators and serialisers compiled, the tenant's
 * script realm opened, caches filled), several times its later calls.
 */
export const WARM_PATHS = [
  '/api/script/runs/user-configuration',
  '/api/core/locales/resolve/en-US',
  '/api/core/dashboard?locale=en-US',
  '/api/dyno',
  '/api/notification/notifications',
  '/api/script/workflows/Contract',
  '/api/financing/contracts?include=partnerName%2CsalesName%2CassetsNames&range=0-14',
];

/**
 * Runs {@link WARM_PATHS} once inside the process, in turn, as the first tenant's administrator with
 * a token of its own (no sign-in: no access log entry, no last login date), so that the first user
 * after a start does not pay them. Reads only; an answer that is not 200 (the user or the data is
 * not there) is only not warmed. Answers how many were read.
 */
export async function warmUp(app: FastifyInstance, paths: readonly string[] = WARM_PATHS): Promise<number> {
  let token: string;
  try {
    token = await app.tabula.tokens.issue({ ...WARM_USER, isAdmin: true, ...newSession() });
  } catch {
    return 0;
  }
  let read = 0;
  for (const url of paths) {
    const answer = await app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${token}` } }).catch(() => undefined);
    if (answer?.statusCode === 200) read++;
  }
  return read;
}
