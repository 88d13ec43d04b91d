import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accessLogs, buildApp, createUser, signIn, type Headers } from './helpers.ts';
import { authorizeAt, startLocalIdp, type LocalIdp } from './localIdp.ts';

const APP = 'http://localhost:9';
const REDIRECT = `${APP}/authentication/login-page`;
const CALLBACK = `${APP}/api/core/oidc/local-fp/callback`;

let app: FastifyInstance;
let admin: Headers;
let idp: LocalIdp;

const provider = (responseMode: 'query' | 'form_post', redirectUri: string) => ({
  kind: 'oidc',
  config: { issuer: idp.issuer, clientId: idp.clientId, clientSecret: idp.clientSecret, redirectUri, responseMode, usernameClaim: 'preferred_username', allowInsecure: true },
});

beforeAll(async () => {
  [app, idp] = await Promise.all([buildApp(), startLocalIdp([REDIRECT, CALLBACK])]);
  admin = await signIn(app);
  expect((await app.inject({ method: 'PUT', url: '/api/core/sso-providers/local', headers: admin, payload: provider('query', REDIRECT) })).statusCode).toBe(200);
  await app.inject({ method: 'PUT', url: '/api/core/sso-providers/local-fp', headers: admin, payload: provider('form_post', CALLBACK) });
  await createUser(app, admin, 'alice@master');
  await createUser(app, admin, 'robert@master', { ssoId: 'bob' });
});
afterAll(async () => {
  await app.close();
  await idp.close();
});

const configuration = async (id = 'local') => {
  const res = await app.inject({ method: 'GET', url: `/api/core/oidc/${id}` });
  expect(res.statusCode).toBe(200);
  return res.json();
};
const loginWith = (payload: Record<string, unknown>, id = 'local') => app.inject({ method: 'POST', url: `/api/core/oidc/${id}/login`, payload });

