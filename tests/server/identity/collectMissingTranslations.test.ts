import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, createUser, signIn, USER_PASSWORD, type Headers } from './helpers.ts';

let app: FastifyInstance;
let admin: Headers;
let reader: Headers;

beforeAll(async () => {
  app = await buildApp();
  admin = await signIn(app);
  const put = await app.inject({ method: 'PUT', url: '/api/core/profiles-permissions', headers: admin, payload: { READER: ['read all'] } });
  expect(put.statusCode, put.body).toBe(200);
  await createUser(app, admin, 'reader@master', { profiles: ['READER'] });
  reader = await signIn(app, 'reader@master', USER_PASSWORD);
}, 120_000);
afterAll(() => app?.close());

const collects = async (h: Headers) => (await app.inject({ method: 'GET', url: '/api/script/runs/user-configuration', headers: h })).json().collectMissingTranslations as unknown;
const report = (h: Headers, keysToAdd: string[]) => app.inject({ method: 'POST', url: '/api/core/locales/fr/keys', headers: h, payload: { keysToAdd } });

/** Sets the tenant-config item's options (created by the first start, or created here). */
async function setOptions(options: Record<string, unknown>) {
  const content = JSON.stringify({ options });
  const patched = await app.inject({ method: 'PATCH', url: '/api/script/scripts/tenant-config', headers: admin, payload: { content } });
  const res = patched.statusCode === 404 ? await app.inject({ method: 'POST', url: '/api/script/scripts', headers: admin, payload: { name: 'tenant-config', type: 'config', content } }) : patched;
  expect(res.statusCode, res.body).toBeLessThan(300);
}

describe('collectMissingTranslations (seed 000 §3.5, §7)', () => {
  it('is on for users who may write locales, off for the others, whose reports are refused', async () => {
    expect(await collects(admin)).toBe(true);
    expect(await collects(reader)).toBe(false);
    const refused = await report(reader, ['A key a reader saw']);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ code: 'PERMISSION_DENIED' });
    expect((await report(admin, ['A key an admin saw'])).json()).toEqual({ added: ['A key an admin saw'] });
  });

  it("the tenant's option turns it off for everyone", async () => {
    await setOptions({ collectMissingTranslations: false });
    expect(await collects(admin)).toBe(false);
    await setOptions({ collectMissingTranslations: 'no' });
    // a value of the wrong type keeps the default
    expect(await collects(admin)).toBe(true);
  });

  it('saveOuterPanelsExpandedState: on by default, off when the tenant says so', async () => {
    const option = async () => (await app.inject({ method: 'GET', url: '/api/script/runs/user-configuration', headers: reader })).json().options.saveOuterPanelsExpandedState as unknown;
    await setOptions({});
    expect(await option()).toBe(true);
    await setOptions({ saveOuterPanelsExpandedState: false });
    expect(await option()).toBe(false);
  });
});
