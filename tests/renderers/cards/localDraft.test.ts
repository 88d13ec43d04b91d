// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from 'vitest';
import { changedFields, draftKey, localDrafts, restoredValues } from '../../../renderers/cards/page/localDraft.ts';

beforeEach(() => localStorage.clear());

describe('form drafts kept on the device', () => {
  it('keeps the changed fields only, per user, tenant, entity and record', () => {
    expect(draftKey({ tenant: 'master', username: 'ann@master' }, 'Contract', undefined)).toBe('tabula.draft:master:ann@master:Contract:new');
    expect(changedFields({ name: 'B', rate: 0.05, _version: 3, lines: [{ a: 1 }] }, { name: 'A', rate: 0.05, lines: [{ a: 1 }] })).toEqual({ name: 'B' });
  });

  it('restores the changes over the record as it is now, not over the version they were typed on', () => {
    const draft = { savedAt: new Date().toISOString(), version: 1, changes: { name: 'Mine' } };
    expect(restoredValues({ name: 'Theirs', rate: 0.07, _version: 2 }, draft)).toEqual({ name: 'Mine', rate: 0.07, _version: 2 });
  });

  it('writes, reads and removes; nothing changed removes; a week-old draft is dropped', () => {
    const key = 'tabula.draft:t:u:Contract:C1';
    localDrafts.write(key, { name: 'x' }, 4, new Date('2026-12-01T10:00:00Z'));
    expect(localDrafts.read(key, Date.parse('2026-12-02T10:00:00Z'))).toEqual({ savedAt: '2026-12-01T10:00:00.000Z', version: 4, changes: { name: 'x' } });
    expect(localDrafts.read(key, Date.parse('2026-12-09T10:00:00Z'))).toBeUndefined();
    expect(localStorage.getItem(key)).toBeNull();
    localDrafts.write(key, { name: 'x' }, 4);
    localDrafts.write(key, {}, 4);
    expect(localStorage.getItem(key)).toBeNull();
    localStorage.setItem(key, 'not json');
    expect(localDrafts.read(key)).toBeUndefined();
  });
});
