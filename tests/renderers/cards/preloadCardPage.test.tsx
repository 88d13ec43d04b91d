// @vitest-environment jsdom
import { renderHook, waitFor } from '@testing-library/react';
import useSWR from 'swr';
import { describe, expect, it } from 'vitest';
import type { DataProvider } from '../../../engine/data/DataProvider.ts';
import { fetchScriptCode, prefetchScriptCode } from '../../../renderers/cards/page/fetchScriptCode.ts';
import { preloadCardPage } from '../../../renderers/cards/page/preloadCardPage.ts';
import { readRecord } from '../../../renderers/cards/page/recordAhead.ts';

/** A host recording what is asked: records (getOne), the workflow and the layout script (custom). */
function host() {
  const asked: string[] = [];
  const data = {
    custom: async ({ path }: { path: string }) => {
      const script = /^\/api\/script\/ui-scripts\/(.+)$/.exec(path)?.[1];
      if (script) {
        asked.push(`Script/${script}`);
        return { name: script, content: script === 'contract-layout' ? 'function execute() {}' : null };
      }
      asked.push(path);
      return { definition: null, kinds: {} };
    },
    getOne: async ({ entityName, key }: { entityName: string; key: string }) => {
      asked.push(`${entityName}/${key}`);
      return { registration: key, name: 'Fleet lease' };
    },
  } as unknown as DataProvider;
  return { data, asked };
}

describe('preloadCardPage (from the row click that opens a card page)', () => {
  it('asks the record, the workflow and the layout script once: the card page takes them instead of asking again', async () => {
    const { data, asked } = host();
    preloadCardPage(data, 'Contract', 'CTR7');
    expect(asked).toEqual(['Contract/CTR7', '/api/script/workflows/Contract', 'Script/contract-layout']);
    // the card page: its record read as useRecordForm reads it, its layout script asked ahead again on mount, then read
    const { result } = renderHook(() => useSWR(['record', 'Contract', 'CTR7'], () => readRecord(data, 'Contract', 'CTR7')));
    await waitFor(() => expect(result.current.data).toEqual({ registration: 'CTR7', name: 'Fleet lease' }));
    prefetchScriptCode(data, 'contract-layout');
    expect(await fetchScriptCode(data, 'contract-layout')).toBe('function execute() {}');
    expect(asked.filter((a) => a === 'Contract/CTR7')).toHaveLength(1);
    expect(asked.filter((a) => a === 'Script/contract-layout')).toHaveLength(1);
  });

  it("given the form's schema, asks its selects' lookup lists and the header's status list in one call, in the user's locale", () => {
    const { data, asked } = host();
    const schema = { properties: { currency: { type: 'string', 'x-field': { select: { list: 'currency' } } }, persons: { type: 'array', items: { properties: { role: { type: 'string', 'x-field': { select: { list: 'role' } } } } } } } };
    preloadCardPage(data, 'Contract', 'CTR8', { schema, locale: 'fr', statusList: 'contractStatus' });
    expect(asked).toContain('/api/script/lists?valuesOnly=true&lists=currency%2Crole%2CcontractStatus&locale=fr');
  });

  it('takes a script the tenant lacks (most entities have no layout script) as none, without a failed request', async () => {
    const { data } = host();
    expect(await fetchScriptCode(data, 'invoice-layout')).toBeUndefined();
  });

  it('does not guess the layout script of a person (it depends on the person type)', () => {
    const { data, asked } = host();
    preloadCardPage(data, 'Person', 'SIR1');
    expect(asked.some((a) => a.startsWith('Script/'))).toBe(false);
    expect(asked).toContain('Person/SIR1');
  });
});
