import { randomUUID } from 'node:crypto';
import { inflateRawSync } from 'node:zlib';
import { signSamlPost } from '@node-saml/node-saml/lib/saml-post-signing';
import { generate } from 'selfsigned';

/** A SAML identity provider made in the test: its key pair, self-signed certificate and entity id. */
export interface SamlIdp {
  issuer: string;
  entryPoint: string;
  logoutUrl: string;
  cert: string;
  privateKey: string;
}

export async function makeSamlIdp(name = 'Local SAML IdP'): Promise<SamlIdp> {
  const pems = await generate([{ name: 'commonName', value: name }], { keySize: 2048, algorithm: 'sha256' });
  return {
    issuer: 'https://idp.test/saml',
    entryPoint: 'https://idp.test/sso',
    logoutUrl: 'https://idp.test/slo',
    cert: pems.cert,
    privateKey: pems.private,
  };
}

/** The XML of a SAMLRequest query parameter (HTTP-Redirect binding: deflated, base64). */
export function redirectMessage(url: string): { xml: string; params: URLSearchParams } {
  const params = new URL(url).searchParams;
  return {
    xml: inflateRawSync(Buffer.from(String(params.get('SAMLRequest')), 'base64')).toString('utf8'),
    params,
  };
}

/** The ID of the AuthnRequest a login URL carries. */
export const requestIdOf = (loginUrl: string) =>
  /\sID="([^"]+)"/.exec(redirectMessage(loginUrl).xml)?.[1] ?? '';

export interface ResponseOptions {
  inResponseTo: string;
  acs: string;
  audience: string;
  nameId: string;
  attributes?: Record<string, string>;
  issuer?: string;
  sessionIndex?: string;
  /** Validity window around now, in seconds (default -60 .. +300). */
  notBefore?: number;
  notOnOrAfter?: number;
}

const iso = (offsetSeconds: number) => new Date(Date.now() + offsetSeconds * 1000).toISOString();
const esc = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/"/g, '&quot;');

/** An unsigned SAML 2.0 Response with one bearer assertion, as an IdP answers an AuthnRequest. */
export function buildResponse(idp: SamlIdp, o: ResponseOptions): string {
  const issuer = esc(o.issuer ?? idp.issuer);
  const notBefore = iso(o.notBefore ?? -60);
  const notOnOrAfter = iso(o.notOnOrAfter ?? 300);
  const attributes = Object.entries(o.attributes ?? {})
    .map(
      ([k, v]) =>
        `<saml:Attribute Name="${esc(k)}"><saml:AttributeValue>${esc(v)}</saml:AttributeValue></saml:Attribute>`,
    )
    .join('');
  return (
    `<samlp:Response xmlns:samlp="urn:oasis:names:tc:SAML:2.0:protocol" xmlns:saml="urn:oasis:names:tc:SAML:2.0:assertion" ID="_r${randomUUID()}" Version="2.0" IssueInstant="${iso(0)}" Destination="${esc(o.acs)}" InResponseTo="${esc(o.inResponseTo)}">` +
    `<saml:Issuer>${issuer}</saml:Issuer>` +
    `<samlp:Status><samlp:StatusCode Value="urn:oasis:names:tc:SAML:2.0:status:Success"/></samlp:Status>` +
    `<saml:Assertion ID="_a${randomUUID()}" Version="2.0" IssueInstant="${iso(0)}">` +
    `<saml:Issuer>${issuer}</saml:Issuer>` +
    `<saml:Subject><saml:NameID Format="urn:oasis:names:tc:SAML:1.1:nameid-format:unspecified">${esc(o.nameId)}</saml:NameID>` +
    `<saml:SubjectConfirmation Method="urn:oasis:names:tc:SAML:2.0:cm:bearer"><saml:SubjectConfirmationData InResponseTo="${esc(o.inResponseTo)}" NotOnOrAfter="${notOnOrAfter}" Recipient="${esc(o.acs)}"/></saml:SubjectConfirmation></saml:Subject>` +
    `<saml:Conditions NotBefore="${notBefore}" NotOnOrAfter="${notOnOrAfter}"><saml:AudienceRestriction><saml:Audience>${esc(o.audience)}</saml:Audience></saml:AudienceRestriction></saml:Conditions>` +
    `<saml:AuthnStatement AuthnInstant="${iso(0)}" SessionIndex="${esc(o.sessionIndex ?? `_s${randomUUID()}`)}"><saml:AuthnContext><saml:AuthnContextClassRef>urn:oasis:names:tc:SAML:2.0:ac:classes:PasswordProtectedTransport</saml:AuthnContextClassRef></saml:AuthnContext></saml:AuthnStatement>` +
    (attributes ? `<saml:AttributeStatement>${attributes}</saml:AttributeStatement>` : '') +
    `</saml:Assertion></samlp:Response>`
  );
}

const RESPONSE = '/*[local-name(.)="Response" and namespace-uri(.)="urn:oasis:names:tc:SAML:2.0:protocol"]';
const ASSERTION = `${RESPONSE}/*[local-name(.)="Assertion" and namespace-uri(.)="urn:oasis:names:tc:SAML:2.0:assertion"]`;

/**
 * Signs the assertion, then the whole response (enveloped XML signatures, exclusive c14n, RSA-SHA256),
 * each placed after its Issuer as the SAML schema wants.
 */
export function signResponse(xml: string, key: { privateKey: string; cert: string }): string {
  const options = {
    privateKey: key.privateKey,
    publicCert: key.cert,
    signatureAlgorithm: 'sha256' as const,
    digestAlgorithm: 'sha256',
  };
  return signSamlPost(signSamlPost(xml, ASSERTION, options), RESPONSE, options);
}

/** The form an IdP's auto-submitting page posts to the assertion consumer. */
export const acsForm = (xml: string, relayState?: string) =>
  new URLSearchParams({
    SAMLResponse: Buffer.from(xml, 'utf8').toString('base64'),
    ...(relayState ? { RelayState: relayState } : {}),
  }).toString();
