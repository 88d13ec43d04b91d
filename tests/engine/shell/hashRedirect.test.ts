import { expect, it } from 'vitest';
import { hashRedirect } from '../../../engine/shell/hashRedirect.ts';

it('redirects hash paths except under /documentation', () => {
  expect(hashRedirect('/', '#/contract/C1')).toBe('/contract/C1');
  expect(hashRedirect('/persons', '#/persons?filter=a')).toBe('/persons?filter=a');
  expect(hashRedirect('/documentation/api', '#/paging')).toBeUndefined();
  expect(hashRedirect('/persons', '#section')).toBeUndefined();
  expect(hashRedirect('/persons', '')).toBeUndefined();
});
