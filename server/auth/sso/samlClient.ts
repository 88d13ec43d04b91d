import {
  SAML,
  SamlStatusError,
  type CacheItem,
  type CacheProvider,
  type Profile,
} from '@node-saml/node-saml';
import { AppError } from '../../../engine/errors/AppError.ts';
import type { Database } from '../../db/Database.ts';
import { SAML_REQUEST_TTL_SECONDS, samlOptions } from './samlConfig.ts';
import type { SamlConfig, SsoProvider } from './ssoProviders.ts';

/** A database failure inside node-saml's checks: a server fault, never taken for a bad response. */
class StoreError extends Error {
  constructor(readonly original: unknown) {
    super('request store failure');
  }
}
const stored = <T>(work: Promise<T>): Promise<T> =>
  work.catch((err: unknown) => {
    throw new StoreError(err);
  });

/**
 * The AuthnRequest IDs of started sign-ins, kept in sso_states (state = request ID, verifier = its
 * issue instant, redirect = the original URL) so that any server instance can consume the answer.
 * node-saml reads an ID when a response names it and removes it once the response is judged;
 * {@link RequestStore.spend} makes that removal the single, atomic use of the ID.
 */
class RequestStore implements CacheProvider {
  private readonly removed = new Map<string, string | null>();

  constructor(
    private readonly db: Database,
    private readonly provider: string,
    private readonly redirect: string | null = null,
  ) {}

  async saveAsync(key: string, value: string): Promise<CacheItem> {
    await stored(
      this.db.admin((q) =>
        q.query(
          `INSERT INTO sso_states (state, provider, verifier, redirect, expires_at) VALUES ($1, $2, $3, $4, now() + make_interval(secs => $5))`,
          [key, this.provider, value, this.redirect, SAML_REQUEST_TTL_SECONDS],
        ),
      ),
    );
    return { value, createdAt: Date.now() };
  }

  async getAsync(key: string): Promise<string | null> {
    const { rows } = await stored(
      this.db.admin((q) =>
        q.query<{ verifier: string }>(
          'SELECT verifier FROM sso_states WHERE state = $1 AND provider = $2 AND expires_at > now()',
          [key, this.provider],
        ),
      ),
    );
    return rows[0]?.verifier ?? null;
  }

  async removeAsync(key: string | null): Promise<string | null> {
    if (!key) return null;
    const { rows } = await stored(
      this.db.admin((q) =>
        q.query<{ verifier: string; redirect: string | null }>(
          'DELETE FROM sso_states WHERE state = $1 AND provider = $2 RETURNING verifier, redirect',
          [key, this.provider],
        ),
      ),
    );
    if (!rows[0]) return null;
    this.removed.set(key, rows[0].redirect);
    return rows[0].verifier;
  }

  /** Uses a request ID once: its stored redirect for the one caller that removed it, else null. */
  async spend(key: string): Promise<{ redirect: string | null } | null> {
    if (!this.removed.has(key)) await this.removeAsync(key);
    return this.removed.has(key) ? { redirect: this.removed.get(key) ?? null } : null;
  }
}

/** For logout requests: the LogoutResponse is not consumed (the Tabula session ends on its own). */
const NO_STORE: CacheProvider = {
  saveAsync: async (_key, value) => ({ value, createdAt: Date.now() }),
  getAsync: async () => null,
  removeAsync: async () => null,
};

/** Starts a sign-in: the HTTP-Redirect URL of a new AuthnRequest, with the original URL as RelayState. */
export async function samlLoginUrl(
  db: Database,
  p: SsoProvider<SamlConfig>,
  redirect: string | null,
): Promise<string> {
  await db.admin((q) => q.query('DELETE FROM sso_states WHERE expires_at < now()'));
  const saml = new SAML(samlOptions(p.config, new RequestStore(db, p.id, redirect)));
  try {
    return await saml.getAuthorizeUrlAsync(redirect ?? '', undefined, {});
  } catch (err) {
    throw misconfigured(p, err);
  }
}

/** A request we cannot build (a key that does not sign...): the provider's configuration is at fault. */
const misconfigured = (p: SsoProvider, err: unknown) =>
  err instanceof AppError
    ? err
    : new AppError('INVALID_FIELD_IN_CONFIG', [`${p.id}: ${(err as Error).message}`]);

/** A node-saml refusal as a catalogued error (never a 500); a database failure is rethrown as it is. */
function refusal(p: SsoProvider, err: unknown): AppError {
  if (err instanceof AppError) return err;
  if (err instanceof StoreError) throw err.original;
  const message = String((err as Error)?.message ?? err).slice(0, 300);
  if (err instanceof SamlStatusError) return new AppError('SSO_LOGIN_FAILED', [message]);
  if (/InResponseTo/i.test(message)) return new AppError('SSO_STATE_INVALID');
  if (/signature|signed data/i.test(message)) return new AppError('SAML_SIGNATURE_INVALID', [p.id]);
  if (/subject confirmation/i.test(message))
    return new AppError('SAML_ASSERTION_REFUSED', ['its subject confirmation is expired or not yet valid']);
  if (/audience|expired|not yet valid|conditions/i.test(message))
    return new AppError('SAML_ASSERTION_REFUSED', [message]);
  return new AppError('SAML_RESPONSE_INVALID', [message]);
}