describe('OIDC sign-in against a real provider', () => {
  it('answers the single sign-on configuration of seed 000 §3.7', async () => {
    const c = await configuration();
    expect(c).toMatchObject({ oidcId: 'local', clientId: 'tabula', redirectUri: REDIRECT, responseType: 'code', codeChallengeMethod: 'S256', responseMode: 'query' });
    const url = new URL(c.authorizationUrl);
    expect(url.origin).toBe(idp.issuer);
    expect(url.searchParams.get('state')).toBe(c.state);
    expect(url.searchParams.get('code_challenge')).toBe(c.codeChallenge);
    const admins = await app.inject({ method: 'GET', url: '/api/core/sso-providers', headers: admin });
    expect(admins.json()[0].config.clientSecret).toBe('********');
  });

  it('signs in with code, state, nonce and PKCE verifier; the code and state work once', async () => {
    const c = await configuration();
    const back = await authorizeAt(c.authorizationUrl, 'alice');
    const code = back.url?.searchParams.get('code');
    expect(back.url?.searchParams.get('state')).toBe(c.state);
    const res = await loginWith({ code, state: c.state, nonce: c.nonce, codeVerifier: c.codeVerifier });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ username: 'alice@master', tenant: 'master' });
    expect(res.json().idToken).toMatch(/^ey/);
    const session = { authorization: String(res.headers.authorization) };
    const config = (await app.inject({ method: 'GET', url: '/api/script/runs/user-configuration', headers: session })).json();
    expect(config.options.oidc.useKeepAlive).toBe(true);
    expect(config.user.ssoRefreshTokenIat).toBeGreaterThan(0);
    const replay = await loginWith({ code, state: c.state, nonce: c.nonce, codeVerifier: c.codeVerifier });
    expect(replay.statusCode).toBe(400);
    expect(replay.json().code).toBe('SSO_STATE_INVALID');

    const keepAlive = await app.inject({ method: 'GET', url: '/api/core/oidc/local/keep-alive', headers: session });
    expect(keepAlive.statusCode).toBe(200);
    const renewed = await app.inject({ method: 'POST', url: '/api/core/oidc/local/access-token', headers: session, payload: { grantType: 'refresh_token' } });
    expect(renewed.statusCode).toBe(200);
    expect(renewed.json().ssoRefreshTokenIat).toBeGreaterThan(0);
    expect(renewed.headers.authorization).toMatch(/^Bearer /);
    const logs = await accessLogs(app, admin, 'alice@master');
    expect(logs.some((l) => l.name === 'LOGIN_OIDC' && l.status === 'SUCCESS')).toBe(true);
  });

  it('matches users by ssoId, and refuses unknown users with 403 and a message', async () => {
    const c = await configuration();
    const back = await authorizeAt(c.authorizationUrl, 'bob');
    const res = await loginWith({ code: back.url?.searchParams.get('code'), state: c.state });
    expect(res.json().username).toBe('robert@master');
    const c2 = await configuration();
    const stranger = await authorizeAt(c2.authorizationUrl, 'mallory');
    const refused = await loginWith({ code: stranger.url?.searchParams.get('code'), state: c2.state });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ code: 'SSO_USER_NOT_FOUND', message: 'User "mallory@master" may not sign in to this tenant' });
  });

  it('refuses a wrong verifier, an unknown state, a bad code and an unknown provider with 4xx', async () => {
    const c = await configuration();
    const back = await authorizeAt(c.authorizationUrl, 'alice');
    const code = back.url?.searchParams.get('code');
    expect((await loginWith({ code, state: c.state, codeVerifier: 'x'.repeat(43) })).json().code).toBe('SSO_STATE_INVALID');
    expect((await loginWith({ code, state: 'made-up' })).statusCode).toBe(400);
    const c2 = await configuration();
    const bad = await loginWith({ code: 'not-a-code', state: c2.state });
    expect(bad.statusCode).toBe(401);
    expect(bad.json().code).toBe('SSO_LOGIN_FAILED');
    expect((await app.inject({ method: 'GET', url: '/api/core/oidc/nope' })).statusCode).toBe(404);
    expect((await loginWith({})).statusCode).toBe(400);
  });

  it('signs in with an access token checked at the userinfo endpoint', async () => {
    const c = await configuration();
    const back = await authorizeAt(c.authorizationUrl, 'alice');
    const token = await fetch(`${idp.issuer}/token`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ grant_type: 'authorization_code', code: String(back.url?.searchParams.get('code')), redirect_uri: REDIRECT, code_verifier: c.codeVerifier, client_id: idp.clientId, client_secret: idp.clientSecret }),
    }).then((r) => r.json());
    const res = await loginWith({ accessToken: token.access_token });
    expect(res.statusCode).toBe(200);
    expect(res.json().username).toBe('alice@master');
    expect((await loginWith({ accessToken: 'forged' })).statusCode).toBe(401);
  });

  it('supports response mode form_post: the callback redirects to the app with a single-use login ticket, never a token', async () => {
    const c = await configuration('local-fp');
    expect(c.responseMode).toBe('form_post');
    const back = await authorizeAt(c.authorizationUrl, 'alice');
    expect(back.form?.state).toBe(c.state);
    const cb = await app.inject({ method: 'POST', url: '/api/core/oidc/local-fp/callback', headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: new URLSearchParams(back.form).toString() });
    expect(cb.statusCode).toBe(303);
    const loginPage = new URL(String(cb.headers.location), APP);
    expect(loginPage.pathname).toBe('/authentication/login-page');
    expect(loginPage.searchParams.has('token')).toBe(false);
    const ticket = loginPage.searchParams.get('ticket');
    expect(ticket).toMatch(/^[A-Za-z0-9_-]{43}$/);
    // a ticket is no token: it signs in only by the ticket login, once
    expect((await app.inject({ method: 'POST', url: '/api/core/auth/token/login', payload: { token: ticket } })).statusCode).toBe(401);
    const first = await app.inject({ method: 'POST', url: '/api/core/auth/ticket/login', payload: { ticket } });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({ username: 'alice@master' });
    expect(typeof first.json().idToken).toBe('string');
    expect(String(first.headers.authorization)).toMatch(/^Bearer /);
    const again = await app.inject({ method: 'POST', url: '/api/core/auth/ticket/login', payload: { ticket } });
    expect(again.json()).toMatchObject({ status: 401, code: 'TICKET_INVALID' });
  });
});
