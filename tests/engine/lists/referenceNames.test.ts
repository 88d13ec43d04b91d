import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { createDefaultRegistry } from '../../../engine/registry/defaultRegistry.ts';
import { ReferenceNames } from '../../../engine/lists/ReferenceNames.ts';
import { readableReference, referenceOf, referenceText, userReference } from '../../../engine/lists/referenceColumn.ts';
import type { ListDefinition } from '../../../schemas/generated/meta.ts';

const registry = createDefaultRegistry();
const person = referenceOf({ name: 'personRegistration', linkTo: '/person/{personRegistration}' }, registry)!;

describe('referenceOf', () => {
  it('names the entity a column links to by its own value', () => {
    expect(person).toMatchObject({ entityName: 'Person', apiPath: '/api/person/persons', keyField: 'registration', titleField: 'name' });
    expect(referenceOf({ name: 'assignee', linkTo: '/user/{assignee}' }, registry)).toMatchObject({ entityName: 'User', keyField: 'username', titleField: 'name' });
    // the users list shows its own key
    expect(referenceOf({ name: 'username', linkTo: '/user/{username}' }, registry, 'User')).toBeUndefined();
  });

  it('leaves registrations that are references themselves, other links and typed columns alone', () => {
    expect(referenceOf({ name: 'contractRegistration', linkTo: '/contract/{contractRegistration}' }, registry)).toBeUndefined();
    expect(referenceOf({ name: 'persons[role=PAYER].name', linkTo: '/person/{persons[role=PAYER].personRegistration}' }, registry)).toBeUndefined();
    expect(referenceOf({ name: 'registration', linkTo: '/person/{registration}' }, registry)).toMatchObject({ entityName: 'Person' });
    expect(referenceOf({ name: 'personRegistration' }, registry)).toBeUndefined();
    expect(referenceOf({ name: 'x', linkTo: '/nowhere/{x}' }, registry)).toBeUndefined();
  });

  it("follows a link to the record the row names (a task's record)", () => {
    const column = { name: 'entityRegistration', linkTo: '{entityName|route}/{entityRegistration}' };
    expect(referenceOf(column, registry, 'Task', { entityName: 'Person' })).toMatchObject({ entityName: 'Person' });
    expect(referenceOf(column, registry, 'Task', { entityName: 'Contract' })).toBeUndefined();
    expect(referenceOf(column, registry, 'Task', {})).toBeUndefined();
  });
});

describe('readableReference', () => {
  const user = userReference(registry)!;
  it('keeps a reference the user may read, and names users through the tasks for whoever reads tasks only', () => {
    expect(user).toMatchObject({ entityName: 'User', apiPath: '/api/core/users', keyField: 'username', titleField: 'name' });
    expect(readableReference(user, () => true, registry)).toBe(user);
    const tasksOnly = (p: string) => p === 'read /api/core/tasks';
    expect(readableReference(user, tasksOnly, registry)).toMatchObject({ entityName: 'User', apiPath: '/api/core/tasks/userNames', keyField: 'username' });
    expect(readableReference(user, () => false, registry)).toBeUndefined();
    expect(readableReference(person, tasksOnly, registry)).toBeUndefined();
    expect(referenceText('Dupont SA', 'PER1')).toBe('Dupont SA · PER1');
  });
});

describe('ReferenceNames', () => {
  it('reads the keys asked in one turn in one request per entity, then from memory', async () => {
    const paths: string[] = [];
    const names = new ReferenceNames(async (path) => {
      paths.push(path);
      return [{ registration: 'P1', name: 'Dupont SA' }, { registration: 'P2', name: 'Martin' }];
    });
    const got = await Promise.all(['P1', 'P2', 'P1', 'GONE'].map((k) => names.name(person, k)));
    expect(got).toEqual(['Dupont SA', 'Martin', 'Dupont SA', null]);
    expect(paths).toEqual(['/api/person/persons?registration=P1,P2,GONE&projection=registration,name&range=0-2&count=false']);
    expect(names.known(person, 'P2')).toBe('Martin');
    expect(await names.name(person, 'P1')).toBe('Dupont SA');
    expect(paths).toHaveLength(1);
  });

  it('asks at most 100 keys per request (seed 000 §9: default chunk size 100)', async () => {
    const asked: number[] = [];
    const names = new ReferenceNames(async (path) => {
      const keys = /registration=([^&]*)/.exec(path)![1].split(',');
      asked.push(keys.length);
      return keys.map((registration) => ({ registration, name: `Name ${registration}` }));
    });
    const keys = Array.from({ length: 250 }, (_, i) => `P${i}`);
    const got = await Promise.all(keys.map((k) => names.name(person, k)));
    expect(got[249]).toBe('Name P249');
    expect(asked).toEqual([100, 100, 50]);
  });

  it('keeps the keys when the names cannot be read', async () => {
    const names = new ReferenceNames(async () => {
      throw new Error('403');
    });
    expect(await names.name(person, 'P1')).toBeNull();
  });
});

/**
 * Names, never codes (issue 36 item 3): no list column shows the key of a person, asset, product,
 * user or tenant by itself. A column naming such a key links to its record (and is then shown by name,
 * docs/table.md#references), or shows a name field of the row.
 */
describe('list definitions', () => {
  const dir = new URL('../../../schemas/lists/', import.meta.url);
  const keyLike = /(^|\.)(person|asset|assetLot|product|company|orga|partner|payer|payee|fund|project|deal|voting|creditline)Registration$|(^|\.)(username|assignee|_insertUser|_updateUser)$/;
  it('show every reference to a named record by its name', () => {
    const offenders: string[] = [];
    for (const file of readdirSync(dir).filter((f) => f.endsWith('.json'))) {
      const list = JSON.parse(readFileSync(new URL(file, dir), 'utf8')) as ListDefinition;
      const own = list.entity ?? registry.byRoute(`/${file.replace(/\.json$/, '')}`)?.name;
      for (const c of list.columns ?? []) {
        if (c.hidden || !keyLike.test(c.name)) continue;
        const ownKey = own && c.name === registry.get(own).keyField;
        if (!ownKey && !referenceOf(c, registry, own)) offenders.push(`${file}: ${c.name}`);
      }
    }
    expect(offenders).toEqual([]);
  });
});
