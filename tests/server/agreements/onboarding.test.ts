import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AppError } from '../../../engine/errors/AppError.ts';
import { setPassword } from '../../../server/auth/credentials.ts';
import { decodedBody, startSmtpServer } from '../mail/smtpServer.ts';
import { testDatabases } from '../support/testDatabases.ts';
import { signIn, startTestServer, type TestServer } from '../support/testServer.ts';

type Rec = Record<string, unknown>;

const ONBOARD = '/api/script/runs/onboard-partner';
const CHECK = '/api/core/auth/password-tokens/check';
const SET = '/api/core/auth/password-tokens/password';
const PUBLIC_URL = 'https://backoffice.lender.example';
const PASSWORD = 'Partner-Passw0rd-42';

const partner = (email: string, companyName = 'Partner Motors Ltd') => ({
  companyName,
  country: 'FR',
  email,
  firstName: 'Jane',
  lastName: 'Doe',
  locale: 'fr-FR',
});

describe.each(testDatabases())('partner onboarding on $name', (db) => {
  let s: TestServer;
  let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
  beforeAll(async () => {
    smtp = await startSmtpServer();
    s = await startTestServer(db, {
      mail: { smtpUrl: smtp.url, from: 'backoffice@lender.example', publicUrl: PUBLIC_URL },
    });
  }, 120_000);
  afterAll(async () => {
    await s?.close();
    await smtp?.close();
  });

  const onboard = (body: Rec, headers = s.test) =>
    s.inject({ method: 'POST', url: ONBOARD, headers, payload: body });
  const counts = () =>
    s.app.tabula.db.withTenant('test', async (q) => {
      const n = async (table: string) =>
        Number((await q.query<{ n: string }>(`SELECT count(*) AS n FROM ${table}`)).rows[0].n);
      const { registry } = s.app.tabula;
      return {
        persons: await n(registry.get('Person').table),
        users: await n(registry.get('User').table),
        mails: await n(registry.get('Mail').table),
        tokens: await n('password_tokens'),
      };
    });
  /** The token of the last mail the SMTP server received for `to`. */
  const tokenSentTo = (to: string) => {
    const received = smtp.mails.filter((m) => m.to.includes(to)).at(-1);
    const link = new RegExp(
      `${PUBLIC_URL.replace(/[.]/g, '\\.')}/authentication/set-password\\?token=([A-Za-z0-9._%-]+)`,
    ).exec(received ? decodedBody(received) : '')?.[1];
    return link ? decodeURIComponent(link) : undefined;
  };

  it('creates the partner company, its user and sends the self registration mail', async () => {
    const res = await onboard(partner('Jane.Doe@Partner.example'));
    expect(res.statusCode, res.body).toBe(201);
    const answer = res.json() as { person: Rec; user: Rec; mail: Rec };
    expect(answer.user).toEqual({ username: 'jane.doe@partner.example', profiles: ['PARTNER'] });
    expect(answer.mail).toMatchObject({ status: 'SENT', to: ['jane.doe@partner.example'] });

    const person = (
      await s.inject({
        method: 'GET',
        url: `/api/person/persons/${String(answer.person.registration)}`,
        headers: s.test,
      })
    ).json() as Rec;
    expect(person).toMatchObject({
      type: 'C',
      name: 'Partner Motors Ltd',
      roles: [{ role: 'PARTNER' }],
      email: 'jane.doe@partner.example',
      username: 'jane.doe@partner.example',
    });
    expect(person.addresses).toEqual([expect.objectContaining({ type: 'MAIN', country: 'FR' })]);
    expect(person.contacts).toEqual([
      expect.objectContaining({ firstName: 'Jane', lastName: 'Doe', email: 'jane.doe@partner.example' }),
    ]);

    const user = (
      await s.inject({ method: 'GET', url: '/api/core/users/jane.doe@partner.example', headers: s.test })
    ).json() as Rec;
    expect(user).toMatchObject({
      name: 'Jane Doe',
      email: 'jane.doe@partner.example',
      locale: 'fr-FR',
      partnerRegistration: person.registration,
      personRegistration: person.registration,
    });

    const received = smtp.mails.at(-1)!;
    expect(received.to).toEqual(['jane.doe@partner.example']);
    expect(received.data).toMatch(/^Subject: Your partner access for Partner Motors Ltd$/m);
    const token = tokenSentTo('jane.doe@partner.example');
    expect(token).toMatch(/^test\./);
    // the copy kept in the application has no usable link
    const stored = (
      await s.inject({
        method: 'GET',
        url: `/api/communication/mails/${String(answer.mail.registration)}`,
        headers: s.test,
      })
    ).json() as Rec;
    expect(stored).toMatchObject({
      template: 'partner-onboarding',
      entityName: 'Person',
      entityRegistration: person.registration,
    });
    expect(String(stored.body)).not.toContain(token!);
  });

  it('lets the link set the password once, then the partner signs in with it', async () => {
    const token = tokenSentTo('jane.doe@partner.example')!;
    const login = () =>
      s.inject({
        method: 'POST',
        url: '/api/core/auth/login',
        payload: { username: 'jane.doe@partner.example', password: PASSWORD, tenant: 'test' },
      });
    expect((await login()).statusCode).toBe(401);

    const check = await s.inject({ method: 'POST', url: CHECK, payload: { token } });
    expect(check.statusCode, check.body).toBe(200);
    expect(check.json()).toMatchObject({ username: 'jane.doe@partner.example', tenant: 'test' });

    // a refused password leaves the link usable
    const weak = await s.inject({ method: 'POST', url: SET, payload: { token, password: 'short' } });
    expect(weak.statusCode).toBe(400);
    expect(weak.json().code).toBe('WEAK_PASSWORD');

    const set = await s.inject({ method: 'POST', url: SET, payload: { token, password: PASSWORD } });
    expect(set.statusCode, set.body).toBe(200);
    expect(set.json()).toMatchObject({
      username: 'jane.doe@partner.example',
      tenant: 'test',
      passwordSet: true,
      signedIn: true,
    });
    expect(String(set.headers.authorization)).toMatch(/^Bearer /);

    const again = await s.inject({
      method: 'POST',
      url: SET,
      payload: { token, password: 'Another-Passw0rd-1' },
    });
    expect(again.statusCode).toBe(400);
    expect(again.json()).toMatchObject({
      code: 'PASSWORD_TOKEN_INVALID',
      message: 'This link is invalid, expired or already used: ask for a new one',
    });
    expect((await s.inject({ method: 'POST', url: CHECK, payload: { token } })).statusCode).toBe(400);

    const signedIn = await login();
    expect(signedIn.statusCode, signedIn.body).toBe(200);
    expect(signedIn.json()).toMatchObject({ username: 'jane.doe@partner.example', tenant: 'test' });

    // the login page sends no tenant: the one tenant with that user is found
    const fromLoginPage = await s.inject({ method: 'POST', url: '/api/core/auth/login', payload: { username: 'jane.doe@partner.example', password: PASSWORD } });
    expect(fromLoginPage.statusCode, fromLoginPage.body).toBe(200);
    expect(fromLoginPage.json()).toMatchObject({ username: 'jane.doe@partner.example', tenant: 'test' });
  });

  it('refuses tampered and malformed links', async () => {
    const token = tokenSentTo('jane.doe@partner.example')!;
    for (const bad of [
      `${token.slice(0, -1)}x`,
      'master.AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA',
      'no-dot',
      `other.${token.split('.')[1]}`,
    ]) {
      const res = await s.inject({ method: 'POST', url: SET, payload: { token: bad, password: PASSWORD } });
      expect(res.statusCode, bad).toBe(400);
      expect(res.json().code).toBe('PASSWORD_TOKEN_INVALID');
    }
  });

  it('refuses an e-mail already used as a username with nothing written', async () => {
    const before = await counts();
    const sent = smtp.mails.length;
    const res = await onboard(partner('JANE.DOE@partner.example', 'Second Partner'));
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({
      code: 'USERNAME_ALREADY_EXISTS',
      message: 'Username already exists',
      errors: [{ path: 'email', message: 'Username already exists' }],
    });
    expect(await counts()).toEqual(before);
    expect(smtp.mails).toHaveLength(sent);
  });

  it('rolls the person and the user back when a later step fails', async () => {
    // a fault injected at the last write of the onboarding (the Mail record), through the write hooks
    s.app.tabula.store.hooks.register('Mail', {
      beforeWrite: ({ record }) => {
        if (String(record.subject).includes('Faulty Partner'))
          throw new AppError('INVALID_FIELD_VALUE', ['subject', 'refused by the test']);
        return record;
      },
    });
    const before = await counts();
    const res = await onboard(partner('faulty@partner.example', 'Faulty Partner'));
    expect(res.statusCode).toBe(400);
    expect(await counts()).toEqual(before);
    const user = await s.inject({
      method: 'GET',
      url: '/api/core/users/faulty@partner.example',
      headers: s.test,
    });
    expect(user.statusCode).toBe(404);
  });

  it('checks the input and the permissions to write persons and users', async () => {
    const invalid = await onboard({ ...partner('not-an-email'), companyName: 'Bad Mail' });
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json().code).toBe('INVALID_FIELD_IN_BODY');
    const missing = await onboard({ email: 'x@partner.example', firstName: 'X', lastName: 'Y' });
    expect(missing.statusCode).toBe(400);
    const blank = await onboard({ ...partner('blank@partner.example'), companyName: '   ' });
    expect(blank.statusCode).toBe(400);
    expect(blank.json().code).toBe('MISSING_FIELD_IN_BODY');

    // a SALES user writes persons but not users
    await s.app.tabula.db.withTenant('test', async (q) => {
      await setPassword(q, 'sales@test', 'Sales-Passw0rd-42');
      await s.app.tabula.store.create(
        q,
        s.app.tabula.registry.get('User'),
        { registration: 'sales@test', username: 'sales@test', lastName: 'Sales', profiles: ['SALES'] },
        { username: 'system' },
      );
    });
    const sales = await signIn(s.app, 'sales@test', 'Sales-Passw0rd-42');
    const before = await counts();
    const denied = await onboard(partner('denied@partner.example', 'Denied Partner'), sales);
    expect(denied.statusCode).toBe(403);
    expect(denied.json()).toMatchObject({
      code: 'PERMISSION_DENIED',
      message: 'Permission "write /api/core/users" is required',
    });
    expect(await counts()).toEqual(before);
    expect(
      (await s.inject({ method: 'POST', url: ONBOARD, payload: partner('anon@partner.example') })).statusCode,
    ).toBe(401);
  });
});
