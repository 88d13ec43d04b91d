import { describe, expect, it } from 'vitest';
import type { FieldPath } from '../../../engine/query/resolveField.ts';
import { parseRegex } from '../../../engine/query/parseRegex.ts';
import { conditionSql, Params, searchSql } from '../../../server/entities/sqlWhere.ts';

const name: FieldPath = { column: 'name', path: ['name'], kind: 'string' };
const city: FieldPath = { path: ['address', 'city'], kind: 'string' };

/** The SQL and parameters of `name=/body/i` matched the given way. */
function regexSql(body: string, match?: 'indexed' | 'scanned', field = name) {
  const p = new Params();
  return { sql: conditionSql(parseRegex('name', body), field, p, match), values: p.values };
}

/** Issue 20 item 1: literal text among rows read one by one is matched by an ASCII fold, not `~*`. */
describe('literal text matches', () => {
  it('keeps ~* for the usual statements, which the trigram indexes serve', () => {
    expect(regexSql('Bonn')).toEqual({ sql: 'name ~* $1', values: ['Bonn'] });
    expect(regexSql('^Bonn')).toEqual({ sql: 'name ~* $1', values: ['^Bonn'] });
    expect(regexSql('a\\.b')).toEqual({ sql: 'name ~* $1', values: ['a\\.b'] });
  });

  it('folds printable ASCII text for scanned rows: anywhere, or at the start', () => {
    expect(regexSql('Bonn', 'scanned')).toEqual({ sql: `strpos(lower((name) COLLATE "C"), $1) > 0`, values: ['bonn'] });
    expect(regexSql('^BONN gmbh', 'scanned')).toEqual({ sql: `starts_with(lower((name) COLLATE "C"), $1)`, values: ['bonn gmbh'] });
    // the escaped dot is the text "a.b"; % and _ mean nothing to strpos
    expect(regexSql('a\\.b 50%_', 'scanned').values).toEqual(['a.b 50%_']);
    expect(regexSql('Lyon', 'scanned', city).sql).toBe(`strpos(lower(((data #>> '{address,city}')) COLLATE "C"), $1) > 0`);
  });

  it('keeps ~* for real patterns and for text beyond printable ASCII', () => {
    expect(regexSql('bo+nn', 'scanned')).toEqual({ sql: 'name ~* $1', values: ['bo+nn'] });
    expect(regexSql('Müller', 'scanned')).toEqual({ sql: 'name ~* $1', values: ['Müller'] });
    expect(regexSql('tab\there', 'scanned').sql).toBe('name ~* $1');
  });

  it('folds a free-text search the same way, one parameter for every field', () => {
    const p = new Params();
    expect(searchSql('Bonn', [name, city], p, 'scanned')).toBe(`(strpos(lower((name) COLLATE "C"), $1) > 0 OR strpos(lower(((data #>> '{address,city}')) COLLATE "C"), $1) > 0)`);
    expect(p.values).toEqual(['bonn']);
    const q = new Params();
    expect(searchSql('Zürich', [name, city], q, 'scanned')).toBe(`(name ~* $1 OR (data #>> '{address,city}') ~* $1)`);
    expect(q.values).toEqual(['Zürich']);
    expect(searchSql('x', [], new Params(), 'scanned')).toBe('FALSE');
  });
});
