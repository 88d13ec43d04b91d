// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SWRConfig } from 'swr';
import { createDefaultRegistry } from '../../../engine/registry/defaultRegistry.ts';
import type { EngineEnv, NotifyAction } from '../../../engine/env/EngineEnv.ts';
import type { Hierarchy } from '../../../engine/relations/index.ts';
import { EngineContext } from '../../../renderers/context/EngineContext.ts';
import { OrganizationsPanel } from '../../../renderers/table/OrganizationsPanel.tsx';
import { shapes } from '../../../app/registry.ts';
import '../helpers/jsdomStubs.ts';
import { charts, liveChart } from '../helpers/fakeEcharts.ts';
import { memoryDataProvider } from '../helpers/memoryDataProvider.ts';

vi.mock('echarts/core', async () => (await import('../helpers/fakeEcharts.ts')).echartsModule);

afterEach(() => {
  cleanup();
  charts.length = 0;
});

// the signed-in user's organization ORG, its subsidiary SUB, two individuals: DAN is a user, EVE is not
const around: Hierarchy = {
  persons: [
    { registration: 'ORG', name: 'Lender Group', type: 'O' },
    { registration: 'SUB', name: 'Lender Branch', type: 'C' },
    { registration: 'DAN', name: 'Dan Brown', type: 'I' },
    { registration: 'EVE', name: 'Eve Green', type: 'I' },
  ],
  links: [
    { source: 'ORG', target: 'SUB', relation: 'SUBSIDIARY', stake: null },
    { source: 'DAN', target: 'ORG', relation: 'DIRECTOROF', stake: null },
    { source: 'EVE', target: 'SUB', relation: 'EMPLOYEEOF', stake: null },
  ],
};

function setup(permissions: string[], current: Record<string, unknown> = { username: 'me@test', orgaRegistration: 'ORG' }) {
  const posted: unknown[] = [];
  const users: Record<string, unknown>[] = [{ username: 'dan@test', personRegistration: 'DAN' }];
  const data = memoryDataProvider({
    records: {
      User: users,
      Person: [{ registration: 'EVE', name: 'Eve Green', type: 'I', firstName: 'Eve', lastName: 'Green', email: 'eve@example.com', roles: [{ role: 'SALES' }] }],
    },
    routes: {
      '/api/core/users/current': () => current,
      '/api/person/persons/ORG/hierarchy': () => around,
      '/api/person/organizations-with-ascendants': () => ({ organizations: around.persons.slice(0, 1), links: [] }),
      '/api/core/users?syncPerson=1': (body) => {
        posted.push(body);
        return body;
      },
    },
  });
  const notify = vi.fn<EngineEnv['notify']>();
  const registry = createDefaultRegistry();
  const env: EngineEnv = { registry, shapes, data, notify, navigate: vi.fn(), t: (k) => k, user: { tenant: 'test', locale: 'fr' }, can: (p) => permissions.includes(p) };
  render(
    <SWRConfig value={{ provider: () => new Map() }}>
      <EngineContext.Provider value={env}>
        <OrganizationsPanel />
      </EngineContext.Provider>
    </SWRConfig>,
  );
  fireEvent.click(screen.getByText('Organizations'));
  return { env, data, notify, posted, registry, users };
}

type Node = { name: string; value: string };
const nodes = () => (liveChart()?.option?.series as { data: Node[] }[] | undefined)?.[0].data ?? [];
/** The diagram drawn (its chart is a lazily loaded chunk: the first load of a file takes a while). */
const drawn = () => waitFor(() => expect(liveChart()?.option).toBeDefined(), { timeout: 20_000 });
const clickPerson = (registration: string) => act(() => liveChart()?.handlers.click({ dataType: 'node', data: { value: registration } }));

