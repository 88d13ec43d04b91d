// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { normalizeCard } from '../../../engine/cards/normalizeLayout.ts';
import { cardRenderers, resolveCard } from '../../../renderers/cards/index.ts';
import { cardEnv, withEnv } from './cardEnv.tsx';

afterEach(cleanup);

type Rec = Record<string, unknown>;
const CTR = { registration: 'CTR1', name: 'Fleet lease', status: 'DRAFT', _version: 1 };
const owner = { entityName: 'Contract', entityRegistration: 'CTR1' };

const records: Record<string, Rec[]> = {
  Asset: [{ _id: 'a1', registration: 'AST1', name: 'Truck', contractRegistration: 'CTR1', priceExclTax: 10 }],
  Audit: [{ _id: 'au1', date: '2025-01-01', username: 'bob-auditor', action: 'UPDATE', ...owner }],
  Communication: [{ _id: 'c1', registration: 'COM1', subject: 'Welcome letter', contractRegistration: 'CTR1' }],
  ExternalData: [{ _id: 'e1', registration: 'EXT1', provider: 'ACME rating', ...owner }],
  History: [{ _id: 'h1', date: '2025-02-01T10:00:00Z', username: 'alice', type: 'TRANSITION', value: [{ field: 'status', old: 'DRAFT', new: 'STUDY' }], ...owner }],
  Invoice: [{ _id: 'i1', registration: 'INV1', name: 'January rent', contractRegistration: 'CTR1' }],
  Maintenance: [{ _id: 'm1', registration: 'MNT1', name: 'Oil change', assetRegistration: 'AST1' }],
  Note: [{ _id: 'n1', content: 'Call the client back', ...owner }],
  Person: [{ registration: 'P1', name: 'Alice Martin', email: 'alice@example.com' }],
  Amendment: [{ _id: 'am1', registration: 'AMD1', name: 'Rate change', contractRegistration: 'CTR1' }],
  Task: [{ _id: 't1', registration: 'TSK1', name: 'Get the signature', ...owner }],
};
const routes = {
  '/api/financing/contracts/CTR1/documents': () => [{ _id: 'd1', name: 'Offer.pdf', fileName: 'offer.pdf', size: 2048, mimeType: 'application/pdf' }],
  '/api/asset/assets/AST1/documents': () => [],
  '/api/script/workflows/Contract': () => ({
    definition: { entityName: 'Contract', initialStatus: 'DRAFT', statuses: [{ code: 'DRAFT' }, { code: 'STUDY' }], transitions: [{ code: 'submit', from: ['DRAFT'], to: 'STUDY' }] },
    kinds: { DRAFT: 'ongoing', STUDY: 'success' },
  }),
  '/api/person/persons/P1/exposure': () => ({
    asOf: '2026-12-06',
    registration: 'P1',
    own: { contracts: { count: 2, inForce: 1 }, outstanding: [{ currency: 'EUR', amount: '1200.50' }], openBalance: { count: 1, amounts: [{ currency: 'EUR', amount: '300' }] }, overdue: { count: 0, amounts: [] } },
    group: {
      persons: [{ registration: 'P1', name: 'Holding SA' }, { registration: 'P2', name: 'Daughter Logistics' }],
      contracts: { count: 3, inForce: 2 }, outstanding: [{ currency: 'EUR', amount: '5000' }], openBalance: { count: 2, amounts: [{ currency: 'EUR', amount: '450' }] }, overdue: { count: 1, amounts: [{ currency: 'EUR', amount: '150' }] },
    },
  }),
  '/api/financing/contracts/CTR1/transitions': () => [{ code: 'submit', label: 'Submit for study', index: 0, pullRight: false, from: ['DRAFT'], to: 'STUDY', mandatoryFields: [] }],
};

