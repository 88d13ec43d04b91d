// @vitest-environment jsdom
import { cleanup } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { JsonSchema } from '../../engine/registry/types.ts';
import { renderForm } from './helpers/renderForm.tsx';

afterEach(cleanup);

const STRING: JsonSchema = { type: ['string', 'null'] };

/** The antd grid classes of the cell holding a field (24 columns: each width of the 12-column grid doubled). */
function cellClasses(container: HTMLElement, id: string): string[] {
  const cell = container.querySelector(`#${id}`)?.closest('.ant-col');
  return [...(cell?.classList ?? [])].filter((c) => c.startsWith('ant-col-')).sort();
}

describe('form grid (seed 001 §9, seed 002 §9)', () => {
  it('gives a field xs 12, sm 6, lg 4 of the 12-column grid by default: 1, 2, then 3 fields a row', () => {
    const form = renderForm({ type: 'object', properties: { name: { ...STRING, 'x-field': { type: 'text' } } } });
    expect(cellClasses(form.container, 'root_name')).toEqual(['ant-col-lg-8', 'ant-col-sm-12', 'ant-col-xs-24']);
  });

  it("keeps a field's own colProps", () => {
    const form = renderForm({ type: 'object', properties: { name: { ...STRING, 'x-field': { type: 'text', colProps: { xs: 12, md: 3 } } } } });
    expect(cellClasses(form.container, 'root_name')).toEqual(['ant-col-md-6', 'ant-col-xs-24']);
  });
});
