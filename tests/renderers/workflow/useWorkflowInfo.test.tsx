// @vitest-environment jsdom
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { SWRConfig, useSWRConfig, type ScopedMutator } from 'swr';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { DataProvider } from '../../../engine/data/DataProvider.ts';
import type { EngineEnv } from '../../../engine/env/EngineEnv.ts';
import { createDefaultRegistry } from '../../../engine/registry/defaultRegistry.ts';
import { shapes } from '../../../app/registry.ts';
import { EngineContext } from '../../../renderers/context/EngineContext.ts';
import { forgetWorkflowInfo, isWorkflowKey, preloadWorkflowInfo, useWorkflowInfo } from '../../../renderers/workflow/useWorkflowInfo.ts';

afterEach(cleanup);

/** A host answering the Contract workflow with the badge kind of `status`, counting the requests. */
function host(kind: () => string) {
  const asked: string[] = [];
  const data = {
    custom: async ({ path }: { path: string }) => {
      asked.push(path);
      return { definition: null, kinds: { active: kind() } };
    },
  } as unknown as DataProvider;
  const env: EngineEnv = { registry: createDefaultRegistry(), shapes, data, notify: vi.fn(), navigate: vi.fn(), t: (k) => k };
  const cache = new Map();
  const wrap = (node: ReactNode) => (
    <SWRConfig value={{ provider: () => cache }}>
      <EngineContext.Provider value={env}>{node}</EngineContext.Provider>
    </SWRConfig>
  );
  return { data, asked, wrap };
}

let scopedMutate: ScopedMutator | undefined;
function Badge() {
  scopedMutate = useSWRConfig().mutate;
  const { kinds } = useWorkflowInfo('Contract');
  return <span data-testid="kind">{kinds.active ?? '-'}</span>;
}

describe('useWorkflowInfo', () => {
  it('asks a workflow once for the pages that show it, and again on the next page after a script was saved', async () => {
    let kind = 'ongoing';
    const { data, asked, wrap } = host(() => kind);
    const page = render(wrap(<Badge />));
    await waitFor(() => expect(screen.getByTestId('kind').textContent).toBe('ongoing'));
    page.unmount();
    // the next pages (a card, back to the list): shown from what is held, nothing asked, nothing preloaded
    preloadWorkflowInfo(data, 'Contract');
    const next = render(wrap(<Badge />));
    expect(screen.getByTestId('kind').textContent).toBe('ongoing');
    await new Promise((r) => setTimeout(r, 50));
    next.unmount();
    expect(asked).toEqual(['/api/script/workflows/Contract']);

    // a script saved (the configuration's event): the next page asks again and shows the new kind
    kind = 'warning';
    forgetWorkflowInfo();
    render(wrap(<Badge />));
    await waitFor(() => expect(screen.getByTestId('kind').textContent).toBe('warning'));
    expect(asked).toHaveLength(2);
  });

  it('asks again at once for a page open when a script is saved', async () => {
    let kind = 'ongoing';
    const { asked, wrap } = host(() => kind);
    render(wrap(<Badge />));
    await waitFor(() => expect(screen.getByTestId('kind').textContent).toBe('ongoing'));
    kind = 'success';
    forgetWorkflowInfo();
    // what useConfigEvents does on a script event, in the page's SWR cache
    await scopedMutate!(isWorkflowKey);
    await waitFor(() => expect(screen.getByTestId('kind').textContent).toBe('success'));
    expect(asked.length).toBeGreaterThanOrEqual(2);
  });

  it('preloads a workflow not held yet', () => {
    const { data, asked } = host(() => 'ongoing');
    preloadWorkflowInfo(data, 'Invoice');
    expect(asked).toEqual(['/api/script/workflows/Invoice']);
  });
});