/** Per card kind: what the layout gives it, whose record, and a text that proves it drew its data. */
const SAMPLES: Record<string, { card?: Rec; entity?: string; record?: Rec; expect: string | RegExp; children?: string }> = {
  Assets: { expect: 'Truck' },
  BatchRun: { entity: 'Batch', record: { registration: 'BAT1', status: 'SUCCESS', lastAction: 'DO', nbTotal: 3, nbDone: 3, nbSuccess: 3, progress: 1 }, expect: '100%' },
  Audits: { expect: 'bob-auditor' },
  Chart: { card: { data: { labels: ['a'], series: [[1]] }, kind: 'bar' }, expect: /Chart cannot be drawn|^$/ },
  Content: { card: { markdown: 'Some **notes**' }, children: 'the form fields', expect: 'the form fields' },
  Communications: { expect: 'Welcome letter' },
  Dashboard: { card: { elements: [{ type: 'kpi', label: 'Open invoices', value: 3 }] }, expect: 'Open invoices' },
  Documents: { expect: 'Offer.pdf' },
  Exposure: { entity: 'Person', record: { registration: 'P1', type: 'C', name: 'Holding SA' }, expect: /1 in force of 2.*€1,200\.50.*Daughter Logistics/ },
  Extension: { expect: "Field 'layoutScriptName' is missing in parameters" },
  ExternalData: { expect: 'ACME rating' },
  History: { expect: 'Status: DRAFT → STUDY' },
  Images: { record: { ...CTR, documents: [{ type: 'IMAGE', url: '/img/front.png', name: 'Front view' }] }, expect: 'Front view' },
  ImportResults: { card: { results: { inserted: 3, updated: 1, errors: [{ row: 2, field: 'name', message: 'Name is mandatory' }] } }, expect: 'Name is mandatory' },
  Invoices: { expect: 'INV1' },
  Maintenances: { entity: 'Asset', record: { registration: 'AST1' }, expect: 'Oil change' },
  Notes: { expect: 'Call the client back' },
  Persons: { record: { ...CTR, persons: [{ role: 'CLIENT', personRegistration: 'P1', name: 'Alice Martin' }] }, expect: 'alice@example.com' },
  PersonsReadOnly: { record: { ...CTR, persons: [{ role: 'CLIENT', personRegistration: 'P1', name: 'Alice Martin' }] }, expect: 'Alice Martin' },
  Sheet: { card: { rows: [{ month: 'Jan', amount: 1 }, { month: 'Feb', amount: 2 }] }, expect: 'Total' },
  SubEntities: { card: { entityName: 'Amendment' }, expect: 'Rate change' },
  Navs: { card: { links: [{ label: 'Open invoices', path: '/invoices' }] }, expect: 'Open invoices' },
  Tasks: { expect: 'Get the signature' },
  Relations: { entity: 'Person', record: { registration: 'P1', type: 'C', name: 'Holding SA' }, expect: 'Add person' },
  Workflow: { expect: 'Submit for study' },
  AiAssistant: { expect: 'No AI assistant is configured' },
  PaymentPlan: {
    record: {
      currency: 'EUR',
      paymentPlan: [
        { index: 1, date: '2026-02-15', principal: 495.85, interest: 8.33, payment: 504.18, balance: 504.15 },
        { index: 2, date: '2026-03-15', principal: 504.15, interest: 4.2, payment: 508.35, balance: 0 },
      ],
    },
    expect: /Total \(2\).*€1,012\.53.*€12\.53.*€1,000\.00/,
  },
};

