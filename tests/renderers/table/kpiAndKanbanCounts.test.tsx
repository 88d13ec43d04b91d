// @vitest-environment jsdom
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { ListPage } from '../../../engine/data/DataProvider.ts';
import { KanbanView } from '../../../renderers/table/KanbanView.tsx';
import { KpiStrip } from '../../../renderers/table/KpiStrip.tsx';
import { fakeEnv, withEnv } from './testEnv.tsx';

afterEach(cleanup);

const rows = Array.from({ length: 6 }, (_, i) => ({ _id: `id${i}`, registration: `INV${i}`, name: `Invoice ${i}`, status: i % 2 ? 'OPEN' : 'PAID' }));

/** A server whose counts are capped: 10000+ with its estimate, except the PAID status (exact). */
function cappedEnv(breakdown: unknown) {
  // the status list answers the lookup call; the list's breakdown call gets `breakdown`
  const fake = fakeEnv(rows, (p) => (p.path.startsWith('/api/script/lists') ? [['OPEN', 'PAID']] : breakdown));
  const getList = fake.env.data.getList.bind(fake.env.data);
  fake.env.data.getList = async (params): Promise<ListPage> => {
    const page = await getList(params);
    if (params.query?.status === 'PAID') return { ...page, total: 250_000 };
    return { ...page, continues: true, total: 10_000, totalIsLowerBound: true, totalEstimate: 1_234_567 };
  };
  fake.env.t = (key) => (key === 'about {{count}}' ? 'about {{count}}!' : key);
  return fake;
}

const tileText = (key: string) => screen.getByTestId(`kpi-${key}`).querySelector('.ant-statistic-content')?.textContent;

describe('KPI strip and kanban counts read as the grid', () => {
  it('the KPI strip shows the exact counts of a breakdown', async () => {
    const fake = cappedEnv({ entities: [], breakdown: [{ value: 'OPEN', count: 400_000 }, { value: 'PAID', count: 600_000 }] });
    render(withEnv(fake.env, <KpiStrip name="invoices-kpi" entityName="Invoice" field="status" query={{}} reloadToken={0} onSelect={() => {}} />));
    await waitFor(() => expect(tileText('all')).toBe('1,000,000'));
    expect(fake.customs[0]?.path).toContain('breakdown=status');
  });

  it('without a breakdown, the KPI strip shows a capped count as "about N", an exact one as it is', async () => {
    const fake = cappedEnv([]);
    render(withEnv(fake.env, <KpiStrip name="invoices-kpi" entityName="Invoice" field="status" statusList="invoice-statuses" query={{}} reloadToken={0} onSelect={() => {}} />));
    await waitFor(() => expect(tileText('all')).toBe('about 1,200,000!'));
    await waitFor(() => expect(tileText('PAID')).toBe('250,000'));
    expect(tileText('OPEN')).toBe('about 1,200,000!');
  });

  it('the kanban shows the list total as the grid does', async () => {
    const fake = cappedEnv([]);
    render(withEnv(fake.env, <KanbanView entityName="Invoice" field="status" query={{}} columns={[{ name: 'name', title: 'Name' }]} pageSize={20} reloadToken={0} onRowOpen={() => {}} />));
    await waitFor(() => expect(screen.getByTestId('kanban').textContent).toContain('6 / about 1,200,000! rows'));
  });

  it('a kanban column counts its cards and, when the search has more of its status, their total', async () => {
    const fake = cappedEnv({ entities: [], breakdown: [{ value: 'OPEN', count: 400_000 }, { value: 'PAID', count: 3 }] });
    render(withEnv(fake.env, <KanbanView entityName="Invoice" field="status" query={{ search: 'inv' }} columns={[{ name: 'name', title: 'Name' }]} pageSize={20} reloadToken={0} onRowOpen={() => {}} />));
    const header = (status: string) => screen.getAllByTestId('kanban-column').find((c) => c.querySelector('.ant-tag')?.textContent === status)?.querySelector('.ant-card-extra')?.textContent;
    await waitFor(() => expect(header('OPEN')).toBe('3 / 400,000'));
    expect(header('PAID')).toBe('3');
    const asked = fake.customs.find((c) => c.path.includes('breakdown=status'))?.path ?? '';
    expect(asked).toContain('search=inv');
    expect(asked).toContain('range=0-0');
  });

  it('without a breakdown, a kanban column counts its loaded cards', async () => {
    const fake = cappedEnv([]);
    render(withEnv(fake.env, <KanbanView entityName="Invoice" field="status" query={{}} columns={[{ name: 'name', title: 'Name' }]} pageSize={20} reloadToken={0} onRowOpen={() => {}} />));
    await waitFor(() => expect(screen.getAllByTestId('kanban-column').map((c) => c.querySelector('.ant-card-extra')?.textContent)).toEqual(['3', '3']));
  });
});
