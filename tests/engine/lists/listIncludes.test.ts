import { describe, expect, it } from 'vitest';
import { listIncludes } from '../../../engine/lists/listIncludes.ts';

describe('list includes', () => {
  it('asks for the organization name only when an organization column is visible', () => {
    expect(listIncludes(['personsNames'], [{ name: 'registration' }])).toEqual(['personsNames']);
    expect(listIncludes(['personsNames'], [{ name: 'organization.name' }])).toEqual(['personsNames', 'organizationName']);
    expect(listIncludes(['organizationName'], [{ name: 'organization.name' }])).toEqual(['organizationName']);
    expect(listIncludes(undefined, undefined)).toEqual([]);
  });
});