type AssertionXml = { Assertion?: { $?: { ID?: string }; Conditions?: { $?: { NotOnOrAfter?: string } }[] } };

/** Records the assertion ID as used until the assertion expires: an assertion signs in once. */
async function spendAssertion(db: Database, p: SsoProvider<SamlConfig>, profile: Profile): Promise<void> {
  const assertion = (profile.getAssertion?.() as AssertionXml | undefined)?.Assertion;
  const id = assertion?.$?.ID;
  if (!id) throw new AppError('SAML_RESPONSE_INVALID', ['the assertion has no ID']);
  const notOnOrAfter = Date.parse(assertion?.Conditions?.[0]?.$?.NotOnOrAfter ?? '');
  const skew = p.config.acceptedClockSkewMs ?? 60_000;
  const until = Math.max(
    Number.isNaN(notOnOrAfter) ? Date.now() + 86_400_000 : notOnOrAfter + skew,
    Date.now() + SAML_REQUEST_TTL_SECONDS * 1000,
  );
  const { rows } = await db.admin((q) =>
    q.query(
      'INSERT INTO used_tokens (jti, expires_at) VALUES ($1, to_timestamp($2)) ON CONFLICT DO NOTHING RETURNING jti',
      [`saml:${p.id}:${id}`, until / 1000],
    ),
  );
  if (!rows.length) throw new AppError('SSO_STATE_INVALID');
}

/**
 * Judges a SAMLResponse posted to the assertion consumer: signatures with the provider's
 * certificate, InResponseTo (a request we started, unexpired, used once), audience, time window
 * with clock skew, issuer; answers the profile and the stored original URL.
 */
export async function consumeSamlResponse(
  db: Database,
  p: SsoProvider<SamlConfig>,
  samlResponse: string,
): Promise<{ profile: Profile; redirect: string | null }> {
  const requests = new RequestStore(db, p.id);
  let profile: Profile | null;
  try {
    ({ profile } = await new SAML(samlOptions(p.config, requests)).validatePostResponseAsync({
      SAMLResponse: samlResponse,
    }));
  } catch (err) {
    throw refusal(p, err);
  }
  if (!profile) throw new AppError('SAML_RESPONSE_INVALID', ['not a sign-in response']);
  if (p.config.idpIssuer && profile.issuer !== p.config.idpIssuer)
    throw new AppError('SAML_ASSERTION_REFUSED', [`unexpected issuer "${profile.issuer}"`]);
  const request = await requests.spend(String(profile.inResponseTo ?? ''));
  if (!request) throw new AppError('SSO_STATE_INVALID');
  await spendAssertion(db, p, profile);
  return { profile, redirect: request.redirect };
}

export interface SamlIdentity {
  subject: string;
  username?: string;
  nameId: string;
  nameIdFormat?: string;
  sessionIndex?: string;
}

/** Who the assertion names: NameID as subject, the username from the configured attribute (default the NameID). */
export function samlIdentity(p: SsoProvider<SamlConfig>, profile: Profile): SamlIdentity {
  const nameId = profile.nameID;
  if (!nameId) throw new AppError('SAML_RESPONSE_INVALID', ['the assertion has no NameID']);
  let username: string | undefined = nameId;
  const attribute = p.config.usernameAttribute;
  if (attribute) {
    const value = (profile.attributes as Record<string, unknown> | undefined)?.[attribute];
    const first = Array.isArray(value) ? value[0] : value;
    if (typeof first !== 'string' || !first)
      throw new AppError('SAML_ASSERTION_REFUSED', [`attribute "${attribute}" is missing`]);
    username = first;
  }
  return {
    subject: nameId,
    username,
    nameId,
    nameIdFormat: profile.nameIDFormat || undefined,
    sessionIndex: profile.sessionIndex || undefined,
  };
}

/** The provider's single logout URL with a LogoutRequest for that name id and session (signed when we have a key). */
export async function samlLogoutUrl(
  p: SsoProvider<SamlConfig>,
  s: { nameId: string; nameIdFormat: string | null; sessionIndex: string | null },
): Promise<string> {
  const saml = new SAML(samlOptions(p.config, NO_STORE));
  const user = {
    issuer: p.config.issuer,
    nameID: s.nameId,
    nameIDFormat: s.nameIdFormat ?? 'urn:oasis:names:tc:SAML:1.1:nameid-format:unspecified',
    sessionIndex: s.sessionIndex ?? undefined,
  } as Profile;
  try {
    return await saml.getLogoutUrlAsync(user, '', {});
  } catch (err) {
    throw misconfigured(p, err);
  }
}
