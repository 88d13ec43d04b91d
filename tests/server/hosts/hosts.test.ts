import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { normaliseHost, tenantHostConfiguration } from '../../../server/hosts/hostDirectory.ts';
import { demoLogo } from '../../../server/seed/demo/brand.ts';
import { testDatabases } from '../support/testDatabases.ts';
import { startTestServer, type TestServer } from '../support/testServer.ts';

/** The frame-ancestors directive of a Content-Security-Policy header. */
function frameAncestors(header: unknown): string[] {
  const directive = String(header)
    .split(';')
    .map((d) => d.trim().split(/\s+/))
    .find((d) => d[0] === 'frame-ancestors');
  return directive ? directive.slice(1) : [];
}

describe('host names', () => {
  it('are compared in lower case, without port or trailing dot; anything else is not a host', () => {
    expect(normaliseHost('CRM.Example.com:8443')).toBe('crm.example.com');
    expect(normaliseHost('crm.example.com.')).toBe('crm.example.com');
    expect(normaliseHost('[::1]')).toBe('[::1]');
    for (const bad of ['', 'a b', 'x/y', '<script>', 'a'.repeat(300), '..']) expect(normaliseHost(bad), bad).toBeUndefined();
  });

  it('keep only logos a page may show: http(s), a site path or an image data URI', () => {
    const row = (publicLogo: string) => ({ name: 'acme', label: 'Acme', data: { publicLogo } });
    expect(tenantHostConfiguration('h', row('https://cdn.example.com/logo.png')).publicLogo).toBe('https://cdn.example.com/logo.png');
    expect(tenantHostConfiguration('h', row(demoLogo())).publicLogo).toBe(demoLogo());
    for (const bad of ['javascript:alert(1)', 'data:text/html,<b>x</b>', 'https://x.example.com/"onerror="x']) {
      expect(tenantHostConfiguration('h', row(bad)).publicLogo, bad).toBeNull();
    }
  });
});

describe.each(testDatabases())('GET /api/core/hosts/{hostname} on $name (seed 002 §7)', (db) => {
  let s: TestServer;
  beforeAll(async () => {
    s = await startTestServer(db);
  });
  afterAll(() => s.close());

  const host = async (name: string) => s.inject({ method: 'GET', url: `/api/core/hosts/${encodeURIComponent(name)}` });

  it('answers the installation default, without signing in, for a host no tenant claims', async () => {
    const res = await host('nobody.example.com');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ host: 'nobody.example.com', loginTenant: null, tenantLabel: null, publicLogo: null, windowTitle: 'Tabula', basePath: '/', mode: 'standard' });
    expect(res.json().manifestUrl).toMatch(/^\/manifest/);
  });

  it('answers the tenant that claims a host, its name, logo, title and framing rule, right after the tenant is saved', async () => {
    const saved = await s.inject({
      method: 'PATCH',
      url: '/api/core/tenants/test',
      headers: s.master,
      payload: { label: 'Test Leasing', hosts: ['Leasing.Example.com'], publicLogo: demoLogo(), windowTitle: 'Test Leasing back office', frameAncestors: ['https://portal.example.com'] },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const res = await host('leasing.example.com');
    expect(res.json()).toMatchObject({
      host: 'leasing.example.com',
      loginTenant: 'test',
      tenantLabel: 'Test Leasing',
      publicLogo: demoLogo(),
      windowTitle: 'Test Leasing back office',
      frameAncestors: ['https://portal.example.com'],
    });
    // the security headers of that host follow the tenant's framing rule; other hosts keep 'self'
    const page = await s.inject({ method: 'GET', url: '/', headers: { host: 'leasing.example.com:8443' } });
    expect(frameAncestors(page.headers['content-security-policy'])).toEqual(['https://portal.example.com']);
    const other = await s.inject({ method: 'GET', url: '/', headers: { host: 'other.example.com' } });
    expect(frameAncestors(other.headers['content-security-policy'])).toEqual(["'self'"]);
  });

  it("drops a host from the tenant's configuration when the tenant no longer claims it", async () => {
    await s.inject({ method: 'PATCH', url: '/api/core/tenants/test', headers: s.master, payload: { hosts: [] } });
    expect((await host('leasing.example.com')).json().loginTenant).toBeNull();
  });

  it('refuses what is not a host name with a catalogued 400', async () => {
    const res = await host('<script>');
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('INVALID_FIELD_IN_PATH');
  });

  it('signs a plain username into the tenant of the host (user@tenant completed by the page, tenant sent for e-mails)', async () => {
    const res = await s.inject({ method: 'POST', url: '/api/core/auth/login', payload: { username: 'tester@test', password: 'Tester-Passw0rd-42', tenant: 'test' } });
    expect(res.statusCode).toBe(200);
  });
});
