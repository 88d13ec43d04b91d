import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Mailer, REDACTED_SECRET, type OutgoingMail } from '../../../server/mail/mailer.ts';
import { smtpTransport } from '../../../server/mail/mailTransport.ts';
import { testDatabases } from '../support/testDatabases.ts';
import { startTestServer, type TestServer } from '../support/testServer.ts';
import { closedPort, decodedBody, startSmtpServer } from './smtpServer.ts';

type Rec = Record<string, unknown>;

const MAILS = '/api/communication/mails';
const SECRET = 'test.0123456789abcdefghijklmnopqrstuvwxyzABCDEFG';

const mail = (to: string, subject: string): OutgoingMail => ({
  to: [to],
  subject,
  html: `<p>Your link: <a href="https://app.test/authentication/set-password?token=${SECRET}">open</a></p>`,
  text: `Your link: https://app.test/authentication/set-password?token=${SECRET}`,
  template: 'test-template',
  secrets: [SECRET],
});

describe.each(testDatabases())('mail on $name', (db) => {
  let s: TestServer;
  beforeAll(async () => {
    s = await startTestServer(db);
  }, 120_000);
  afterAll(() => s?.close());

  /** A mailer of this server's data sending through an SMTP server (the transport SMTP_URL makes). */
  const smtpMailer = (url: string) =>
    new Mailer(s.app.tabula, smtpTransport(url), 'backoffice@lender.example');

  it('keeps every mail as a Mail record in the outbox when no mail server is configured', async () => {
    expect(s.app.mailer.mode).toBe('outbox');
    const recorded = await s.app.mailer.send(
      'test',
      mail('jane@partner.example', 'Outbox mail'),
      'tester@test',
    );
    expect(recorded).toMatchObject({
      status: 'OUTBOX',
      subject: 'Outbox mail',
      to: ['jane@partner.example'],
      from: 'no-reply@tabula.local',
      template: 'test-template',
    });
    const read = await s.inject({
      method: 'GET',
      url: `${MAILS}/${String(recorded.registration)}`,
      headers: s.test,
    });
    expect(read.statusCode, read.body).toBe(200);
    // the outbox is the delivery: the administrator forwards the mail, link included
    expect(String(read.json().body)).toContain(SECRET);
    const list = await s.inject({ method: 'GET', url: `${MAILS}?status=OUTBOX&range=0-9`, headers: s.test });
    expect((list.json() as Rec[]).map((m) => m.registration)).toContain(recorded.registration);
  });

  it('shows the mails under Administration in the menu', async () => {
    const config = (
      await s.inject({ method: 'GET', url: '/api/script/runs/user-configuration', headers: s.test })
    ).json() as { menus: { path: string; title: string; subMenus?: { path: string }[] }[] };
    const administration = config.menus.find((m) => m.path === '/administration');
    expect(administration?.title).toBe('Administration');
    expect(administration?.subMenus?.map((m) => m.path)).toContain('/mails');
  });

  it('sends through an SMTP server and records the mail SENT without its one-time link', async () => {
    const smtp = await startSmtpServer();
    const mailer = smtpMailer(smtp.url);
    try {
      expect(mailer.mode).toBe('smtp');
      const sent = await mailer.send('test', mail('jane@partner.example', 'Welcome on board'), 'tester@test');
      expect(sent).toMatchObject({
        status: 'SENT',
        from: 'backoffice@lender.example',
        to: ['jane@partner.example'],
      });
      expect(Date.parse(String(sent.sentDate))).toBeGreaterThan(Date.now() - 60_000);
      expect(String(sent.body)).not.toContain(SECRET);
      expect(String(sent.body)).toContain(REDACTED_SECRET);
      expect(smtp.mails).toHaveLength(1);
      expect(smtp.mails[0]).toMatchObject({
        from: 'backoffice@lender.example',
        to: ['jane@partner.example'],
      });
      expect(smtp.mails[0].data).toMatch(/^Subject: Welcome on board$/m);
      expect(decodedBody(smtp.mails[0])).toContain(SECRET);
    } finally {
      mailer.close();
      await smtp.close();
    }
  });

  it('records FAILED with the server answer when the mail server refuses the recipient', async () => {
    const smtp = await startSmtpServer({ refuseRecipients: true });
    const mailer = smtpMailer(smtp.url);
    try {
      const failed = await mailer.send('test', mail('nobody@partner.example', 'Refused'), 'tester@test');
      expect(failed.status).toBe('FAILED');
      expect(String(failed.error)).toMatch(
        /^The mail server refused the mail: .*550 5\.1\.1 Recipient address rejected/,
      );
      // a failed mail keeps its link: an administrator may forward it
      expect(String(failed.body)).toContain(SECRET);
      expect(smtp.mails).toHaveLength(0);
    } finally {
      mailer.close();
      await smtp.close();
    }
  });

  it('records FAILED when the mail server cannot be reached', async () => {
    const mailer = smtpMailer(`smtp://127.0.0.1:${await closedPort()}`);
    const failed = await mailer.send('test', mail('jane@partner.example', 'Unreachable'), 'tester@test');
    expect(failed).toMatchObject({
      status: 'FAILED',
      error: 'The mail server could not be reached: check SMTP_URL',
    });
  });

  it('lets the administrator forward an onboarding mail from the outbox: its link sets the password', async () => {
    const res = await s.inject({
      method: 'POST',
      url: '/api/script/runs/onboard-partner',
      headers: { ...s.test, host: 'backoffice.example:8443' },
      payload: {
        companyName: 'Outbox Motors',
        email: 'owen@outbox.example',
        firstName: 'Owen',
        lastName: 'Box',
        country: 'FR',
        locale: null,
      },
    });
    expect(res.statusCode, res.body).toBe(201);
    const { mail: created } = res.json() as { mail: Rec };
    expect(created.status).toBe('OUTBOX');
    const stored = (
      await s.inject({ method: 'GET', url: `${MAILS}/${String(created.registration)}`, headers: s.test })
    ).json() as Rec;
    // without TABULA_PUBLIC_URL the link points where the request came
    const link = /href="(http:\/\/backoffice\.example:8443\/authentication\/set-password\?token=[^"]+)"/.exec(
      String(stored.body),
    )?.[1];
    expect(link).toBeDefined();
    const token = decodeURIComponent(new URL(link!).searchParams.get('token')!);
    const set = await s.inject({
      method: 'POST',
      url: '/api/core/auth/password-tokens/password',
      payload: { token, password: 'Partner-Passw0rd-1' },
    });
    expect(set.statusCode, set.body).toBe(200);
    expect(set.json()).toMatchObject({ username: 'owen@outbox.example', tenant: 'test', signedIn: true });
  });
});