describe('card registry', () => {
  it('has a sample for every registered card type', () => {
    expect(Object.keys(SAMPLES).sort()).toEqual(Object.keys(cardRenderers).sort());
  });

  for (const [kind, sample] of Object.entries(SAMPLES)) {
    it(`draws a ${kind} card from its data`, async () => {
      const { env, notes } = cardEnv(records, routes);
      const spec = normalizeCard({ kind, title: kind, ...sample.card }, 0, 'left');
      const Body = resolveCard(kind);
      const record = sample.record ?? CTR;
      const { container } = render(withEnv(env, <Body spec={spec} entityName={sample.entity ?? 'Contract'} record={record} registration={String(record.registration)}>{sample.children}</Body>));
      if (kind === 'Chart') {
        await waitFor(() => expect(container.querySelector('[data-element="chartist"]')).not.toBeNull());
        return;
      }
      await waitFor(() => expect(container.textContent).toMatch(sample.expect));
      if (kind === 'Extension') expect(notes).toContainEqual({ level: 'warning', message: "Field 'layoutScriptName' is missing in parameters" });
    });
  }

  it('falls back to a card that names an unknown kind', () => {
    const { env } = cardEnv();
    const Body = resolveCard('Spaceship');
    render(withEnv(env, <Body spec={normalizeCard({ kind: 'Spaceship' }, 0, 'left')} entityName="Contract" record={CTR} />));
    expect(screen.getByText('Unknown card Spaceship')).toBeTruthy();
  });

  it('shows a batch run status by its label, never its code while the labels load', async () => {
    let answer: ((lists: unknown) => void) | undefined;
    const { env } = cardEnv(records, { '/api/script/lists': () => new Promise((resolve) => (answer = resolve)) });
    const BatchRun = resolveCard('BatchRun');
    render(withEnv(env, <BatchRun spec={normalizeCard({ kind: 'BatchRun' }, 0, 'l')} entityName="Batch" record={{ registration: 'BAT9', status: 'WARNING', nbTotal: 2, nbDone: 2, progress: 1 }} registration="BAT9" />));
    await screen.findByText('100%');
    expect(screen.queryByText('WARNING')).toBeNull();
    await waitFor(() => expect(answer).toBeDefined());
    expect(screen.queryByText('WARNING')).toBeNull();
    answer?.([[{ value: 'WARNING', label: 'Done with warnings' }]]);
    expect(await screen.findByText('Done with warnings')).toBeTruthy();
    expect(screen.queryByText('WARNING')).toBeNull();
  });

  it("shows the statuses of a related table (a contract's invoices) by their labels, asked beside the rows, never their codes", async () => {
    let answer: ((lists: unknown) => void) | undefined;
    const { env, calls } = cardEnv({ Invoice: [{ _id: 'i1', registration: 'INV1', status: 'SENT', contractRegistration: 'CTR1' }] }, { '/api/script/lists': () => new Promise((resolve) => (answer = resolve)) });
    const Invoices = resolveCard('Invoices');
    render(withEnv(env, <Invoices spec={normalizeCard({ kind: 'Invoices' }, 0, 'r')} entityName="Contract" record={CTR} registration="CTR1" />));
    await screen.findByText('INV1');
    await waitFor(() => expect(answer).toBeDefined());
    expect(calls.filter((c) => c.path.includes('invoiceStatus'))).toHaveLength(1);
    expect(screen.queryByText('SENT')).toBeNull();
    answer?.([[{ value: 'SENT', label: 'Sent' }]]);
    expect(await screen.findByText('Sent')).toBeTruthy();
    expect(screen.queryByText('SENT')).toBeNull();
  });

  // the lookup batcher waits 300 ms; a loaded machine is slower still
  const SLOW = { timeout: 5_000 };
  it('draws the side tables of cards as their fields say: dates in the user\'s pattern, users and labels by name, never codes', async () => {
    const tasks = [{ _id: 't1', registration: 'TSK1', name: 'Call back', status: 'OPEN', assignee: 'jo@master', dueDate: '2026-03-09', ...owner }];
    const audits = [{ _id: 'au1', date: '2026-03-09T08:30:00Z', username: 'jo@master', action: 'UPDATE', ...owner }];
    const { env } = cardEnv({ Task: tasks, Audit: audits }, {
      '/api/core/tasks/userNames': () => [{ value: 'jo@master', label: 'Jo Martin' }],
      '/api/core/users': () => [{ username: 'jo@master', name: 'Jo Martin' }],
      // the lists asked within 300 ms travel together: each answered in its place
      '/api/script/lists': (_b, path) => new URL(path, 'http://x').searchParams.get('lists')!.split(',').map((n) => (n === 'auditAction' ? [{ value: 'UPDATE', label: 'Update' }] : [])),
    });
    const fr = { ...env, user: { username: 'me@master', tenant: 'master', locale: 'fr-FR' } } as typeof env;
    const Tasks = resolveCard('Tasks');
    render(withEnv(fr, <Tasks spec={normalizeCard({ kind: 'Tasks' }, 0, 'r')} entityName="Contract" record={CTR} registration="CTR1" />));
    expect(await screen.findByText('09/03/2026', undefined, SLOW)).toBeTruthy();
    expect(await screen.findByText('Jo Martin', undefined, SLOW)).toBeTruthy();
    expect(screen.queryByText('2026-03-09')).toBeNull();
    cleanup();
    const Audits = resolveCard('Audits');
    render(withEnv(fr, <Audits spec={normalizeCard({ kind: 'Audits' }, 0, 'r')} entityName="Contract" record={CTR} registration="CTR1" />));
    expect(await screen.findByText('Jo Martin · jo@master', undefined, SLOW)).toBeTruthy();
    expect(await screen.findByText('Update', undefined, SLOW)).toBeTruthy();
    expect(screen.queryByText(/2026-03-09/)).toBeNull();
  });

  it('keeps the headings of a related table on one line when it has rows (it scrolls sideways), wrapped to fit the card when empty', async () => {
    const headings = () => [...document.querySelectorAll('th')].filter((th) => th.textContent).map((th) => (th as HTMLElement).style.whiteSpace);
    const Invoices = resolveCard('Invoices');
    const spec = normalizeCard({ kind: 'Invoices' }, 0, 'r');
    render(withEnv(cardEnv({ Invoice: [{ _id: 'i1', registration: 'INV1', contractRegistration: 'CTR1' }] }).env, <Invoices spec={spec} entityName="Contract" record={CTR} registration="CTR1" />));
    await screen.findByText('INV1');
    expect(new Set(headings())).toEqual(new Set(['nowrap']));
    cleanup();
    render(withEnv(cardEnv({ Invoice: [] }).env, <Invoices spec={spec} entityName="Contract" record={CTR} registration="CTR1" />));
    await screen.findByText('No Invoice found');
    expect(new Set(headings())).toEqual(new Set(['normal']));
  });

  it('navigates from a Navs card and runs a transition from the Workflow card', async () => {
    const ran: string[] = [];
    const { env, navigations, notes } = cardEnv(records, {
      ...routes,
      '/api/financing/contracts/CTR1/transitions/submit': (_b, path) => (ran.push(path), { ...CTR, status: 'STUDY', _version: 2 }),
    });
    const Navs = resolveCard('Navs');
    render(withEnv(env, <Navs spec={normalizeCard({ kind: 'Navs', links: [{ label: 'Go', path: '/contract/{registration}' }] }, 0, 'l')} entityName="Contract" record={CTR} registration="CTR1" />));
    fireEvent.click(screen.getByText('Go'));
    expect(navigations).toEqual(['/contract/CTR1']);
    const Workflow = resolveCard('Workflow');
    render(withEnv(env, <Workflow spec={normalizeCard({ kind: 'Workflow' }, 0, 'l')} entityName="Contract" record={CTR} registration="CTR1" />));
    fireEvent.click(await screen.findByText('Submit for study'));
    await waitFor(() => expect(notes).toContainEqual({ level: 'success', message: 'Transition "Submit for study" executed successfully for Contract "CTR1"' }));
    expect(ran).toEqual(['/api/financing/contracts/CTR1/transitions/submit']);
    expect(screen.getByTestId('workflow-current').textContent).toBe('DRAFT');
  });
});
