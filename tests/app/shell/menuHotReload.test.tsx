// @vitest-environment jsdom
import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import { Menu } from 'antd';
import { useCallback, useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import '../../renderers/helpers/jsdomStubs.ts';
import { FakeEventSource } from '../../renderers/helpers/fakeEventSource.ts';
import { createDefaultRegistry } from '../../../engine/registry/defaultRegistry.ts';
import type { UserConfiguration } from '../../../schemas/generated/shapes.ts';
import { menuFromRegistry } from '../../../app/shell/menuItems.ts';
import { useConfigEvents } from '../../../app/scripts/useConfigEvents.ts';
import { tokenStore } from '../../../app/api/tokenStore.ts';

vi.mock('../../../app/api/tickets.ts', () => ({ askTicket: async () => 'ticket', withTicket: (path: string, t: string) => `${path}?ticket=${t}` }));

const registry = createDefaultRegistry();
const configuration = (menus: UserConfiguration['menus']): UserConfiguration => ({ user: { username: 'seller@master', profiles: ['SELLER'] }, menus }) as UserConfiguration;
const BEFORE = configuration([{ path: '/home', title: 'Home' }, { path: '/contracts' }]);
const AFTER = configuration([{ path: '/persons', title: 'Clients' }, { path: '/contracts' }]);

/** The shell's menu as App and Shell wire it: the configuration is reloaded on a configuration event. */
function MenuOfConfiguration({ load }: { load: () => UserConfiguration }) {
  const [config, setConfig] = useState(BEFORE);
  const reload = useCallback(async () => setConfig(load()), [load]);
  useConfigEvents(true, reload);
  return <Menu mode="inline" items={menuFromRegistry(registry, config, (k) => `«${k}»`)} data-testid="main-menu" />;
}

const event = (name: string, type: string) => ({ tenant: 'master', kind: 'script', name, type, version: 2, action: 'UPDATE' });

beforeEach(() => {
  vi.stubGlobal('EventSource', FakeEventSource);
  vi.spyOn(tokenStore, 'get').mockReturnValue('token');
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('the menu redraws on the hot-reload event of the menus item (docs/menus.md)', () => {
  it('a saved menus item reloads the configuration and the menu shows its entries, translated, without a page reload', async () => {
    const load = vi.fn(() => AFTER);
    render(<MenuOfConfiguration load={load} />);
    expect(screen.getByTestId('main-menu').textContent).toBe('«Home»«Contracts»');
    await waitFor(() => expect(FakeEventSource.last?.url).toBe('/api/script/events?ticket=ticket'));
    // another script's change leaves the configuration alone
    act(() => FakeEventSource.last!.send('script', event('contract-layout', 'layout')));
    expect(load).not.toHaveBeenCalled();
    act(() => FakeEventSource.last!.send('script', event('menus', 'config')));
    await waitFor(() => expect(screen.getByTestId('main-menu').textContent).toBe('«Clients»«Contracts»'));
    expect(load).toHaveBeenCalledTimes(1);
  });
});
