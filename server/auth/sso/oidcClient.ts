import * as oidc from 'openid-client';
import { AppError } from '../../../engine/errors/AppError.ts';
import type { SsoConfiguration } from '../../../schemas/generated/shapes.ts';
import type { OidcConfig, SsoProvider } from './ssoProviders.ts';

const DEFAULT_SCOPE = 'openid email profile offline_access';
const cache = new Map<string, { key: string; config: Promise<oidc.Configuration> }>();

/** The discovered client configuration of a provider (cached until its configuration changes). */
export function clientOf(p: SsoProvider<OidcConfig>): Promise<oidc.Configuration> {
  const key = JSON.stringify(p.config);
  const hit = cache.get(p.id);
  if (hit?.key === key) return hit.config;
  const c = p.config;
  const auth = c.clientSecret ? oidc.ClientSecretPost(c.clientSecret) : oidc.None();
  const config = oidc
    .discovery(new URL(c.issuer), c.clientId, c.clientSecret, auth, c.allowInsecure ? { execute: [oidc.allowInsecureRequests] } : undefined)
    .catch(() => {
      cache.delete(p.id);
      throw new AppError('SSO_PROVIDER_UNAVAILABLE', [p.id]);
    });
  cache.set(p.id, { key, config });
  return config;
}

export interface LoginRequest {
  state: string;
  nonce: string;
  codeVerifier: string;
  configuration: SsoConfiguration;
}

/** A new authorization request (seed 000 §3.7): state, nonce and PKCE verifier, and the URL to send the browser to. */
export async function startLogin(p: SsoProvider<OidcConfig>): Promise<LoginRequest> {
  const client = await clientOf(p);
  const c = p.config;
  const state = oidc.randomState();
  const nonce = oidc.randomNonce();
  const codeVerifier = oidc.randomPKCECodeVerifier();
  const codeChallenge = await oidc.calculatePKCECodeChallenge(codeVerifier);
  const scope = c.scope ?? DEFAULT_SCOPE;
  const params: Record<string, string> = { redirect_uri: c.redirectUri, scope, state, nonce, code_challenge: codeChallenge, code_challenge_method: 'S256' };
  if (c.responseMode === 'form_post') params.response_mode = 'form_post';
  if (c.acrValues) params.acr_values = c.acrValues;
  if (scope.includes('offline_access')) params.prompt = 'consent';
  const endSession = client.serverMetadata().end_session_endpoint;
  return {
    state,
    nonce,
    codeVerifier,
    configuration: {
      oidcId: p.id,
      authorizationUrl: oidc.buildAuthorizationUrl(client, params).href,
      logoutUrl: endSession ?? null,
      scope,
      state,
      nonce,
      clientId: c.clientId,
      connection: null,
      redirectUri: c.redirectUri,
      responseMode: c.responseMode ?? 'query',
      responseType: 'code',
      codeChallenge,
      codeChallengeMethod: 'S256',
      codeVerifier,
      acrValues: c.acrValues ?? null,
    },
  };
}

export interface OidcIdentity {
  subject: string;
  username?: string;
  idToken?: string;
  refreshToken?: string;
  refreshExpiresIn?: number;
}

function identityOf(c: OidcConfig, claims: Record<string, unknown>, tokens?: oidc.TokenEndpointResponse): OidcIdentity {
  const name = claims[c.usernameClaim ?? 'email'];
  const refreshExpiresIn = tokens && typeof tokens.refresh_expires_in === 'number' ? tokens.refresh_expires_in : undefined;
  return { subject: String(claims.sub), username: typeof name === 'string' ? name : undefined, idToken: tokens?.id_token, refreshToken: tokens?.refresh_token, refreshExpiresIn };
}

/** Exchanges the authorization code (checking state, nonce and PKCE) for tokens and the identity they carry. */
export async function exchangeCode(p: SsoProvider<OidcConfig>, code: string, checks: { state: string; nonce: string; codeVerifier: string; iss?: string }): Promise<OidcIdentity> {
  const client = await clientOf(p);
  const callback = new URL(p.config.redirectUri);
  // RFC 9207: the provider names itself in the redirect; the client forwards it when it has it.
  const metadata = client.serverMetadata();
  const iss = checks.iss ?? (metadata.authorization_response_iss_parameter_supported ? metadata.issuer : undefined);
  callback.search = new URLSearchParams({ code, state: checks.state, ...(iss ? { iss } : {}) }).toString();
  try {
    const tokens = await oidc.authorizationCodeGrant(client, callback, { pkceCodeVerifier: checks.codeVerifier, expectedState: checks.state, expectedNonce: checks.nonce, idTokenExpected: true });
    const claims: Record<string, unknown> = { ...tokens.claims() };
    // Providers may keep profile claims out of the ID token: the userinfo endpoint has them.
    if (claims[p.config.usernameClaim ?? 'email'] === undefined && tokens.access_token) {
      Object.assign(claims, await oidc.fetchUserInfo(client, tokens.access_token, String(claims.sub)));
    }
    return identityOf(p.config, claims, tokens);
  } catch (err) {
    throw new AppError('SSO_LOGIN_FAILED', [(err as Error).message]);
  }
}

/** The identity behind an access token obtained elsewhere (the provider's userinfo endpoint). */
export async function identityOfAccessToken(p: SsoProvider<OidcConfig>, accessToken: string): Promise<OidcIdentity> {
  const client = await clientOf(p);
  try {
    return identityOf(p.config, await oidc.fetchUserInfo(client, accessToken, oidc.skipSubjectCheck));
  } catch (err) {
    throw new AppError('SSO_LOGIN_FAILED', [(err as Error).message]);
  }
}

/** Renews the provider's tokens with the refresh token of the SSO session. */
export async function refresh(p: SsoProvider<OidcConfig>, refreshToken: string): Promise<{ refreshToken: string; refreshExpiresIn?: number }> {
  const client = await clientOf(p);
  try {
    const tokens = await oidc.refreshTokenGrant(client, refreshToken);
    const expiresIn = typeof tokens.refresh_expires_in === 'number' ? tokens.refresh_expires_in : undefined;
    return { refreshToken: tokens.refresh_token ?? refreshToken, refreshExpiresIn: expiresIn };
  } catch (err) {
    throw new AppError('SSO_LOGIN_FAILED', [(err as Error).message]);
  }
}