describe('the users page organization relations diagram (seed 002 §2.5, §8)', () => {
  it('is drawn around the current person, each user’s username under its person', async () => {
    const { data } = setup(['read /api/core/users']);
    await drawn();
    await waitFor(() => expect(nodes().map((n) => n.name)).toEqual(['Lender Group', 'Lender Branch', 'Dan Brown\ndan@test', 'Eve Green']));
    expect(data.calls.some((c) => c.path === '/api/person/persons/ORG/hierarchy?depth=5')).toBe(true);
  });

  it('falls back to the tenant’s organizations for a user linked to no person', async () => {
    const { data } = setup(['read /api/core/users'], { username: 'me@test' });
    await waitFor(() => expect(screen.getByTestId('relations-summary').dataset.count).toBe('1'));
    expect(data.calls.some((c) => c.path === '/api/person/organizations-with-ascendants')).toBe(true);
  });

  it('a click on a user opens the user; on another person: Not a user (info), without creation for a caller who may not write users', async () => {
    const { env, notify, registry } = setup(['read /api/core/users']);
    await drawn();
    await waitFor(() => expect(nodes().some((n) => n.name.includes('dan@test'))).toBe(true));
    clickPerson('DAN');
    expect(env.navigate).toHaveBeenCalledWith(registry.clientRoute('User', 'dan@test'));
    clickPerson('EVE');
    expect(notify).toHaveBeenLastCalledWith('info', 'Not a user', undefined);
  });

  it('an admin who may write users creates the user of an individual: User created, then its username shows', async () => {
    const { notify, posted, data, users } = setup(['read /api/core/users', 'write /api/core/users']);
    await drawn();
    await waitFor(() => expect(nodes().length).toBe(4));
    // a company gets no user
    clickPerson('SUB');
    expect(notify).toHaveBeenLastCalledWith('info', 'Not a user', undefined);
    clickPerson('EVE');
    const action = notify.mock.lastCall?.[2] as NotifyAction;
    expect(notify.mock.lastCall?.slice(0, 2)).toEqual(['info', 'Not a user']);
    expect(action.label).toBe('Create user');
    act(() => action.run());
    const username = await screen.findByLabelText('Username');
    await waitFor(() => expect((username as HTMLInputElement).value).toBe('eve@example.com'));
    // the user the server will hold from now on
    users.push({ username: 'eve@example.com', personRegistration: 'EVE' });
    fireEvent.click(screen.getByRole('button', { name: 'Create' }));
    await waitFor(() => expect(notify).toHaveBeenLastCalledWith('success', 'User created'));
    expect(posted).toEqual([{ username: 'eve@example.com', lastName: 'Green', firstName: 'Eve', email: 'eve@example.com', profiles: ['SALES'], locale: 'fr', personRegistration: 'EVE' }]);
    await waitFor(() => expect(data.calls.filter((c) => c.method === 'getList').length).toBe(2));
    await waitFor(() => expect(nodes().map((n) => n.name)).toContain('Eve Green\neve@example.com'));
  });

  it('a refused creation shows the server’s error and no success', async () => {
    const { notify, data } = setup(['read /api/core/users', 'write /api/core/users']);
    await drawn();
    await waitFor(() => expect(nodes().length).toBe(4));
    data.custom = async () => {
      throw Object.assign(new Error('refused'), { status: 403, body: { code: 'PERMISSION_DENIED', message: 'Permission denied: write /api/core/users' } });
    };
    clickPerson('EVE');
    act(() => (notify.mock.lastCall?.[2] as NotifyAction).run());
    data.getOne = async () => ({ registration: 'EVE', lastName: 'Green', email: 'eve@example.com' });
    await waitFor(() => expect((screen.getByLabelText('Username') as HTMLInputElement).value).toBe('eve@example.com'));
    fireEvent.click(screen.getByRole('button', { name: 'Create' }));
    await waitFor(() => expect(notify).toHaveBeenLastCalledWith('error', expect.any(String)));
    expect(notify).not.toHaveBeenCalledWith('success', 'User created');
  });
});
