import type { OutgoingMail } from '../mail/mailer.ts';

/** Template name recorded on the Mail. */
export const ONBOARDING_TEMPLATE = 'partner-onboarding';

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

export interface OnboardingMailInput {
  companyName: string;
  firstName: string;
  lastName: string;
  email: string;
  /** The one-time token of the link. */
  token: string;
  /** Address of the application (the link goes to its set-password page). */
  baseUrl: string;
  /** Days the link stays valid. */
  days: number;
  /** The partner person the mail is about. */
  personRegistration: string;
}

/** The page where the token's user chooses a password (app/auth/SetPasswordPage.tsx). */
export const SET_PASSWORD_ROUTE = '/authentication/set-password';

/** The link of a one-time password token. */
export function setPasswordLink(baseUrl: string, token: string): string {
  return `${baseUrl.replace(/\/+$/, '')}${SET_PASSWORD_ROUTE}?token=${encodeURIComponent(token)}`;
}

/** The self registration mail of a new partner: who invites whom, the link, and how long it works. */
export function onboardingMail(input: OnboardingMailInput): OutgoingMail {
  const link = setPasswordLink(input.baseUrl, input.token);
  const subject = `Your partner access for ${input.companyName}`;
  const text = [
    `Hello ${input.firstName} ${input.lastName},`,
    '',
    `An account was opened for ${input.companyName}. Your username is ${input.email}.`,
    'Choose your password with this link to finish your registration:',
    link,
    '',
    `The link works once and expires in ${input.days} days.`,
    'If you did not expect this mail, you can ignore it.',
  ].join('\n');
  const html = [
    `<p>Hello ${escapeHtml(input.firstName)} ${escapeHtml(input.lastName)},</p>`,
    `<p>An account was opened for <strong>${escapeHtml(input.companyName)}</strong>. Your username is <strong>${escapeHtml(input.email)}</strong>.</p>`,
    `<p><a href="${escapeHtml(link)}">Choose your password</a> to finish your registration.</p>`,
    `<p>The link works once and expires in ${input.days} days. If you did not expect this mail, you can ignore it.</p>`,
  ].join('\n');
  return {
    to: [input.email],
    subject,
    html,
    text,
    template: ONBOARDING_TEMPLATE,
    entityName: 'Person',
    entityRegistration: input.personRegistration,
    secrets: [input.token],
  };
}
