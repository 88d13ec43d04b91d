import { AppError } from '../../engine/errors/AppError.ts';
import { isEmail } from '../../engine/validation/email.ts';
import { ACTIVATION_TOKEN_DAYS, issuePasswordToken } from '../auth/passwordTokens.ts';
import { findUser } from '../auth/users.ts';
import type { AppContext } from '../context.ts';
import type { Queryable } from '../db/Database.ts';
import type { Mailer } from '../mail/mailer.ts';
import { readLookupLists } from '../scripts/lookupLists.ts';
import { onboardingMail } from './onboardingMail.ts';

type Rec = Record<string, unknown>;

/** What the onboarding modal asks (the agreements list's "Onboard a new partner"). */
export interface PartnerOnboarding {
  companyName: string;
  email: string;
  firstName: string;
  lastName: string;
  country?: string | null;
  locale?: string | null;
}

/** Who onboards, where, and where the link of the mail points. */
export interface OnboardingContext {
  ctx: AppContext;
  mailer: Mailer;
  tenant: string;
  /** The caller (the records' writer). */
  username: string;
  /** Address of the application for the set-password link. */
  baseUrl: string;
}

export interface OnboardingResult {
  person: Rec;
  user: Rec;
  mail: Rec;
}

/** The profile given to partner users when the tenant's userProfile list has it. */
export const PARTNER_PROFILE = 'PARTNER';

const text = (v: unknown) => (typeof v === 'string' ? v.trim() : '');

/** The partner profile when the tenant lists it; none otherwise (an administrator grants one later). */
async function partnerProfiles(ctx: AppContext, q: Queryable): Promise<string[]> {
  const [profiles] = await readLookupLists(ctx, q, ['userProfile'], 'en');
  return profiles?.some((p) => p.value === PARTNER_PROFILE) ? [PARTNER_PROFILE] : [];
}

/** The company person of the partner: type C, role PARTNER, its contact and its country. */
function partnerPerson(input: PartnerOnboarding, email: string): Rec {
  const country = text(input.country);
  return {
    type: 'C',
    name: text(input.companyName),
    email,
    roles: [{ role: 'PARTNER' }],
    contacts: [
      {
        firstName: text(input.firstName),
        lastName: text(input.lastName),
        email,
        position: 'Partner contact',
        isDefault: true,
      },
    ],
    addresses: country ? [{ type: 'MAIN', country }] : [],
    username: email,
  };
}

/**
 * Onboards a partner in ONE transaction: the company Person (role PARTNER), the User of its
 * contact (username = e-mail, no password yet, linked to the company as partner and person), a
 * one-time password token, and the self registration Mail. An e-mail already used as a username
 * refuses the whole onboarding (USERNAME_ALREADY_EXISTS) and nothing is written. The mail is
 * delivered once the transaction committed (with SMTP), its outcome recorded on the Mail.
 */
export async function onboardPartner(
  o: OnboardingContext,
  input: PartnerOnboarding,
): Promise<OnboardingResult> {
  const { ctx, mailer } = o;
  const email = text(input.email).toLowerCase();
  if (!isEmail(email))
    throw new AppError(
      'INVALID_FIELD_IN_BODY',
      ['email', 'Email format should be "name@example.com"'],
      [{ path: 'email', message: 'Email format should be "name@example.com"' }],
    );
  for (const field of ['companyName', 'firstName', 'lastName'] as const) {
    if (!text(input[field]))
      throw new AppError('MISSING_FIELD_IN_BODY', [field], [{ path: field, message: 'Field is mandatory' }]);
  }
  const writer = { username: o.username, tenant: o.tenant };
  const { person, user, mail, recorded } = await ctx.db.withTenant(o.tenant, async (q) => {
    if (await findUser(ctx, q, email))
      throw new AppError(
        'USERNAME_ALREADY_EXISTS',
        [],
        [{ path: 'email', message: 'Username already exists' }],
      );
    const person = await ctx.store.create(q, ctx.registry.get('Person'), partnerPerson(input, email), writer);
    const registration = String(person.registration);
    const user = await ctx.store.create(
      q,
      ctx.registry.get('User'),
      {
        registration: email,
        username: email,
        firstName: text(input.firstName),
        lastName: text(input.lastName),
        email,
        locale: text(input.locale) || null,
        profiles: await partnerProfiles(ctx, q),
        partnerRegistration: registration,
        personRegistration: registration,
      },
      writer,
    );
    const token = await issuePasswordToken(q, o.tenant, email, 'ACTIVATION');
    const mail = onboardingMail({
      companyName: text(input.companyName),
      firstName: text(input.firstName),
      lastName: text(input.lastName),
      email,
      token,
      baseUrl: o.baseUrl,
      days: ACTIVATION_TOKEN_DAYS,
      personRegistration: registration,
    });
    const recorded = await mailer.record(q, mail, o.username);
    return { person, user, mail, recorded };
  });
  const delivered = await mailer.deliver(o.tenant, recorded, mail, o.username);
  return { person, user, mail: delivered };
}
