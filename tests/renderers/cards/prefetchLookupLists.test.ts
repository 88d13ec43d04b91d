import { describe, expect, it } from 'vitest';
import type { DataProvider } from '../../../engine/data/DataProvider.ts';
import { prefetchLookupLists, schemaLookupLists } from '../../../renderers/cards/page/prefetchLookupLists.ts';
import { loadLookupList } from '../../../renderers/widgets/lookupLists.ts';

const schema = {
  type: 'object',
  properties: {
    status: { type: 'string', 'x-field': { type: 'select', select: { list: 'contractStatus' } } },
    name: { type: 'string', 'x-field': { type: 'text' } },
    fixed: { type: 'string', 'x-field': { type: 'select', select: { options: [{ value: 'A' }] } } },
    byPath: { type: 'string', 'x-field': { type: 'select', select: { list: '/api/core/currencies' } } },
    lines: { type: 'array', items: { type: 'object', properties: { kind: { type: 'string', 'x-field': { select: { list: 'assetType' } } } } } },
  },
};

describe('prefetchLookupLists', () => {
  it('names the lists of the selects, nested ones included, never a path nor fixed options', () => {
    expect([...schemaLookupLists(schema)].sort()).toEqual(['assetType', 'contractStatus']);
  });

  it('asks every list in one batch with the form locale, the status list without, and the widgets then reuse them', async () => {
    const calls: string[] = [];
    const data = {
      custom: async ({ path }: { path: string }) => {
        calls.push(path);
        const names = new URL(path, 'http://x').searchParams.get('lists')!.split(',');
        return names.map((n) => [{ value: `${n}-1`, label: n }]);
      },
    } as unknown as DataProvider;
    prefetchLookupLists(data, schema, 'fr', 'contractStatus');
    const options = await loadLookupList(data, 'assetType', 'fr');
    await loadLookupList(data, 'contractStatus');
    expect(options).toEqual([{ value: 'assetType-1', label: 'assetType' }]);
    expect(calls.sort()).toEqual(['/api/script/lists?valuesOnly=true&lists=contractStatus', '/api/script/lists?valuesOnly=true&lists=contractStatus%2CassetType&locale=fr']);
  });
});
