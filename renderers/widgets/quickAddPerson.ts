import { isEmail } from '../../engine/validation/index.ts';

type Rec = Record<string, unknown>;

/** Person types that may get a user in quick add (seed 001 §6: the individual). */
export const USER_PERSON_TYPES = ['I'];

/** The permission that shows the username section of quick add (seed 001 §6). */
export const WRITE_USERS = 'write /api/core/users';

/** Profiles a user made from a person may get (seed 001 §3 User): CLIENT and SALES, CLIENT when none match. */
const USER_PROFILES = ['CLIENT', 'SALES'];

/** The role names of a person's roles (role objects or strings). */
function roleNames(roles: unknown): string[] {
  return (Array.isArray(roles) ? roles : roles ? [roles] : [])
    .map((r) => (r && typeof r === 'object' ? (r as Rec).role : r))
    .filter((r): r is string => typeof r === 'string');
}

/** The user's profiles: the person's roles among CLIENT and SALES, else CLIENT. */
export function userProfiles(person: Rec): string[] {
  const matching = roleNames(person.roles).filter((r) => USER_PROFILES.includes(r));
  return matching.length ? [...new Set(matching)] : ['CLIENT'];
}

/** Whether quick add shows the username section: an individual, and a user who may write users. */
export function showsUsername(type: unknown, mayWriteUsers: boolean): boolean {
  return mayWriteUsers && typeof type === 'string' && USER_PERSON_TYPES.includes(type);
}

/** The person after the username changed: a username that is an e-mail fills an empty person e-mail (seed 001 §5). */
export function withUsernameEmail(person: Rec, username: string): Rec {
  const name = username.trim();
  const email = typeof person.email === 'string' ? person.email.trim() : '';
  return !email && isEmail(name) ? { ...person, email: name } : person;
}

/** The roles quick add may give: those the search it comes from looks for (a `-ROLE` there excludes, it is no choice). */
export function quickAddRoles(fixedRoles: readonly string[] = []): string[] {
  return fixedRoles.filter((r) => !r.startsWith('-'));
}

/**
 * The new person of quick add, with exactly the role the user chose among those of the search it
 * comes from (a partner search looks for PARTNER, BUSINESSUNIT or AGENCY: the new person is one of
 * them, not the three); the search's only role when it has one; none when it has none.
 */
export function quickAddPerson(values: Rec, fixedRoles: readonly string[] = [], chosen?: string): Rec {
  const { username: _username, ...person } = values;
  const roles = quickAddRoles(fixedRoles);
  const role = chosen && roles.includes(chosen) ? chosen : roles[0];
  return role && !person.roles ? { ...person, roles: [{ role }] } : person;
}

/** The body of POST /api/core/users?syncPerson=1 for the person just created (seed 001 §7). */
export function quickAddUser(username: string, person: Rec, locale: string | undefined): Rec {
  const text = (v: unknown) => (typeof v === 'string' && v ? v : undefined);
  return Object.fromEntries(Object.entries({
    username: username.trim(),
    lastName: text(person.lastName),
    firstName: text(person.firstName),
    email: text(person.email),
    profiles: userProfiles(person),
    locale,
    personRegistration: text(person.registration),
    partnerRegistration: text(person.partnerRegistration),
    orgaRegistration: text(person.orgaRegistration),
  }).filter(([, v]) => v !== undefined));
}
