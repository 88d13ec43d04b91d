import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { Mailer } from '../mail/mailer.ts';
import { DEFAULT_MAIL_FROM, type MailOptions } from '../mail/mailOptions.ts';
import { smtpTransport } from '../mail/mailTransport.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Sends mails (SMTP when configured) and keeps each as a Mail record (docs/mail.md). */
    mailer: Mailer;
  }
}

/** The mailer of this server: SMTP through SMTP_URL, otherwise the outbox. */
async function mail(app: FastifyInstance, opts: MailOptions): Promise<void> {
  const transport = opts.smtpUrl ? smtpTransport(opts.smtpUrl) : undefined;
  const mailer = new Mailer(app.tabula, transport, opts.from ?? DEFAULT_MAIL_FROM);
  app.decorate('mailer', mailer);
  app.addHook('onClose', async () => mailer.close());
}

export const mailPlugin = fp(mail, { name: 'mail' });
