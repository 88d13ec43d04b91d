import { describe, expect, it } from 'vitest';
import { assembleListBatch, listBatchUrl, parseListBatch, schemaLists, splitListBatch } from '../../../engine/offline/listBatch.ts';
import { connectivity } from '../../../engine/offline/connectivity.ts';
import { createDefaultRegistry } from '../../../engine/registry/defaultRegistry.ts';
import { shapeSchemas } from '../../../schemas/generated/catalog.ts';

const status = [{ value: 'DRAFT', label: 'Brouillon' }];
const currency = [{ value: 'EUR', label: 'Euro' }];

describe('lookup-list batches offline', () => {
  it('reads the names and locale of the URL the browser writes, and nothing else', () => {
    const url = listBatchUrl(['contractStatus', 'currency'], 'fr');
    expect(url).toBe('/api/script/lists?valuesOnly=true&lists=contractStatus%2Ccurrency&locale=fr');
    expect(parseListBatch(url)).toEqual({ names: ['contractStatus', 'currency'], locale: 'fr' });
    expect(parseListBatch('/api/script/lists?valuesOnly=true&lists=a,b')).toEqual({ names: ['a', 'b'] });
    expect(parseListBatch('/api/script/lists?lists=a')).toBeUndefined();
    expect(parseListBatch('/api/script/lists/a?valuesOnly=true&lists=a')).toBeUndefined();
    expect(parseListBatch('/api/script/lists?valuesOnly=true&lists=')).toBeUndefined();
  });

  it('splits an answer into single-list answers keyed by their own URL, leaving unknown lists out', () => {
    const url = listBatchUrl(['contractStatus', 'nope', 'currency'], 'fr');
    expect(splitListBatch(url, [status, ['ERROR'], currency])).toEqual([
      { url: listBatchUrl(['contractStatus'], 'fr'), values: status },
      { url: listBatchUrl(['currency'], 'fr'), values: currency },
    ]);
    expect(splitListBatch(url, [status])).toEqual([]);
    expect(splitListBatch('/api/core/taxes', [status])).toEqual([]);
  });

  it('assembles a combination never asked from lists kept one by one, in the order asked', () => {
    const kept = new Map<string, unknown>();
    for (const one of splitListBatch(listBatchUrl(['contractStatus', 'currency'], 'fr'), [status, currency])) kept.set(one.url, [one.values]);
    const read = (u: string) => kept.get(u);
    expect(assembleListBatch(listBatchUrl(['currency', 'contractStatus'], 'fr'), read)).toEqual([currency, status]);
    // a list never kept gives no options, the others still show
    expect(assembleListBatch(listBatchUrl(['frequency', 'currency'], 'fr'), read)).toEqual([['ERROR'], currency]);
    // another locale's lists are other lists
    expect(assembleListBatch(listBatchUrl(['currency'], 'ar'), read)).toBeUndefined();
    expect(assembleListBatch('/api/core/taxes', read)).toBeUndefined();
  });

  it('finds the named and path lists of a schema, through its shapes', () => {
    const shape = { $id: 'https://tabula.local/schemas/shapes/line.json', properties: { taxCode: { 'x-field': { select: { list: '/api/core/taxes' } } } } };
    const schema = {
      properties: {
        status: { 'x-field': { type: 'select', select: { list: 'contractStatus' } } },
        currency: { 'x-field': { select: { list: 'currency' } } },
        lines: { type: 'array', items: { $ref: '../shapes/line.json' } },
        other: { 'x-field': { select: { list: 'currency' } } },
      },
    };
    expect(schemaLists(schema, [shape])).toEqual({ names: ['contractStatus', 'currency'], paths: ['/api/core/taxes'] });
  });

  it('finds the contract lines\' taxes and the contract lists in the shipped schemas', () => {
    const lists = schemaLists(createDefaultRegistry().get('Contract').schema, shapeSchemas as { $id?: string }[]);
    expect(lists.names).toEqual(expect.arrayContaining(['contractStatus', 'contractType', 'currency']));
    expect(lists.paths).toContain('/api/core/taxes');
  });
});

describe('connectivity', () => {
  it('follows the source the app installs, else the browser flag', () => {
    let offline = true;
    connectivity.setSource(() => offline);
    expect(connectivity.offline()).toBe(true);
    offline = false;
    expect(connectivity.offline()).toBe(false);
    connectivity.setSource();
    expect(connectivity.offline()).toBe(typeof navigator !== 'undefined' && navigator.onLine === false);
  });
});
