// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { normalizeCard } from '../../../engine/cards/normalizeLayout.ts';
import type { CardLayout, CardSpec } from '../../../engine/cards/types.ts';
import type { DataProvider } from '../../../engine/data/DataProvider.ts';
import { resolveCard } from '../../../renderers/cards/index.ts';
import { prefetchCards } from '../../../renderers/cards/page/prefetchCards.ts';
import { readRecord } from '../../../renderers/cards/page/recordAhead.ts';
import { cardEnv, withEnv } from './cardEnv.tsx';

afterEach(cleanup);

type Rec = Record<string, unknown>;
const card = (key: string, kind: string, collapsible = false): CardSpec => ({ key, kind, title: key, collapsible, collapsed: false, fields: [], elements: [], props: {} });
const layout = (left: CardSpec[], right: CardSpec[] = [], workflowPosition: CardLayout['workflowPosition'] = 'none'): CardLayout => ({ left, right, workflowPosition, fieldOptions: {} });

const CTR = { registration: 'CTR1', name: 'Fleet lease', status: 'DRAFT', _version: 1, persons: [{ personRegistration: 'SIR1', role: 'CLIENT' }, { personRegistration: 'SIR2', role: 'GUARANTOR' }] };
const owner = { entityName: 'Contract', entityRegistration: 'CTR1' };

/** A host that records every request: list pages and records by entity, custom calls by path. */
function host() {
  const { env, calls } = cardEnv(
    {
      Invoice: [{ _id: 'i1', registration: 'INV1', status: 'SENT', contractRegistration: 'CTR1' }],
      Note: [{ _id: 'n1', content: 'Call the client back', ...owner }],
      Person: [{ registration: 'SIR1', name: 'Bonnet Transport SAS' }],
    },
    {
      '/api/script/lists': (_b, path) => new URL(path, 'http://x').searchParams.get('lists')!.split(',').map((n) => (n === 'invoiceStatus' ? [{ value: 'SENT', label: 'Sent' }] : [{ value: n, label: n }])),
      '/api/financing/contracts/CTR1/documents': () => [{ _id: 'd1', name: 'Offer.pdf', fileName: 'offer.pdf', size: 2048, mimeType: 'application/pdf' }],
      '/api/script/workflows/Contract': () => ({ definition: { entityName: 'Contract', initialStatus: 'DRAFT', statuses: [{ code: 'DRAFT' }, { code: 'STUDY' }], transitions: [] }, kinds: {} }),
      '/api/financing/contracts/CTR1/transitions': () => [{ code: 'submit', label: 'Submit for study', index: 0, pullRight: false, from: ['DRAFT'], to: 'STUDY', mandatoryFields: [] }],
    },
  );
  const asked: string[] = [];
  const data = env.data;
  const counted: DataProvider = {
    ...data,
    getList: (params) => (asked.push(`list ${params.entityName}`), data.getList(params)),
    getOne: (params) => (asked.push(`one ${params.entityName}/${params.key}`), data.getOne(params)),
    custom: (params) => (asked.push(`${params.method} ${params.path}`), data.custom(params)),
  };
  return { env: { ...env, data: counted }, asked, calls };
}

const ctx = (data: DataProvider, env: { registry: ReturnType<typeof host>['env']['registry'] }, readOnly = false) => ({
  data, registry: env.registry, entityName: 'Contract', registration: 'CTR1', record: CTR as Rec, locale: 'fr', readOnly,
});

describe('prefetchCards', () => {
  it("asks what the open cards will ask (the invoices, notes, documents, the sticky workflow card's transitions, the first person) and their lookup lists in one call, in the user's locale", () => {
    const { env, asked } = host();
    prefetchCards(layout([card('main', 'Fields'), card('persons', 'Persons')], [card('invoices', 'Invoices'), card('notes', 'Notes'), card('documents', 'Documents')], 'side'), ctx(env.data, env), () => false);
    expect(asked.sort()).toEqual([
      'GET /api/financing/contracts/CTR1/documents',
      'GET /api/financing/contracts/CTR1/transitions?exclude=modals,printings,documents',
      'GET /api/script/lists?valuesOnly=true&lists=role%2CpersonType%2CinvoiceStatus&locale=fr',
      'GET /api/script/workflows/Invoice',
      'list Invoice',
      'list Note',
      'one Person/SIR1',
    ]);
  });

  it("asks nothing for the cards of collections the user may not read (as the page hides them), nor a person the user may not read", () => {
    const { env, asked } = host();
    const can = (permission: string) => !['read /api/billing/invoices', 'read /api/core/notes', 'read /api/person/persons'].includes(permission);
    prefetchCards(layout([card('persons', 'Persons')], [card('invoices', 'Invoices'), card('notes', 'Notes')]), { ...ctx(env.data, env), can }, () => false);
    expect(asked).toEqual(['GET /api/script/lists?valuesOnly=true&lists=role%2CpersonType&locale=fr']);
  });

  it('asks nothing for collapsed cards, a record linking no person, nor the transitions of a read-only page', () => {
    const { env, asked } = host();
    prefetchCards(layout([card('persons', 'Persons', true), card('invoices', 'Invoices', true)]), ctx(env.data, env), () => true);
    prefetchCards(layout([card('persons', 'Persons')]), { ...ctx(env.data, env), record: { registration: 'CTR1', persons: [] } }, () => false);
    prefetchCards(layout([card('workflow', 'Workflow')], [], 'top'), ctx(env.data, env, true), () => false);
    expect(asked).toEqual([]);
  });

  it('the cards then draw with the answers asked ahead, without asking them again', async () => {
    const { env, asked } = host();
    prefetchCards(layout([], [card('invoices', 'Invoices'), card('notes', 'Notes'), card('documents', 'Documents'), card('workflow', 'Workflow')]), ctx(env.data, env), () => false);
    const before = asked.length;
    for (const kind of ['Invoices', 'Notes', 'Documents', 'Workflow']) {
      const Card = resolveCard(kind);
      render(withEnv(env, <Card spec={normalizeCard({ kind }, 0, 'r')} entityName="Contract" record={CTR} registration="CTR1" />));
    }
    expect(await screen.findByText('INV1')).toBeTruthy();
    expect(await screen.findByText('Call the client back')).toBeTruthy();
    expect(await screen.findByText('Offer.pdf')).toBeTruthy();
    expect(await screen.findByText('Submit for study')).toBeTruthy();
    const after = asked.slice(before);
    expect(after.filter((a) => a.startsWith('list ') || a.includes('/documents') || a.includes('/transitions'))).toEqual([]);
  });

  it("the first person asked ahead is taken by the Persons card's summary (one request)", async () => {
    const { env, asked } = host();
    prefetchCards(layout([card('persons', 'Persons')]), ctx(env.data, env), () => false);
    expect(await readRecord(env.data, 'Person', 'SIR1')).toEqual({ registration: 'SIR1', name: 'Bonnet Transport SAS' });
    expect(asked.filter((a) => a.startsWith('one '))).toEqual(['one Person/SIR1']);
  });
});
