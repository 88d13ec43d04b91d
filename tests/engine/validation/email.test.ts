import { describe, expect, it } from 'vitest';
import { firstEmailIn, isEmail, isValidUsername, splitEmails, validateField } from '../../../engine/validation/index.ts';

describe('email', () => {
  it.each(['john.doe@example.com', 'a+b@sub.domain.fr', "o'brien@example.ie", 'x@y-z.co'])('%s is an email', (text) => {
    expect(isEmail(text)).toBe(true);
  });

  it.each(['john', 'john@', '@example.com', 'john@example', 'john@@example.com', 'jo hn@example.com', 'john@.com', 'john..doe@example.com', 'john@example.c'])(
    '%s is not an email',
    (text) => {
      expect(isEmail(text)).toBe(false);
    },
  );

  it('shows the sample as format hint', () => {
    expect(validateField({ type: 'email', label: 'Email' }, 'john').errors[0]).toMatchObject({
      message: 'Email format should be "name@example.com"',
      code: 'INVALID_FIELD_VALUE',
      params: { email: 'name@example.com' },
    });
    expect(validateField({ type: 'email' }, 'x', { settings: { emailSample: 'prenom.nom@acme.fr' } }).errors[0].message).toBe(
      'Email format should be "prenom.nom@acme.fr"',
    );
  });

  it('trims', () => {
    expect(validateField({ type: 'email' }, '  a@b.fr ').value).toBe('a@b.fr');
  });
});

describe('emails: invalid entries dropped, same message', () => {
  it('splits text and arrays', () => {
    expect(splitEmails('a@b.fr, bad; c@d.com  a@b.fr')).toEqual({ valid: ['a@b.fr', 'c@d.com'], invalid: ['bad'] });
    expect(splitEmails(['a@b.fr', ''])).toEqual({ valid: ['a@b.fr'], invalid: [] });
  });

  it('drops invalid entries from the stored value and reports', () => {
    const result = validateField({ type: 'emails' }, ['a@b.fr', 'nope']);
    expect(result.value).toEqual(['a@b.fr']);
    expect(result.errors.map((e) => e.message)).toEqual(['Email format should be "name@example.com"']);
    expect(validateField({ type: 'emails' }, 'a@b.fr;c@d.com')).toEqual({ value: ['a@b.fr', 'c@d.com'], errors: [], warnings: [] });
  });
});

describe('email paste: first valid address in pasted text', () => {
  it.each([
    ['John Doe <john.doe@acme.com>', 'john.doe@acme.com'],
    ['contact: sales@acme.fr, support@acme.fr', 'sales@acme.fr'],
    ['mailto:info@acme.com', 'info@acme.com'],
    ['no address here', null],
    ['bad@ then good@example.org.', 'good@example.org'],
  ])('%s -> %s', (text, email) => {
    expect(firstEmailIn(text)).toBe(email);
  });
});

describe('username (seed 000 §5.1)', () => {
  it.each([
    ['jane.doe@acme.com', 'acme', true],
    ['admin@master', 'master', true],
    ['admin@MASTER', 'master', true],
    ['123456', 'acme', true],
    ['jane_doe-2@acme', 'acme', true],
    ['jane@other', 'acme', false],
    ['jane', 'acme', false],
    ['jane@', undefined, false],
    ['ja ne@acme', 'acme', false],
    ['jané@acme', 'acme', false],
    ['jane@anything', undefined, true],
  ])('%s (tenant %s) -> %s', (username, tenant, valid) => {
    expect(isValidUsername(username as string, tenant as string | undefined)).toBe(valid);
  });

  it('message names the tenant', () => {
    expect(validateField({ type: 'username' }, 'jane', { tenant: 'acme' }).errors[0].message).toBe(
      'Should be a valid email or a valid string ending with @acme',
    );
  });
});
