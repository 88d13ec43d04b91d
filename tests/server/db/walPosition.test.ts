import { describe, expect, it } from 'vitest';
import { walPosition } from '../../../server/db/walPosition.ts';
import { cookieValue } from '../../../server/http/cookieValue.ts';

describe('walPosition', () => {
  it('orders pg_lsn texts by their 64-bit value, not as text', () => {
    expect(walPosition('0/16B3748')).toBe(0x16b3748n);
    expect(walPosition('1/0')! > walPosition('0/FFFFFFFF')!).toBe(true);
    expect(walPosition('0/A')! > walPosition('0/9')!).toBe(true);
  });
  it('answers undefined for what is not one (a forged cookie is ignored)', () => {
    for (const bad of [undefined, null, '', '0', '0/', 'x/1', '0/1; Path=/', '123456789/0']) expect(walPosition(bad)).toBeUndefined();
  });
});

describe('cookieValue', () => {
  it('finds a cookie among others and answers undefined when absent', () => {
    expect(cookieValue('a=1; tabula_read_after=0/16B3748; b=2', 'tabula_read_after')).toBe('0/16B3748');
    expect(cookieValue('a=1', 'tabula_read_after')).toBeUndefined();
    expect(cookieValue(undefined, 'a')).toBeUndefined();
  });
});
