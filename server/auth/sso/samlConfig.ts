import { createPrivateKey, X509Certificate } from 'node:crypto';
import {
  ValidateInResponseTo,
  type CacheProvider,
  type SamlConfig as NodeSamlOptions,
} from '@node-saml/node-saml';
import { AppError } from '../../../engine/errors/AppError.ts';
import type { SamlConfig } from './ssoProviders.ts';

/** How long a started SAML sign-in may take at the identity provider. */
export const SAML_REQUEST_TTL_SECONDS = 600;
const DEFAULT_SKEW_MS = 60_000;
const MAX_SKEW_MS = 300_000;
/** Shown instead of a stored secret (see ssoProviders SECRET_FIELDS): checked only when replaced. */
const MASKED = '********';

const URLS = ['entryPoint', 'callbackUrl', 'logoutUrl'] as const;
const STRINGS = [
  'appLoginUrl',
  'idpIssuer',
  'audience',
  'usernameAttribute',
  'identifierFormat',
  'privateKey',
] as const;
const BOOLEANS = ['wantAuthnResponseSigned', 'wantAssertionsSigned'] as const;

const invalid = (field: string, why: string) =>
  new AppError('INVALID_FIELD_IN_BODY', [`config.${field}`, why]);

/** A certificate given as PEM or as its bare base64 body, as PEM. */
export function certificatePem(cert: string): string {
  const body = cert.replace(/-----(BEGIN|END) CERTIFICATE-----/g, '').replace(/\s+/g, '');
  return `-----BEGIN CERTIFICATE-----\n${(body.match(/.{1,64}/g) ?? []).join('\n')}\n-----END CERTIFICATE-----\n`;
}

/** Checks a SAML provider configuration when an administrator saves it (mandatory fields are checked before). */
export function checkSamlConfig(config: object): void {
  const c = config as Record<string, unknown>;
  for (const f of [...URLS, ...STRINGS])
    if (c[f] !== undefined && typeof c[f] !== 'string') throw invalid(f, 'must be a string');
  for (const f of BOOLEANS)
    if (c[f] !== undefined && typeof c[f] !== 'boolean') throw invalid(f, 'must be true or false');
  for (const f of URLS) {
    if (c[f] === undefined) continue;
    if (!URL.canParse(String(c[f])) || !/^https?:$/.test(new URL(String(c[f])).protocol))
      throw invalid(f, 'must be an http(s) URL');
  }
  const login = c.appLoginUrl as string | undefined;
  if (login !== undefined && !login.startsWith('/') && !/^https?:\/\//.test(login))
    throw invalid('appLoginUrl', 'must be a path or an http(s) URL');
  const skew = c.acceptedClockSkewMs;
  if (
    skew !== undefined &&
    (typeof skew !== 'number' || !Number.isInteger(skew) || skew < 0 || skew > MAX_SKEW_MS)
  )
    throw invalid('acceptedClockSkewMs', `must be an integer from 0 to ${MAX_SKEW_MS}`);
  if (c.wantAuthnResponseSigned === false && c.wantAssertionsSigned === false)
    throw invalid('wantAssertionsSigned', 'the response or the assertion must be signed');
  try {
    new X509Certificate(certificatePem(String(c.idpCert)));
  } catch {
    throw invalid('idpCert', 'must be an X.509 certificate (PEM or base64)');
  }
  if (typeof c.privateKey === 'string' && c.privateKey && c.privateKey !== MASKED) {
    try {
      createPrivateKey(c.privateKey);
    } catch {
      throw invalid('privateKey', 'must be a PEM private key');
    }
  }
}

/**
 * The node-saml options of a provider: InResponseTo always checked against `requests` (the store
 * of started sign-ins), audience (default: our entity id), clock skew, both signatures by default.
 */
export function samlOptions(c: SamlConfig, requests: CacheProvider): NodeSamlOptions {
  return {
    entryPoint: c.entryPoint,
    logoutUrl: c.logoutUrl || c.entryPoint,
    issuer: c.issuer,
    callbackUrl: c.callbackUrl,
    idpCert: c.idpCert,
    idpIssuer: c.idpIssuer || undefined,
    audience: c.audience || c.issuer,
    identifierFormat: c.identifierFormat === '' ? null : c.identifierFormat,
    acceptedClockSkewMs: c.acceptedClockSkewMs ?? DEFAULT_SKEW_MS,
    wantAuthnResponseSigned: c.wantAuthnResponseSigned ?? true,
    wantAssertionsSigned: c.wantAssertionsSigned ?? true,
    validateInResponseTo: ValidateInResponseTo.always,
    requestIdExpirationPeriodMs: SAML_REQUEST_TTL_SECONDS * 1000,
    cacheProvider: requests,
    // Let the provider choose how the user authenticates (a fixed class makes MFA sign-ins fail at some providers).
    disableRequestedAuthnContext: true,
    privateKey: c.privateKey || undefined,
    signatureAlgorithm: 'sha256',
  };
}
