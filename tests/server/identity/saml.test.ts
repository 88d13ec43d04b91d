import { createPublicKey, generateKeyPairSync, verify } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accessLogs, buildApp, createUser, signIn, type Headers } from './helpers.ts';
import {
  acsForm,
  buildResponse,
  makeSamlIdp,
  redirectMessage,
  requestIdOf,
  signResponse,
  type ResponseOptions,
  type SamlIdp,
} from './samlIdp.ts';

const APP = 'https://tabula.test';
const SP = 'https://tabula.test/saml/sp';
const acsOf = (id: string) => `${APP}/api/core/saml/${id}/acs`;

let app: FastifyInstance;
let admin: Headers;
let idp: SamlIdp;
let intruder: SamlIdp;
const sp = generateKeyPairSync('rsa', {
  modulusLength: 2048,
  publicKeyEncoding: { type: 'spki', format: 'pem' },
  privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
});

const provider = (id: string, extra: Record<string, unknown> = {}) => ({
  kind: 'saml',
  config: {
    entryPoint: idp.entryPoint,
    logoutUrl: idp.logoutUrl,
    issuer: SP,
    idpCert: idp.cert,
    idpIssuer: idp.issuer,
    callbackUrl: acsOf(id),
    usernameAttribute: 'uid',
    ...extra,
  },
});

beforeAll(async () => {
  [app, idp, intruder] = await Promise.all([buildApp(), makeSamlIdp(), makeSamlIdp('Intruder')]);
  admin = await signIn(app);
  for (const [id, extra] of [
    ['corp', {}],
    ['corp-signed', { privateKey: sp.privateKey }],
  ] as const) {
    const res = await app.inject({
      method: 'PUT',
      url: `/api/core/sso-providers/${id}`,
      headers: admin,
      payload: provider(id, extra),
    });
    expect(res.statusCode, res.body).toBe(200);
  }
  await createUser(app, admin, 'alice@master');
  await createUser(app, admin, 'robert@master', { ssoId: 'bob' });
});
afterAll(async () => {
  await app.close();
});

/** Starts a sign-in and answers the AuthnRequest ID the IdP answers to. */
async function start(id = 'corp', redirect?: string): Promise<string> {
  const res = await app.inject({
    method: 'GET',
    url: `/api/core/saml/${id}${redirect ? `?redirect=${encodeURIComponent(redirect)}` : ''}`,
  });
  expect(res.statusCode, res.body).toBe(200);
  return requestIdOf(res.json().loginUrl);
}

type Options = Partial<ResponseOptions> & {
  provider?: string;
  key?: SamlIdp;
  tamper?: (xml: string) => string;
  unsigned?: boolean;
};

/** A response to a fresh request (unless inResponseTo is given), signed by the IdP (or `key`), posted to the ACS. */
async function post(o: Options = {}) {
  const id = o.provider ?? 'corp';
  const inResponseTo = o.inResponseTo ?? (await start(id));
  const xml = buildResponse(idp, {
    acs: acsOf(id),
    audience: SP,
    nameId: 'alice-at-idp',
    attributes: { uid: 'alice@master' },
    ...o,
    inResponseTo,
  });
  const signed = o.unsigned ? xml : signResponse(xml, o.key ?? idp);
  const body = acsForm(o.tamper ? o.tamper(signed) : signed, '/ignored-relay');
  const res = await app.inject({
    method: 'POST',
    url: `/api/core/saml/${id}/acs`,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: body,
  });
  return { res, body };
}

const locationOf = (res: { headers: Record<string, unknown> }) => new URL(String(res.headers.location), APP);

