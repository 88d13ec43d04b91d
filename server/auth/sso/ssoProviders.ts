import { AppError } from '../../../engine/errors/AppError.ts';
import type { Queryable } from '../../db/Database.ts';

/** An OpenID Connect provider of a tenant. */
export interface OidcConfig {
  issuer: string;
  clientId: string;
  clientSecret?: string;
  /** Where the provider sends the browser back: the login page, or /api/core/oidc/{id}/callback with form_post. */
  redirectUri: string;
  scope?: string;
  responseMode?: 'query' | 'form_post';
  acrValues?: string;
  /** Claim holding the username (default email); users are also matched by ssoId = sub. */
  usernameClaim?: string;
  /** Lets an http:// issuer be used (local development and tests only). */
  allowInsecure?: boolean;
}

/** A SAML 2.0 identity provider of a tenant (this server is the service provider). */
export interface SamlConfig {
  /** The provider's single sign-on URL (HTTP-Redirect binding): where the AuthnRequest goes. */
  entryPoint: string;
  /** The provider's single logout URL (default: entryPoint). */
  logoutUrl?: string;
  /** This service provider's entity id, sent as Issuer of our requests. */
  issuer: string;
  /** The identity provider's signing certificate (PEM or base64); several separated by commas while it rotates. */
  idpCert: string;
  /** The assertion consumer URL: https://{app}/api/core/saml/{id}/acs. */
  callbackUrl: string;
  /** Sign-in page of the SPA the assertion consumer sends the browser to (default /authentication/login-page). */
  appLoginUrl?: string;
  /** The entity id the provider issues assertions as; when set, any other issuer is refused. */
  idpIssuer?: string;
  /** The audience the assertion must name (default: issuer). */
  audience?: string;
  /** Attribute holding the Tabula username (default: the NameID); users are also matched by ssoId = NameID. */
  usernameAttribute?: string;
  /** NameID format asked for (default emailAddress; '' asks for none). */
  identifierFormat?: string;
  /** Clock skew accepted on NotBefore / NotOnOrAfter, in milliseconds (default 60000, at most 300000). */
  acceptedClockSkewMs?: number;
  /** Both default to true: the whole response and the assertion must each carry a valid signature. */
  wantAuthnResponseSigned?: boolean;
  wantAssertionsSigned?: boolean;
  /** This service provider's private key (PEM): signs AuthnRequest and LogoutRequest when set. Never answered. */
  privateKey?: string;
}

export interface SsoProvider<C = OidcConfig | SamlConfig> {
  id: string;
  tenant: string;
  kind: 'oidc' | 'saml';
  config: C;
}

const ID = /^[a-zA-Z0-9][a-zA-Z0-9_-]{0,62}$/;

export async function findProvider(q: Queryable, id: string): Promise<SsoProvider | null> {
  if (!ID.test(id)) return null;
  const { rows } = await q.query<SsoProvider>('SELECT id, tenant, kind, config FROM sso_providers WHERE id = $1', [id]);
  return rows[0] ?? null;
}

/** The provider of that id and kind, or 404 SSO_PROVIDER_NOT_FOUND. */
export async function requireProvider<K extends 'oidc' | 'saml'>(q: Queryable, id: string, kind: K): Promise<SsoProvider<K extends 'oidc' ? OidcConfig : SamlConfig>> {
  const p = await findProvider(q, id);
  if (!p || p.kind !== kind) throw new AppError('SSO_PROVIDER_NOT_FOUND', [id]);
  return p as SsoProvider<K extends 'oidc' ? OidcConfig : SamlConfig>;
}

const REQUIRED: Record<'oidc' | 'saml', string[]> = {
  oidc: ['issuer', 'clientId', 'redirectUri'],
  saml: ['entryPoint', 'issuer', 'idpCert', 'callbackUrl'],
};

/** Checks a provider body `{kind, config}`: a known kind and its mandatory fields as non-empty strings. */
export function parseProvider(id: string, body: unknown): { kind: 'oidc' | 'saml'; config: OidcConfig | SamlConfig } {
  if (!ID.test(id)) throw new AppError('INVALID_FIELD_IN_PATH', ['id']);
  const b = (body ?? {}) as { kind?: unknown; config?: unknown };
  if (b.kind !== 'oidc' && b.kind !== 'saml') throw new AppError('INVALID_FIELD_IN_BODY', ['kind', 'oidc or saml']);
  const config = b.config as Record<string, unknown> | undefined;
  if (!config || typeof config !== 'object' || Array.isArray(config)) throw new AppError('INVALID_NON_EMPTY_OBJECT_FIELD', ['config']);
  for (const f of REQUIRED[b.kind]) {
    if (typeof config[f] !== 'string' || !String(config[f]).trim()) throw new AppError('MISSING_FIELD_IN_BODY', [`config.${f}`]);
  }
  return { kind: b.kind, config: config as unknown as OidcConfig | SamlConfig };
}

/** Saves a provider for a tenant; an id already used by another tenant is refused. */
export async function saveProvider(q: Queryable, tenant: string, id: string, kind: string, config: object): Promise<void> {
  const { rows } = await q.query(
    `INSERT INTO sso_providers (id, tenant, kind, config) VALUES ($1, $2, $3, $4)
     ON CONFLICT (id) DO UPDATE SET kind = EXCLUDED.kind, config = EXCLUDED.config, updated_at = now()
     WHERE sso_providers.tenant = EXCLUDED.tenant RETURNING id`,
    [id, tenant, kind, config],
  );
  if (!rows.length) throw new AppError('VALUE_ALREADY_EXISTS', [id, 'id']);
}

/** Configuration fields never answered: shown as {@link MASK}, and a MASK saved back keeps the stored value. */
export const SECRET_FIELDS = ['clientSecret', 'privateKey'] as const;
export const MASK = '********';

/** A new configuration where masked secrets stand for the ones already stored. */
export function keepSecrets(config: object, previous: object | undefined): object {
  const next = { ...config } as Record<string, unknown>;
  const before = (previous ?? {}) as Record<string, unknown>;
  for (const f of SECRET_FIELDS) if (next[f] === MASK && before[f]) next[f] = before[f];
  return next;
}

/** A provider as shown to administrators: secrets masked. */
export function maskProvider(p: SsoProvider): SsoProvider {
  const config = { ...p.config } as Record<string, unknown>;
  for (const f of SECRET_FIELDS) if (config[f]) config[f] = MASK;
  return { ...p, config: config as unknown as OidcConfig };
}
