import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { readTests, withPathConstants } from '../../scripts/conformance/evidence.ts';
import { matrix, problems, renderMatrix } from '../../scripts/conformance/matrix.ts';
import { notes } from '../../scripts/conformance/notes.ts';
import { seedItems, type SeedItem } from '../../scripts/conformance/seedItems.ts';

const root = resolve(import.meta.dirname, '../..');
const items = JSON.parse(readFileSync(join(root, 'tests/conformance/seedItems.json'), 'utf8')) as SeedItem[];

describe('conformance matrix (docs/conformance.md, issue 39)', () => {
  const rows = matrix(items, readTests(root, ['tests/architecture/conformance.test.ts']), notes);

  it('every item the seeds name has a test that names it, or a reason', () => {
    expect(problems(rows, notes, (p) => existsSync(join(root, p)))).toEqual([]);
  });

  it('docs/conformance.md is the generated page (npm run conformance)', () => {
    expect(readFileSync(join(root, 'docs/conformance.md'), 'utf8')).toBe(renderMatrix(rows));
  });

  it('reads the seeds’ kinds of items, with the expanded codes and the relative catalogue paths', () => {
    const found = seedItems([
      {
        seed: '000',
        text: [
          '## 8. Error catalogue',
          '### 8.1 Coded errors',
          "Format: INVALID_FIELD_IN_HEADERS / QUERY, MISSING_LOCALE, STATUS_PATCH_PROHIBITED ('Status modification prohibited, workflow must be used').",
          '## 7. Calls',
          '| GET /api/core/users/{username}/photo?no404=1 | none |',
          'External: GET /api/external/lectura/root-categories?list=true; /models/{id}; /search/{text}?list.',
        ].join('\n'),
      },
    ]);
    expect(found.filter((i) => i.kind === 'code').map((i) => i.id)).toEqual(['INVALID_FIELD_IN_HEADERS', 'INVALID_FIELD_IN_QUERY', 'MISSING_LOCALE', 'STATUS_PATCH_PROHIBITED']);
    expect(found.filter((i) => i.kind === 'endpoint').map((i) => i.id)).toEqual([
      '/api/core/users/{username}/photo',
      '/api/external/lectura/root-categories',
      '/api/external/lectura/models/{id}',
      '/api/external/lectura/search/{text}',
    ]);
    expect(found.find((i) => i.kind === 'message')).toMatchObject({ id: 'Status modification prohibited, workflow must be used', where: '000 §8.1' });
  });

  it('an endpoint is proved by a test naming it with any parameter value, not by a longer path', () => {
    const endpoint: SeedItem = { kind: 'endpoint', id: '/api/core/users/{username}/photo', where: '000 §7' };
    const naming = (text: string) => matrix([endpoint], [{ path: 't.ts', text }], { proved: {}, reasons: {} })[0].status;
    expect(naming("inject({ url: `/api/core/users/${name}/photo?no404=1` })")).toBe('tested');
    expect(naming("inject({ url: '/api/core/users/ann/photos' })")).toBe('unproved');
    expect(naming("inject({ url: '/api/core/users/photo' })")).toBe('unproved');
  });
});

describe('path constants of a test file', () => {
  it('are read into the calls built on them', () => {
    expect(withPathConstants("const BASE = '/api/external/lectura';\nget(`${BASE}/models/${id}`)")).toContain('/api/external/lectura/models/${id}');
    expect(withPathConstants('const n = 3;\nget(`${BASE}/x`)')).toContain('${BASE}/x');
  });
});
