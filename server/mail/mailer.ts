import type { AppContext } from '../context.ts';
import type { Queryable } from '../db/Database.ts';
import { MailDeliveryError, type MailTransport } from './mailTransport.ts';

type Rec = Record<string, unknown>;

/** A mail to send, and what the Mail record says about it. */
export interface OutgoingMail {
  to: string[];
  cc?: string[];
  bcc?: string[];
  subject: string;
  html: string;
  text: string;
  /** Name of the template the mail was made from (partner-onboarding...). */
  template?: string;
  /** The record the mail is about. */
  entityName?: string;
  entityRegistration?: string;
  /**
   * Texts (one-time links) that the stored copy drops once the mail server accepted the mail: the
   * recipient has them, and nobody reading the sent mails may use them. Kept while the mail is in
   * the outbox or failed, so an administrator can forward it.
   */
  secrets?: string[];
}

/** Mail statuses (list mailStatus). */
export const MAIL_STATUS = { queued: 'QUEUED', sent: 'SENT', failed: 'FAILED', outbox: 'OUTBOX' } as const;

export const REDACTED_SECRET = '[one-time link removed once sent]';

const redact = (text: string, secrets: readonly string[]) =>
  secrets.filter(Boolean).reduce((t, s) => t.split(s).join(REDACTED_SECRET), text);

/**
 * Sends the application's mails and keeps each as a Mail record. With an SMTP server configured
 * the record is QUEUED in the caller's transaction and becomes SENT or FAILED once delivered;
 * without one the record (status OUTBOX) is the delivery: an administrator reads it in the app.
 */
export class Mailer {
  constructor(
    private readonly ctx: AppContext,
    private readonly transport: MailTransport | undefined,
    readonly from: string,
  ) {}

  /** smtp when mails leave the server, outbox when they are only recorded. */
  get mode(): 'smtp' | 'outbox' {
    return this.transport ? 'smtp' : 'outbox';
  }

  /** Writes the Mail record in the caller's transaction (rolled back with it). */
  async record(q: Queryable, mail: OutgoingMail, username: string): Promise<Rec> {
    const record: Rec = {
      name: mail.subject,
      status: this.transport ? MAIL_STATUS.queued : MAIL_STATUS.outbox,
      from: this.from,
      to: mail.to,
      subject: mail.subject,
      body: mail.html,
      template: mail.template ?? null,
      entityName: mail.entityName ?? null,
      entityRegistration: mail.entityRegistration ?? null,
    };
    if (mail.cc?.length) record.cc = mail.cc;
    if (mail.bcc?.length) record.bcc = mail.bcc;
    return this.ctx.store.create(q, this.ctx.registry.get('Mail'), record, { username });
  }

  /**
   * Delivers a recorded mail, after the transaction that recorded it committed, and writes the
   * outcome (SENT with its date, or FAILED with the reason) in a transaction of its own. An outbox
   * mail is left as it is.
   */
  async deliver(tenant: string, recorded: Rec, mail: OutgoingMail, username: string): Promise<Rec> {
    if (!this.transport) return recorded;
    let patch: Rec;
    try {
      await this.transport.send({
        from: this.from,
        to: mail.to,
        cc: mail.cc,
        bcc: mail.bcc,
        subject: mail.subject,
        html: mail.html,
        text: mail.text,
      });
      patch = {
        status: MAIL_STATUS.sent,
        sentDate: new Date().toISOString(),
        error: null,
        body: redact(mail.html, mail.secrets ?? []),
      };
    } catch (err) {
      if (!(err instanceof MailDeliveryError)) throw err;
      patch = { status: MAIL_STATUS.failed, error: err.message };
    }
    const info = this.ctx.registry.get('Mail');
    return this.ctx.db.withTenant(tenant, (q) =>
      this.ctx.store.update(q, info, String(recorded.registration), patch, { username, workflow: true }),
    );
  }

  /** Records and delivers a mail (each in its own transaction). */
  async send(tenant: string, mail: OutgoingMail, username: string): Promise<Rec> {
    const recorded = await this.ctx.db.withTenant(tenant, (q) => this.record(q, mail, username));
    return this.deliver(tenant, recorded, mail, username);
  }

  close(): void {
    this.transport?.close();
  }
}
