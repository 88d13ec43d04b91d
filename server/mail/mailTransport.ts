import nodemailer from 'nodemailer';

/** A mail as it leaves the server. */
export interface MailEnvelope {
  from: string;
  to: string[];
  cc?: string[];
  bcc?: string[];
  subject: string;
  html: string;
  text: string;
}

/** Where mails go out: an SMTP server. */
export interface MailTransport {
  send(mail: MailEnvelope): Promise<void>;
  close(): void;
}

/** Why a delivery failed, in words an administrator can act on (never the library's message). */
export class MailDeliveryError extends Error {}

/** Time limits of one delivery: a mail server that does not answer fails the mail, not the request. */
const CONNECTION_TIMEOUT_MS = 10_000;
const SOCKET_TIMEOUT_MS = 30_000;

interface SmtpFailure {
  responseCode?: number;
  response?: string;
  code?: string;
}

/** An administrator's reading of an SMTP failure: the server's own answer when it gave one. */
export function describeSmtpFailure(err: unknown): string {
  const failure = (err ?? {}) as SmtpFailure;
  if (typeof failure.responseCode === 'number' && typeof failure.response === 'string') {
    return `The mail server refused the mail: ${failure.response.slice(0, 500)}`;
  }
  if (failure.code === 'EAUTH')
    return 'The mail server refused the sign-in: check the user and password of SMTP_URL';
  if (failure.code === 'ETIMEDOUT') return 'The mail server did not answer in time';
  return 'The mail server could not be reached: check SMTP_URL';
}

/** An SMTP transport (nodemailer) for `smtp://` or `smtps://` URLs; TLS is used when the server offers it. */
export function smtpTransport(url: string): MailTransport {
  const transporter = nodemailer.createTransport({
    url,
    connectionTimeout: CONNECTION_TIMEOUT_MS,
    greetingTimeout: CONNECTION_TIMEOUT_MS,
    socketTimeout: SOCKET_TIMEOUT_MS,
  });
  return {
    async send(mail) {
      try {
        await transporter.sendMail(mail);
      } catch (err) {
        throw new MailDeliveryError(describeSmtpFailure(err));
      }
    },
    close: () => transporter.close(),
  };
}
