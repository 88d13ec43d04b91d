import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import Provider from 'oidc-provider';

/** A real OpenID Connect provider (oidc-provider) on a local port, for the OIDC tests. */
export interface LocalIdp {
  issuer: string;
  clientId: string;
  clientSecret: string;
  close(): Promise<void>;
}

/**
 * Starts the provider with one confidential client allowed to use `redirectUris`. Any login is
 * accepted by its development interactions; the account's claims are derived from the login:
 * sub = login, preferred_username = `{login}@{tenant}`, email = `{login}@example.com`.
 */
export async function startLocalIdp(redirectUris: string[], tenant = 'master', port = 0): Promise<LocalIdp> {
  const server: Server = createServer();
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const issuer = `http://localhost:${(server.address() as AddressInfo).port}`;
  const clientId = 'tabula';
  const clientSecret = 'tabula-client-secret-for-tests-only';
  const provider = new Provider(issuer, {
    clients: [{ client_id: clientId, client_secret: clientSecret, redirect_uris: redirectUris, grant_types: ['authorization_code', 'refresh_token'], response_types: ['code'], token_endpoint_auth_method: 'client_secret_post' }],
    findAccount: (_ctx, sub) => ({ accountId: sub, claims: () => ({ sub, preferred_username: `${sub}@${tenant}`, email: `${sub}@example.com`, email_verified: true }) }),
    claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['preferred_username'] },
    scopes: ['openid', 'offline_access', 'email', 'profile'],
    pkce: { required: () => true },
    issueRefreshToken: () => true,
    cookies: { keys: ['local-idp-cookie-key'] },
    features: { devInteractions: { enabled: true } },
  });
  server.on('request', provider.callback());
  return {
    issuer,
    clientId,
    clientSecret,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

/**
 * Plays the browser at the provider: follows redirects with cookies, signs in as `login` and
 * consents, and answers the final redirect to the client (or the form_post fields).
 */
export async function authorizeAt(authorizationUrl: string, login: string): Promise<{ url?: URL; form?: Record<string, string> }> {
  const cookies = new Map<string, string>();
  let url = authorizationUrl;
  let body: URLSearchParams | undefined;
  const origin = new URL(authorizationUrl).origin;
  for (let hop = 0; hop < 20; hop++) {
    const res = await fetch(url, {
      method: body ? 'POST' : 'GET',
      redirect: 'manual',
      headers: { cookie: [...cookies].map(([k, v]) => `${k}=${v}`).join('; '), ...(body ? { 'content-type': 'application/x-www-form-urlencoded' } : {}) },
      body,
    });
    for (const c of res.headers.getSetCookie()) {
      const [pair] = c.split(';');
      const eq = pair.indexOf('=');
      cookies.set(pair.slice(0, eq), pair.slice(eq + 1));
    }
    body = undefined;
    const location = res.headers.get('location');
    if (location) {
      const next = new URL(location, url);
      if (next.origin !== origin) return { url: next };
      url = next.href;
      continue;
    }
    const html = await res.text();
    if (html.includes('name="login"')) body = new URLSearchParams({ prompt: 'login', login, password: 'any' });
    else if (html.includes('value="consent"')) body = new URLSearchParams({ prompt: 'consent' });
    else if (html.includes('<form') && html.includes('name="code"')) {
      const fields = Object.fromEntries([...html.matchAll(/name="(\w+)" value="([^"]*)"/g)].map((m) => [m[1], m[2]]));
      return { form: fields };
    } else throw new Error(`unexpected page at ${url}: ${html.slice(0, 300)}`);
    const action = /action="([^"]+)"/.exec(html)?.[1];
    if (action) url = new URL(action.replace(/&amp;/g, '&'), url).href;
  }
  throw new Error('too many redirects at the identity provider');
}