describe('SAML sign-in with a signed response from a local identity provider', () => {
  it('answers a loginUrl: a deflated AuthnRequest to the entry point, the original URL as RelayState', async () => {
    const res = await app.inject({
      method: 'GET',
      url: '/api/core/saml/corp?redirect=%2Fcontracts%3Fstatus%3DACTIVE',
    });
    expect(res.statusCode).toBe(200);
    const url = new URL(res.json().loginUrl);
    expect(`${url.origin}${url.pathname}`).toBe(idp.entryPoint);
    const { xml, params } = redirectMessage(url.href);
    expect(params.get('RelayState')).toBe('/contracts?status=ACTIVE');
    expect(xml).toContain(`AssertionConsumerServiceURL="${acsOf('corp')}"`);
    expect(xml).toContain(`>${SP}</saml:Issuer>`);
    expect(params.get('Signature')).toBeNull();
    const signed = redirectMessage(
      (await app.inject({ method: 'GET', url: '/api/core/saml/corp-signed' })).json().loginUrl,
    );
    expect(signed.params.get('Signature')).toBeTruthy();

    expect(
      (
        await app.inject({ method: 'GET', url: '/api/core/saml/corp?redirect=https%3A%2F%2Fevil.test' })
      ).json(),
    ).toMatchObject({ status: 400, code: 'INVALID_FIELD_IN_QUERY' });
    expect((await app.inject({ method: 'GET', url: '/api/core/saml/nope' })).json()).toMatchObject({
      status: 404,
      code: 'SSO_PROVIDER_NOT_FOUND',
    });
  });

  it('signs in: the ACS redirects to the login page with a single-use login ticket that opens a working session', async () => {
    const inResponseTo = await start('corp', '/contracts');
    const { res } = await post({ inResponseTo, sessionIndex: '_session-1' });
    expect(res.statusCode, res.body).toBe(303);
    const back = locationOf(res);
    expect(back.pathname).toBe('/authentication/login-page');
    expect(back.searchParams.get('redirect')).toBe('/contracts');
    expect(back.searchParams.get('sessionIndex')).toBe('_session-1');
    expect(back.searchParams.get('nameId')).toBe('alice-at-idp');
    expect(back.searchParams.has('token')).toBe(false);
    const login = await app.inject({
      method: 'POST',
      url: '/api/core/auth/ticket/login',
      payload: { ticket: back.searchParams.get('ticket') },
    });
    expect(login.statusCode, login.body).toBe(200);
    expect(login.json()).toMatchObject({
      username: 'alice@master',
      tenant: 'master',
      isAdmin: false,
      sessionIndex: '_session-1',
      nameId: 'alice-at-idp',
    });
    const session = { authorization: String(login.headers.authorization) };
    const current = await app.inject({ method: 'GET', url: '/api/core/users/current', headers: session });
    expect(current.statusCode).toBe(200);
    expect(current.json().username).toBe('alice@master');
    const logs = await accessLogs(app, admin, 'alice@master');
    expect(logs.some((l) => l.name === 'LOGIN_SAML' && l.status === 'SUCCESS')).toBe(true);
  });

  it('refuses a replay of the same response, even to a new request', async () => {
    const { res, body } = await post();
    expect(res.statusCode).toBe(303);
    const again = await app.inject({
      method: 'POST',
      url: '/api/core/saml/corp/acs',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: body,
    });
    expect(again.json()).toMatchObject({ status: 400, code: 'SSO_STATE_INVALID' });
    expect((await post({ inResponseTo: '_never-asked' })).res.json()).toMatchObject({
      status: 400,
      code: 'SSO_STATE_INVALID',
    });
  });

  it('refuses a response changed after signing, unsigned, or signed by another key', async () => {
    const uid = await post({
      tamper: (xml) =>
        xml.replace('<saml:AttributeValue>alice@master<', '<saml:AttributeValue>admin@master<'),
    });
    expect(uid.res.json()).toMatchObject({ status: 401, code: 'SAML_SIGNATURE_INVALID' });
    const window = await post({
      tamper: (xml) =>
        xml.replace(/(<saml:Conditions NotBefore="[^"]+" NotOnOrAfter=")[^"]+"/, '$12099-01-01T00:00:00Z"'),
    });
    expect(window.res.json().code).toBe('SAML_SIGNATURE_INVALID');
    expect((await post({ unsigned: true })).res.json()).toMatchObject({
      status: 401,
      code: 'SAML_SIGNATURE_INVALID',
    });
    expect((await post({ key: intruder })).res.json()).toMatchObject({
      status: 401,
      code: 'SAML_SIGNATURE_INVALID',
    });
    const logs = await app.inject({
      method: 'GET',
      url: '/api/system/access-logs?name=LOGIN_SAML&range=0-99',
      headers: admin,
    });
    expect(
      logs
        .json()
        .some(
          (l: Record<string, unknown>) =>
            l.status === 'SAML_SIGNATURE_INVALID' &&
            l.url === '/api/core/saml/corp/acs' &&
            l.statusCode === 401,
        ),
    ).toBe(true);
  });

  it('checks audience, time window with clock skew, and issuer', async () => {
    const audience = (await post({ audience: 'https://someone-else.test' })).res.json();
    expect(audience).toMatchObject({ status: 401, code: 'SAML_ASSERTION_REFUSED' });
    expect(audience.message).toContain('audience mismatch');
    const expired = (await post({ notBefore: -900, notOnOrAfter: -600 })).res.json();
    expect(expired).toMatchObject({ status: 401, code: 'SAML_ASSERTION_REFUSED' });
    expect(expired.message).toContain('expired');
    expect((await post({ notBefore: 600, notOnOrAfter: 900 })).res.json().code).toBe(
      'SAML_ASSERTION_REFUSED',
    );
    expect((await post({ notBefore: 30 })).res.statusCode).toBe(303);
    const issuer = (await post({ issuer: 'https://other-idp.test' })).res.json();
    expect(issuer).toMatchObject({
      status: 401,
      code: 'SAML_ASSERTION_REFUSED',
      message: 'The SAML assertion was refused: unexpected issuer "https://other-idp.test"',
    });
  });

  it('maps NameID to ssoId or the username attribute, and refuses unknown users with 403', async () => {
    const bob = await post({ nameId: 'bob', attributes: { uid: 'not-a-user@master' } });
    const ticket = locationOf(bob.res).searchParams.get('ticket');
    expect(
      (await app.inject({ method: 'POST', url: '/api/core/auth/ticket/login', payload: { ticket } })).json()
        .username,
    ).toBe('robert@master');
    const stranger = (await post({ nameId: 'mallory', attributes: { uid: 'mallory@master' } })).res;
    expect(stranger.statusCode).toBe(403);
    expect(stranger.json()).toMatchObject({
      code: 'SSO_USER_NOT_FOUND',
      message: 'User "mallory@master" may not sign in to this tenant',
    });
    expect((await post({ attributes: {} })).res.json()).toMatchObject({
      status: 401,
      code: 'SAML_ASSERTION_REFUSED',
    });
  });

  it('answers 4xx to bad input at the assertion consumer', async () => {
    const form = { 'content-type': 'application/x-www-form-urlencoded' };
    expect(
      (
        await app.inject({
          method: 'POST',
          url: '/api/core/saml/corp/acs',
          headers: form,
          payload: 'RelayState=%2F',
        })
      ).json(),
    ).toMatchObject({ status: 400, code: 'MISSING_FIELD_IN_BODY' });
    expect(
      (
        await app.inject({
          method: 'POST',
          url: '/api/core/saml/corp/acs',
          headers: form,
          payload: 'SAMLResponse=bm90IHhtbA%3D%3D',
        })
      ).json(),
    ).toMatchObject({ status: 400, code: 'SAML_RESPONSE_INVALID' });
    expect(
      (
        await app.inject({
          method: 'POST',
          url: '/api/core/saml/nope/acs',
          headers: form,
          payload: 'SAMLResponse=x',
        })
      ).statusCode,
    ).toBe(404);
  });

  it('answers the logout URL of the session: a LogoutRequest naming its NameID and session index', async () => {
    const { res } = await post({ provider: 'corp-signed', sessionIndex: '_session-9' });
    const back = locationOf(res);
    const login = await app.inject({
      method: 'POST',
      url: '/api/core/auth/ticket/login',
      payload: { ticket: back.searchParams.get('ticket') },
    });
    const session = { authorization: String(login.headers.authorization) };
    const logout = (
      payload: Record<string, unknown>,
      headers: Record<string, string> = session,
      id = 'corp-signed',
    ) => app.inject({ method: 'POST', url: `/api/core/saml/${id}/logout`, headers, payload });

    const ok = await logout({ sessionIndex: '_session-9', nameId: 'alice-at-idp' });
    expect(ok.statusCode, ok.body).toBe(200);
    const url = new URL(ok.json().logoutUrl);
    expect(`${url.origin}${url.pathname}`).toBe(idp.logoutUrl);
    const { xml, params } = redirectMessage(url.href);
    expect(xml).toContain('LogoutRequest');
    expect(xml).toContain('>alice-at-idp</saml:NameID>');
    expect(xml).toContain('>_session-9</saml2p:SessionIndex>');
    // Signed with the service provider's key (HTTP-Redirect binding: the signature covers the query).
    const signedPart = `SAMLRequest=${encodeURIComponent(String(params.get('SAMLRequest')))}&SigAlg=${encodeURIComponent(String(params.get('SigAlg')))}`;
    expect(
      verify(
        'RSA-SHA256',
        Buffer.from(signedPart),
        createPublicKey(sp.publicKey),
        Buffer.from(String(params.get('Signature')), 'base64'),
      ),
    ).toBe(true);

    expect((await logout({ sessionIndex: '_session-9', nameId: 'someone-else' })).json()).toMatchObject({
      status: 400,
      code: 'SAML_SESSION_MISMATCH',
    });
    expect(
      (await logout({ sessionIndex: '_session-9', nameId: 'alice-at-idp' }, session, 'corp')).json().code,
    ).toBe('SAML_SESSION_MISMATCH');
    expect((await logout({ sessionIndex: '_session-9', nameId: 'alice-at-idp' }, admin)).json().code).toBe(
      'SAML_SESSION_MISMATCH',
    );
    expect((await logout({ nameId: 'alice-at-idp' })).json()).toMatchObject({
      status: 400,
      code: 'INVALID_FIELD_IN_BODY',
    });
    expect((await logout({ sessionIndex: '_session-9', nameId: 'alice-at-idp' }, {})).statusCode).toBe(401);
  });

  it('checks a SAML provider when it is saved and never answers its private key', async () => {
    const listed = (
      await app.inject({ method: 'GET', url: '/api/core/sso-providers', headers: admin })
    ).json();
    expect(listed.find((p: { id: string }) => p.id === 'corp-signed').config.privateKey).toBe('********');
    const bad = await app.inject({
      method: 'PUT',
      url: '/api/core/sso-providers/broken',
      headers: admin,
      payload: provider('broken', { idpCert: 'not a certificate' }),
    });
    expect(bad.json()).toMatchObject({ status: 400, code: 'INVALID_FIELD_IN_BODY' });
    const skew = await app.inject({
      method: 'PUT',
      url: '/api/core/sso-providers/broken',
      headers: admin,
      payload: provider('broken', { acceptedClockSkewMs: -1 }),
    });
    expect(skew.json().code).toBe('INVALID_FIELD_IN_BODY');
    const kept = await app.inject({
      method: 'PUT',
      url: '/api/core/sso-providers/corp-signed',
      headers: admin,
      payload: provider('corp-signed', { privateKey: '********' }),
    });
    expect(kept.statusCode).toBe(200);
    expect(
      redirectMessage(
        (await app.inject({ method: 'GET', url: '/api/core/saml/corp-signed' })).json().loginUrl,
      ).params.get('Signature'),
    ).toBeTruthy();
  });
});
