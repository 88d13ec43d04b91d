import { describe, expect, it } from 'vitest';
import { applyProjection } from '../../../engine/query/applyProjection.ts';

const record = {
  _id: 'id1',
  registration: 'CTR1',
  name: 'Lease',
  persons: [
    { role: 'CLIENT', personRegistration: 'AUT1', name: 'Acme' },
    { role: 'SALES', personRegistration: 'AUT2', name: 'Jo' },
  ],
  organization: { registration: 'AUT9', name: 'Bank' },
};

describe('applyProjection', () => {
  it('keeps listed fields, or drops excluded ones', () => {
    expect(applyProjection(record, { include: ['registration', 'name'], exclude: [] })).toEqual({ registration: 'CTR1', name: 'Lease' });
    expect(applyProjection(record, { include: ['registration'], exclude: ['_id'] })).toEqual({ registration: 'CTR1' });
    expect(Object.keys(applyProjection(record, { include: [], exclude: ['_id', 'persons'] }))).toEqual(['registration', 'name', 'organization']);
  });

  it('follows dotted paths through objects and arrays', () => {
    expect(applyProjection(record, { include: ['persons.name', 'organization.name'], exclude: [] })).toEqual({
      persons: [{ name: 'Acme' }, { name: 'Jo' }],
      organization: { name: 'Bank' },
    });
    const dropped = applyProjection(record, { include: [], exclude: ['persons.personRegistration'] });
    expect(dropped.persons).toEqual([
      { role: 'CLIENT', name: 'Acme' },
      { role: 'SALES', name: 'Jo' },
    ]);
  });

  it('leaves the record whole without a projection', () => {
    expect(applyProjection(record, undefined)).toBe(record);
  });
});
