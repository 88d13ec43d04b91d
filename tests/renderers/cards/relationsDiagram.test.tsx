// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SWRConfig } from 'swr';
import { createDefaultRegistry } from '../../../engine/registry/defaultRegistry.ts';
import type { EngineEnv } from '../../../engine/env/EngineEnv.ts';
import type { Hierarchy, HierarchyLink } from '../../../engine/relations/index.ts';
import { EngineContext } from '../../../renderers/context/EngineContext.ts';
import { RelationsDiagram } from '../../../renderers/cards/relations/RelationsDiagram.tsx';
import { shapes } from '../../../app/registry.ts';
import '../helpers/jsdomStubs.ts';
import { charts, liveChart } from '../helpers/fakeEcharts.ts';
import { memoryDataProvider } from '../helpers/memoryDataProvider.ts';

vi.mock('echarts/core', async () => (await import('../helpers/fakeEcharts.ts')).echartsModule);

afterEach(() => {
  cleanup();
  charts.length = 0;
});

const link = (source: string, target: string, relation = 'SUBSIDIARY'): HierarchyLink => ({ source, target, relation, stake: null });

/** A holding H with `n` subsidiaries, and an individual director D of the first. */
function holding(n: number): Hierarchy {
  const subs = Array.from({ length: n }, (_, i) => ({ registration: `S${i + 1}`, name: `Subsidiary ${i + 1}`, type: 'C' }));
  return {
    persons: [{ registration: 'H', name: 'Holding', type: 'C' }, ...subs, { registration: 'D', name: 'Director', type: 'I' }],
    links: [...subs.map((s) => link('H', s.registration)), link('D', 'S1', 'DIRECTOROF')],
  };
}

function setup(graph: Hierarchy, user?: EngineEnv['user']) {
  const data = memoryDataProvider({ routes: { '/api/core/users/me%40test/preferences': (body) => body ?? [] } });
  const env: EngineEnv = { registry: createDefaultRegistry(), shapes, data, notify: vi.fn(), navigate: vi.fn(), t: (k) => k, user };
  const onOpen = vi.fn();
  render(
    <SWRConfig value={{ provider: () => new Map() }}>
      <EngineContext.Provider value={env}>
        <RelationsDiagram graph={graph} center="H" loading={false} onOpen={onOpen} />
      </EngineContext.Provider>
    </SWRConfig>,
  );
  return { data, onOpen };
}

/** The diagram drawn (its chart is a lazily loaded chunk: the first load of a file takes a while). */
const drawn = () => waitFor(() => expect(liveChart()?.option).toBeDefined(), { timeout: 20_000 });
const summary = () => screen.getByTestId('relations-summary');
const pressed = () => screen.getAllByRole('button').filter((b) => b.getAttribute('aria-pressed') === 'true').map((b) => b.textContent);
const chartHeight = async () => (await screen.findByTestId('relations-chart')).style.height;

describe('relations diagram controls (seed 002 §2.7, §9)', () => {
  it('opens at depth All with buttons 1 up to depth-2, All and Companies; each shows its part', async () => {
    setup(holding(3));
    await drawn();
    // levels 0 (H), 1 (S1..S3), 2 (D): one numbered button
    expect(screen.getByRole('button', { name: '1' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: '2' })).toBeNull();
    expect(pressed()).toContain('All');
    expect(summary().dataset.count).toBe('5');
    fireEvent.click(screen.getByRole('button', { name: '1' }));
    expect(summary().dataset.count).toBe('4');
    fireEvent.click(screen.getByRole('button', { name: 'Companies' }));
    expect(summary().dataset.count).toBe('4');
    expect(pressed()).toContain('Companies');
    await waitFor(() => expect(liveChart()?.option).toBeDefined());
    const names = ((liveChart()?.option?.series as { data: { name: string }[] }[])[0].data).map((d) => d.name);
    expect(names).not.toContain('Director');
  });

  it('offers no Companies button without individuals', () => {
    const graph = holding(2);
    setup({ persons: graph.persons.filter((p) => p.type === 'C'), links: graph.links.filter((l) => l.source === 'H') });
    expect(screen.queryByRole('button', { name: 'Companies' })).toBeNull();
  });

  it('opens in the large view above 10 persons, small up to 10; the size toggle stays', async () => {
    setup(holding(10));
    // 12 persons
    expect(await chartHeight()).toBe('640px');
    fireEvent.click(screen.getByRole('button', { name: 'Collapse' }));
    expect(await chartHeight()).toBe('360px');
    cleanup();
    setup(holding(8));
    // 10 persons
    expect(await chartHeight()).toBe('360px');
    fireEvent.click(screen.getByRole('button', { name: 'Expand' }));
    expect(await chartHeight()).toBe('640px');
  });

  it('a click on a person opens it; a click on a link does nothing', async () => {
    const { onOpen } = setup(holding(2));
    await waitFor(() => expect(liveChart()?.handlers.click).toBeDefined());
    act(() => liveChart()?.handlers.click({ dataType: 'edge', data: { value: 'SUBSIDIARY' } }));
    expect(onOpen).not.toHaveBeenCalled();
    act(() => liveChart()?.handlers.click({ dataType: 'node', data: { value: 'S2' } }));
    expect(onOpen).toHaveBeenCalledWith('S2');
  });

  it('the experimental renderer draws on a canvas and is kept in the user’s preferences', async () => {
    const { data } = setup(holding(2), { username: 'me@test', tenant: 'test' });
    await waitFor(() => expect(liveChart()?.renderer).toBe('svg'));
    fireEvent.click(screen.getByRole('switch', { name: 'Experimental renderer' }));
    await waitFor(() => expect(liveChart()?.renderer).toBe('canvas'));
    await waitFor(() =>
      expect(data.calls).toContainEqual({ method: 'POST', path: '/api/core/users/me%40test/preferences', params: { type: 'UI', groupId: 'relations-diagram', value: { renderer: 'canvas' } } }),
    );
  });

  it('redraws to its box on the window’s resize event (sent by the shell after the side menu folds)', async () => {
    setup(holding(2));
    await waitFor(() => expect(liveChart()).toBeDefined());
    const before = liveChart()?.resized ?? 0;
    act(() => {
      window.dispatchEvent(new Event('resize'));
    });
    expect(liveChart()?.resized).toBe(before + 1);
  });
});
