import { describe, expect, it } from 'vitest';
import {
  decodeSearchDate, decodeSearchList, decodeSearchRegex, decodeSort, encodeSearchDate, encodeSearchList, encodeSearchRegex, encodeSort,
  formatFileSize, numberToWords, parseFileSize, parsePastedTable,
} from '../../../engine/format/index.ts';

describe('file sizes, 1024-based', () => {
  it.each([[0, '0 B'], [512, '512 B'], [1024, '1 KB'], [1536, '1.5 KB'], [5 * 1048576, '5 MB'], [1288490189, '1.2 GB'], [-1, '']])('%i -> %s', (bytes, shown) => {
    expect(formatFileSize(bytes)).toBe(shown);
  });

  it('in the locale', () => {
    expect(formatFileSize(1536, 'fr-FR')).toBe('1,5 KB');
  });

  it.each([['5MB', 5242880], ['5 mb', 5242880], ['1.5GB', 1610612736], ['300kb', 307200], ['42', 42], ['2K', 2048], [1024, 1024], ['lots', Number.NaN]])(
    '%j -> %s bytes',
    (text, bytes) => {
      expect(parseFileSize(text)).toBe(bytes);
    },
  );
});

describe('number to words (n2words)', () => {
  it.each([
    [42, 'en-EU', 'forty-two'], [42, 'fr-FR', 'quarante-deux'], [21, 'es-ES', 'veintiuno'], [3, 'it-IT', 'tre'], [1000, 'pt-PT', 'mil'],
    [7, 'tr-TR', 'yedi'], [2, 'ru-RU', 'два'], [5, 'lt', 'penki'], [10, 'hu', 'tíz'], [1, 'vi', 'một'],
    [3, 'uk', 'три'], [7, 'id', 'tujuh'],
  ])('%i in %s -> %s', async (value, locale, words) => {
    expect(await numberToWords(value, locale)).toBe(words);
  });

  it('Arabic and Azerbaijani load', async () => {
    expect(await numberToWords(3, 'ar-TN')).toBeTruthy();
    expect(await numberToWords(3, 'az')).toBeTruthy();
  });

  it('currency form and unsupported languages', async () => {
    expect(await numberToWords(1.5, 'en-US', 'currency')).toBe('one dollar and fifty cents');
    expect(await numberToWords(3, 'eo')).toBe('tri');
    expect(await numberToWords(3, 'tlh')).toBeNull();
  });
});

describe('search value encoding (seed 001 §5)', () => {
  it('dates as YYYYMMDD', () => {
    expect(encodeSearchDate('2024-03-15')).toBe('20240315');
    expect(encodeSearchDate(new Date(2024, 0, 2))).toBe('20240102');
    expect(encodeSearchDate('yesterday', new Date(2024, 2, 1))).toBe('20240229');
    expect(encodeSearchDate('nope')).toBe('');
    expect(decodeSearchDate('20240315')).toBe('2024-03-15');
    expect(decodeSearchDate('20240230')).toBeNull();
  });

  it('regex fields as /text/i, ^ when anchored, escaped', () => {
    expect(encodeSearchRegex('acme')).toBe('/acme/i');
    expect(encodeSearchRegex('acme', true)).toBe('/^acme/i');
    expect(encodeSearchRegex('a.b (c)/d')).toBe('/a\\.b \\(c\\)\\/d/i');
    expect(decodeSearchRegex('/^a\\.b/i')).toEqual({ text: 'a.b', anchored: true });
    expect(decodeSearchRegex('plain')).toBeNull();
  });

  it('multi values comma-separated', () => {
    expect(encodeSearchList(['ACTIVE', ' CLOSED ', ''])).toBe('ACTIVE,CLOSED');
    expect(decodeSearchList('A, B,,C')).toEqual(['A', 'B', 'C']);
  });

  it('sort joined with commas, - for descending', () => {
    expect(encodeSort([{ field: 'name' }, { field: 'createdAt', descending: true }])).toBe('name,-createdAt');
    expect(decodeSort('name,-createdAt,')).toEqual([{ field: 'name' }, { field: 'createdAt', descending: true }]);
  });
});

describe('numeric table paste (seed 002 §5.1)', () => {
  it('splits lines and tabs, NULL becomes empty, numbers coerced in the locale', () => {
    const text = '12\t3,5\tNULL\tnote\r\n24\t4\t\tx\n\tabc\tnull\t\n';
    expect(parsePastedTable(text, ['number', 'percentage', 'currency'], 'fr-FR')).toEqual([
      [12, 0.035, null, 'note'],
      [24, 0.04, null, 'x'],
      [null, Number.NaN, null, null],
    ]);
  });
});
