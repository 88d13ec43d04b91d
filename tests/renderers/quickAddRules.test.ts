import { describe, expect, it } from 'vitest';
import { quickAddPerson, quickAddRoles, quickAddUser, showsUsername, userProfiles, withUsernameEmail } from '../../renderers/widgets/quickAddPerson.ts';
import { quickAddFields } from '../../renderers/widgets/quickAddSchema.ts';

describe('quick add rules (seed 001 §5, §6)', () => {
  it.each([
    ['individual, may write users', 'I', true, true],
    ['individual, may not write users', 'I', false, false],
    ['company, may write users', 'C', true, false],
    ['professional, may write users', 'P', true, false],
  ])('username section: %s', (_rule, type, may, shown) => {
    expect(showsUsername(type, may)).toBe(shown);
  });

  it.each([
    ['an e-mail username fills an empty e-mail', {}, 'ada@example.com', 'ada@example.com'],
    ['a blank e-mail is empty', { email: ' ' }, 'ada@example.com', 'ada@example.com'],
    ['an e-mail already given stays', { email: 'kept@example.com' }, 'ada@example.com', 'kept@example.com'],
    ['a short name is not copied', {}, 'ada@test', undefined],
  ])('%s', (_rule, person, username, email) => {
    expect(withUsernameEmail(person, username).email).toBe(email);
  });

  it.each([
    ['no role: CLIENT', undefined, ['CLIENT']],
    ['SALES role', [{ role: 'SALES' }], ['SALES']],
    ['a role string', 'CLIENT', ['CLIENT']],
    ['roles matching neither: CLIENT', [{ role: 'PARTNER' }], ['CLIENT']],
    ['both', [{ role: 'CLIENT' }, { role: 'SALES' }, { role: 'SUPPLIER' }], ['CLIENT', 'SALES']],
  ])('user profiles: %s', (_rule, roles, profiles) => {
    expect(userProfiles({ roles })).toEqual(profiles);
  });

  it('the new person takes exactly the role chosen among the search\'s (issue 37 item 7), its only one, or none', () => {
    const partnerSearch = ['PARTNER', 'BUSINESSUNIT', 'AGENCY'];
    expect(quickAddRoles(partnerSearch)).toEqual(partnerSearch);
    expect(quickAddRoles(['CLIENT', '-SALES'])).toEqual(['CLIENT']);
    expect(quickAddPerson({ name: 'Agency Co' }, partnerSearch, 'AGENCY')).toEqual({ name: 'Agency Co', roles: [{ role: 'AGENCY' }] });
    expect(quickAddPerson({ name: 'Partner Co' }, partnerSearch)).toEqual({ name: 'Partner Co', roles: [{ role: 'PARTNER' }] });
    expect(quickAddPerson({ name: 'Partner Co' }, partnerSearch, 'CLIENT')).toEqual({ name: 'Partner Co', roles: [{ role: 'PARTNER' }] });
    expect(quickAddPerson({ name: 'Anyone' }, [])).toEqual({ name: 'Anyone' });
  });

  it('the new person takes the search\'s fixed roles (not the excluded ones); the user body names it', () => {
    expect(quickAddPerson({ type: 'I', lastName: 'Doe', username: 'x' }, ['CLIENT', '-SALES'])).toEqual({ type: 'I', lastName: 'Doe', roles: [{ role: 'CLIENT' }] });
    expect(quickAddUser(' ada@example.com ', { registration: 'AUT1', lastName: 'Doe', firstName: '', email: 'ada@example.com', roles: [{ role: 'CLIENT' }] }, 'fr')).toEqual({
      username: 'ada@example.com', lastName: 'Doe', email: 'ada@example.com', profiles: ['CLIENT'], locale: 'fr', personRegistration: 'AUT1',
    });
  });

  it.each([
    ['C', false, ['type', 'registration', 'name', 'email', 'phone']],
    ['I', false, ['type', 'registration', 'title', 'firstName', 'lastName', 'email', 'phone']],
  ])('the short form of type %s; see more adds the detailed fields', (type, detailed, fields) => {
    expect(quickAddFields(type, detailed)).toEqual(fields);
    expect(quickAddFields(type, true)).toEqual(expect.arrayContaining([...fields, 'mobile', 'addresses']));
  });
});
