import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { build } from '../../server/app.ts';
import { appShellPolicy, cleanSources, frameAncestorsOf, readSecurityOptions } from '../../server/http/securityHeaders.ts';

/** The directives of a Content-Security-Policy header, by name. */
function directives(header: unknown): Record<string, string[]> {
  return Object.fromEntries(
    String(header)
      .split(';')
      .map((d) => d.trim().split(/\s+/))
      .filter((d) => d[0])
      .map(([name, ...values]) => [name, values]),
  );
}

let app: FastifyInstance;

beforeAll(async () => {
  app = await build({
    adminPassword: 'Headers-test-Passw0rd',
    logger: false,
    demoData: false,
    security: {
      frameAncestors: { 'crm.example.com': ["'self'", 'https://portal.example.com'], 'closed.example.com': ["'none'"] },
      tileHosts: ['https://tiles.example.com'],
    },
  });
});
afterAll(() => app.close());

describe('security headers (issue 19 item 6)', () => {
  it('gives the app shell a policy without unsafe-eval, with wasm-unsafe-eval and the tile host', async () => {
    const res = await app.inject({ method: 'GET', url: '/contracts' });
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    const csp = directives(res.headers['content-security-policy']);
    expect(csp['script-src']).toEqual(["'self'", "'wasm-unsafe-eval'"]);
    expect(JSON.stringify(csp)).not.toContain("'unsafe-eval'");
    expect(csp['script-src']).not.toContain("'unsafe-inline'");
    expect(csp['default-src']).toEqual(["'self'"]);
    expect(csp['object-src']).toEqual(["'none'"]);
    expect(csp['base-uri']).toEqual(["'self'"]);
    expect(csp['img-src']).toContain('https://tiles.example.com');
    expect(csp['frame-ancestors']).toEqual(["'self'"]);
    expect(res.headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['referrer-policy']).toBe('same-origin');
  });

  it('gives JSON answers, errors included, a closed policy', async () => {
    for (const url of ['/api/core/ping', '/api/no/such/route', '/api/core/users/current']) {
      const res = await app.inject({ method: 'GET', url });
      expect(res.headers['content-security-policy'], url).toBe("default-src 'none'; frame-ancestors 'self'");
      expect(res.headers['x-content-type-options'], url).toBe('nosniff');
    }
  });

  it('takes frame-ancestors from the host configuration, host name without port', async () => {
    const crm = await app.inject({ method: 'GET', url: '/', headers: { host: 'crm.example.com:8443' } });
    expect(directives(crm.headers['content-security-policy'])['frame-ancestors']).toEqual(["'self'", 'https://portal.example.com']);
    // X-Frame-Options cannot name another site: left out, the CSP rules
    expect(crm.headers['x-frame-options']).toBeUndefined();
    const closed = await app.inject({ method: 'GET', url: '/api/core/ping', headers: { host: 'closed.example.com' } });
    expect(closed.headers['content-security-policy']).toBe("default-src 'none'; frame-ancestors 'none'");
    expect(closed.headers['x-frame-options']).toBe('DENY');
  });

  it('sends HSTS only for requests that came over TLS', async () => {
    const plain = await app.inject({ method: 'GET', url: '/api/core/ping' });
    expect(plain.headers['strict-transport-security']).toBeUndefined();
    const spoofedHttp = await app.inject({ method: 'GET', url: '/api/core/ping', headers: { 'x-forwarded-proto': 'http' } });
    expect(spoofedHttp.headers['strict-transport-security']).toBeUndefined();
    const tls = await app.inject({ method: 'GET', url: '/api/core/ping', headers: { 'x-forwarded-proto': 'https' } });
    expect(tls.headers['strict-transport-security']).toBe('max-age=31536000');
    const chain = await app.inject({ method: 'GET', url: '/', headers: { 'x-forwarded-proto': 'https, http' } });
    expect(chain.headers['strict-transport-security']).toBe('max-age=31536000');
  });
});

describe('security options', () => {
  it('reads the environment: one source list for every host, or JSON by host', () => {
    expect(readSecurityOptions({ TABULA_FRAME_ANCESTORS: "'self' https://portal.example.com" }).frameAncestors).toEqual({ '*': ["'self'", 'https://portal.example.com'] });
    const byHost = readSecurityOptions({ TABULA_FRAME_ANCESTORS: '{"CRM.example.com": ["https://a.example.com"], "*": "\'none\'"}', TABULA_TILE_HOSTS: 'https://t1.example.com, https://t2.example.com', TABULA_HSTS_MAX_AGE: '0' });
    expect(frameAncestorsOf(byHost, 'crm.example.com')).toEqual(['https://a.example.com']);
    expect(frameAncestorsOf(byHost, 'other.example.com')).toEqual(["'none'"]);
    expect(byHost.tileHosts).toEqual(['https://t1.example.com', 'https://t2.example.com']);
    expect(byHost.hstsMaxAge).toBe(0);
    expect(frameAncestorsOf({}, 'any')).toEqual(["'self'"]);
  });

  it('drops sources that would add directives or keywords', () => {
    expect(cleanSources(["'self'", 'https://ok.example.com', 'https://x.example.com; script-src *', "'unsafe-eval'", "'unsafe-inline'", 'data:', '*.example.com:443'])).toEqual([
      "'self'",
      'https://ok.example.com',
      'data:',
      '*.example.com:443',
    ]);
    const policy = appShellPolicy({ tileHosts: ["https://t.example.com 'unsafe-eval'"] }, ["'self'"]);
    expect(policy).not.toContain("'unsafe-eval'");
    expect(directives(policy)['img-src']).toEqual(["'self'", 'data:', 'blob:']);
  });
});
