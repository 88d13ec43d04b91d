// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { ListDefinition } from '../../../schemas/generated/meta.ts';
import { GenericListPage } from '../../../renderers/pages/GenericListPage.tsx';
import { fakeEnv, withEnv } from './testEnv.tsx';

afterEach(cleanup);

const billing = (progress = false, useDateNoTime?: boolean): ListDefinition => ({
  entity: 'Invoice',
  route: '/invoices',
  title: 'Invoices',
  columns: [{ name: 'registration', title: 'Registration' }],
  actions: [
    {
      name: 'runBilling',
      label: 'Run billing',
      action: {
        method: 'GET',
        url: '/api/script/runs/run-billing?date={date}&organizations={organizations}',
        successMessage: '{count} invoice(s) created',
        reloadAfterSuccess: true,
        progress,
        form: {
          title: 'Run billing',
          okText: 'Run billing',
          useDateNoTime,
          defaults: { date: '2026-02-28' },
          schema: { type: 'object', required: ['date'], properties: { date: { type: 'string', format: 'date', 'x-field': { type: 'date', label: 'Billing date' } } } },
        },
      },
    },
  ],
});

const okButton = () => screen.getAllByRole('button').find((b) => b.textContent === 'Run billing' && b.closest('.ant-modal'))!;

describe('page actions with a parameters form', () => {
  it('asks the parameters, calls with them, shows the count and reloads', async () => {
    const fake = fakeEnv([{ registration: 'INV1' }], () => [{ registration: 'INV2' }, { registration: 'INV3' }]);
    render(withEnv(fake.env, <GenericListPage definition={billing()} urlQuery={{}} onUrlQueryChange={() => undefined} />));
    fireEvent.click(await screen.findByTestId('page-action-runBilling'));
    await screen.findByText('Billing date');
    expect(fake.customs).toHaveLength(0);
    const listsBefore = fake.lists.length;
    fireEvent.click(okButton());
    await waitFor(() => expect(fake.customs[0]).toEqual({ method: 'GET', path: '/api/script/runs/run-billing?date=2026-02-28&organizations=', body: undefined }));
    await waitFor(() => expect(fake.notes).toContainEqual({ level: 'success', message: '2 invoice(s) created' }));
    await waitFor(() => expect(fake.lists.length).toBeGreaterThan(listsBefore));
    await waitFor(() => expect(screen.queryByText('Billing date')).toBeNull());
  });

  it('sends the billing date as the useDateNoTime setting says: a plain day, else a full timestamp', async () => {
    const zone = process.env.TZ;
    process.env.TZ = 'Europe/Paris';
    try {
      for (const [setting, sent] of [
        [true, '2026-02-28'],
        [false, encodeURIComponent('2026-02-28T00:00:00.000+01:00')],
        [undefined, encodeURIComponent('2026-02-28T00:00:00.000+01:00')],
      ] as const) {
        const fake = fakeEnv([], () => []);
        fake.env.user = { locale: 'en-EU', useDateNoTime: setting };
        render(withEnv(fake.env, <GenericListPage definition={billing(false, true)} urlQuery={{}} onUrlQueryChange={() => undefined} />));
        fireEvent.click(await screen.findByTestId('page-action-runBilling'));
        await screen.findByText('Billing date');
        fireEvent.click(okButton());
        await waitFor(() => expect(fake.customs[0]?.path).toBe(`/api/script/runs/run-billing?date=${sent}&organizations=`));
        cleanup();
      }
    } finally {
      if (zone === undefined) delete process.env.TZ;
      else process.env.TZ = zone;
    }
  });

  it('keeps the modal open when the call fails', async () => {
    const fake = fakeEnv([], () => {
      throw new Error('Billing refused');
    });
    render(withEnv(fake.env, <GenericListPage definition={billing()} urlQuery={{}} onUrlQueryChange={() => undefined} />));
    fireEvent.click(await screen.findByTestId('page-action-runBilling'));
    await screen.findByText('Billing date');
    fireEvent.click(okButton());
    await waitFor(() => expect(fake.notes.some((n) => n.level === 'error')).toBe(true));
    expect(screen.getByText('Billing date')).toBeTruthy();
  });

  it('follows a long run until it ends and reports what it made', async () => {
    let polls = 0;
    const fake = fakeEnv([], (p) => {
      if (p.path.startsWith('/api/script/runs/run-billing')) return { nbTotal: 400, runId: 'R1', progressUrl: '/api/billing/runs/R1' };
      polls += 1;
      return polls < 2 ? { status: 'RUNNING', done: 100, nbTotal: 400 } : { status: 'DONE', done: 400, nbTotal: 400, created: 380 };
    });
    render(withEnv(fake.env, <GenericListPage definition={billing(true)} urlQuery={{}} onUrlQueryChange={() => undefined} />));
    fireEvent.click(await screen.findByTestId('page-action-runBilling'));
    await screen.findByText('Billing date');
    fireEvent.click(okButton());
    await screen.findByTestId('run-progress-modal');
    await waitFor(() => expect(fake.notes).toContainEqual({ level: 'success', message: '380 invoice(s) created' }), { timeout: 8000 });
    expect(fake.notes.some((n) => n.message === '400 invoice(s) created')).toBe(false);
    expect(fake.customs.filter((c) => c.path === '/api/billing/runs/R1').length).toBeGreaterThanOrEqual(2);
  });

  it('cancels a long run with DELETE on its progress url', async () => {
    let cancelled = false;
    const fake = fakeEnv([], (p) => {
      if (p.path.startsWith('/api/script/runs/run-billing')) return { nbTotal: 400, progressUrl: '/api/billing/runs/R2' };
      if (p.method === 'DELETE') {
        cancelled = true;
        return { status: 'CANCELLED', done: 100, nbTotal: 400 };
      }
      return cancelled ? { status: 'CANCELLED', done: 100, nbTotal: 400, created: 90 } : { status: 'RUNNING', done: 100, nbTotal: 400 };
    });
    render(withEnv(fake.env, <GenericListPage definition={billing(true)} urlQuery={{}} onUrlQueryChange={() => undefined} />));
    fireEvent.click(await screen.findByTestId('page-action-runBilling'));
    await screen.findByText('Billing date');
    fireEvent.click(okButton());
    fireEvent.click(await screen.findByTestId('run-cancel'));
    await waitFor(() => expect(fake.customs).toContainEqual({ method: 'DELETE', path: '/api/billing/runs/R2' }));
    await waitFor(() => expect(fake.notes).toContainEqual({ level: 'info', message: 'Cancelled: 100 done' }), { timeout: 8000 });
  });
});

describe('files in action forms', () => {
  it('sends a chosen file as a data URL, not as an empty object', async () => {
    const { readFormFiles } = await import('../../../renderers/table/readFormFiles.ts');
    const file = new File(['<Document/>'], 'statement.xml', { type: 'text/xml' });
    const out = (await readFormFiles({ date: '2026-01-01', file: { name: 'statement.xml', size: 11, file }, list: [1, 'a'] })) as Record<string, unknown>;
    expect(out.date).toBe('2026-01-01');
    expect(out.list).toEqual([1, 'a']);
    const sent = out.file as Record<string, unknown>;
    expect(sent.name).toBe('statement.xml');
    expect('file' in sent).toBe(false);
    expect(String(sent.url)).toMatch(/^data:text\/xml;base64,/);
    expect(Buffer.from(String(sent.url).split(',')[1], 'base64').toString()).toBe('<Document/>');
  });
});
