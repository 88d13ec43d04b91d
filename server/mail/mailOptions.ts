/** How the server sends mail (docs/mail.md). */
export interface MailOptions {
  /**
   * SMTP server, e.g. `smtp://user:password@mail.example.com:587` or `smtps://...:465` (SMTP_URL).
   * Without it every mail stays in the outbox: a Mail record an administrator reads in the app.
   */
  smtpUrl?: string;
  /** Sender address (MAIL_FROM); default no-reply@tabula.local. */
  from?: string;
  /**
   * Address of the application as its users reach it, for the links in mails (TABULA_PUBLIC_URL,
   * e.g. https://backoffice.example.com). Without it, the address the request came to.
   */
  publicUrl?: string;
}

export const DEFAULT_MAIL_FROM = 'no-reply@tabula.local';

/** {@link MailOptions} from the environment. */
export function readMailOptions(env: NodeJS.ProcessEnv): MailOptions {
  return {
    smtpUrl: env.SMTP_URL?.trim() || undefined,
    from: env.MAIL_FROM?.trim() || undefined,
    publicUrl: env.TABULA_PUBLIC_URL?.trim().replace(/\/+$/, '') || undefined,
  };
}
