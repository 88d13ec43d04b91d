import { describe, expect, it } from 'vitest';
import { mapImportRow } from '../../../engine/imports/mapImportRow.ts';
import { parseImportFile } from '../../../engine/imports/parseImportFile.ts';
import type { JsonSchema } from '../../../engine/registry/types.ts';

describe('parseImportFile', () => {
  it('reads CSV with the delimiter of its header, quotes and CRLF', () => {
    const csv = '\uFEFFname;amount;note\r\n"Dupont; SA";12,5;"say ""hi"""\r\n\r\nMartin;3;\r\n';
    expect(parseImportFile('a.csv', csv)).toEqual([
      { name: 'Dupont; SA', amount: '12,5', note: 'say "hi"' },
      { name: 'Martin', amount: '3', note: '' },
    ]);
    expect(parseImportFile('a.csv', 'a,b\n1,2')).toEqual([{ a: '1', b: '2' }]);
  });

  it('reads a JSON array of objects and refuses anything else', () => {
    expect(parseImportFile('a.json', '[{"name":"X"}]')).toEqual([{ name: 'X' }]);
    expect(() => parseImportFile('a.json', '{"name":"X"}')).toThrow(
      'A JSON import file must be an array of objects',
    );
    expect(() => parseImportFile('a.json', '[1')).toThrow(/^Invalid JSON/);
  });

  it('says which line is broken', () => {
    expect(() => parseImportFile('a.csv', 'a,b\n1,2,3')).toThrow('Line 2 has 3 values for 2 columns');
    expect(() => parseImportFile('a.csv', 'a\n"open')).toThrow('The file ends inside a quoted value');
  });
});

describe('mapImportRow', () => {
  const schema: JsonSchema = {
    properties: {
      name: { type: ['string', 'null'] },
      amount: { type: ['number', 'null'] },
      active: { type: ['boolean', 'null'] },
      tags: { type: ['array', 'null'] },
    },
  };

  it('types the values after the schema', () => {
    expect(
      mapImportRow({ name: ' Dupont ', amount: '12,5', active: 'yes', tags: '["a"]', extra: 'kept' }, schema),
    ).toEqual({
      name: ' Dupont ',
      amount: 12.5,
      active: true,
      tags: ['a'],
      extra: 'kept',
    });
    expect(mapImportRow({ name: '', amount: 'abc' }, schema)).toEqual({ name: null, amount: 'abc' });
  });

  it('renames through the mapping, drops unnamed columns and fills defaults', () => {
    const columns = [
      { source: 'Raison sociale', target: 'name' },
      { source: 'Montant', target: 'amount', defaultValue: '0' },
      { source: 'Ignored', target: null },
    ];
    expect(mapImportRow({ 'Raison sociale': 'ACME', Montant: '', Other: 'x' }, schema, columns)).toEqual({
      name: 'ACME',
      amount: 0,
    });
  });
});
