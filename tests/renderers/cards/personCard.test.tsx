// @vitest-environment jsdom
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { LayoutRunner } from '../../../engine/cards/resolveLayout.ts';
import { LayoutRunnerContext } from '../../../renderers/cards/page/LayoutRunnerContext.ts';
import { GenericCardPage } from '../../../renderers/pages/GenericCardPage.tsx';
import { createSandbox, loadNodeModule, type JsonObject } from '../../../scripts-sandbox/node.ts';
import { cardEnv, withEnv } from './cardEnv.tsx';

type Rec = Record<string, unknown>;

const script = (name: string) => ({ registration: name, content: readFileSync(join(process.cwd(), 'server/defaults/scripts/layout', `${name}.js`), 'utf8') });
const LISTS: Record<string, string[][]> = { role: [['CLIENT', 'Client'], ['GUARANTOR', 'Guarantor'], ['LEGAL_REPRESENTATIVE', 'Legal representative']] };
const lists = (_b: unknown, path: string) => (new URL(path, 'http://x').searchParams.get('lists') ?? '').split(',').map((n) => LISTS[n]?.map(([value, label]) => ({ value, label })) ?? ['ERROR']);

const individual: Rec = { _id: 'p1', registration: 'AUT1', type: 'I', firstName: 'Ana', lastName: 'Diaz', name: 'Ana Diaz', roles: [{ role: 'GUARANTOR', startDate: '2024-01-01' }, { role: 'LEGAL_REPRESENTATIVE' }], company: { shareCapital: 1000, vatScheme: 'NORMAL' }, _version: 1 };
const company: Rec = { _id: 'p2', registration: 'AUT2', type: 'C', name: 'Acme SA', roles: [{ role: 'CLIENT' }], birthDate: '1990-01-01', familyMaritalStatus: 'SINGLE', incomeSalary: 10, company: { shareCapital: 1000 }, _version: 1 };

let runner: LayoutRunner;
beforeAll(async () => {
  const sandbox = await createSandbox({ loadModule: loadNodeModule });
  runner = ({ name, code, ctx }) => sandbox.run({ tenant: 'master', kind: 'layout', name, code, ctx: ctx as JsonObject });
});
beforeEach(() => {
  localStorage.clear();
  Element.prototype.scrollIntoView = vi.fn();
});
afterEach(cleanup);

function open(recordKey?: string) {
  const host = cardEnv({ Person: [individual, company], Script: [script('person-layout-I'), script('person-layout-C'), script('person-layout')] }, { '/api/script/lists': lists, '/api/script/workflows': () => ({ definition: null, kinds: {} }) });
  render(withEnv(host.env, <LayoutRunnerContext.Provider value={runner}><GenericCardPage entityName="Person" recordKey={recordKey} /></LayoutRunnerContext.Provider>));
  return host;
}
const field = (name: string) => document.querySelector(`[data-field="root_${name}"]`);

describe('person card by type', () => {
  it('an individual shows its sections, no company data, and its roles by their labels', async () => {
    open('AUT1');
    await screen.findByTestId('card-birth');
    for (const key of ['identity', 'addresses', 'family', 'employment', 'income', 'expenditure', 'bankAccounts']) expect(screen.getByTestId(`card-${key}`)).toBeTruthy();
    for (const key of ['legal', 'web', 'contacts', 'relations']) expect(screen.queryByTestId(`card-${key}`)).toBeNull();
    for (const name of ['company', 'commercialName', 'siret', 'contacts', 'web']) expect(field(name)).toBeNull();
    await waitFor(() => expect(field('roles')?.textContent).toContain('Guarantor'));
    expect(field('roles')?.textContent).toContain('Legal representative');
    expect(field('roles')?.textContent).not.toContain('GUARANTOR');
  });

  it('a company shows the Legal card and no birth, family or income; the detailed-view switch shows less', async () => {
    open('AUT2');
    await screen.findByTestId('card-legal');
    expect(screen.getByTestId('card-legal').textContent).toContain('Share capital');
    for (const name of ['birthDate', 'familyMaritalStatus', 'incomeSalary', 'firstName']) expect(field(name)).toBeNull();
    await waitFor(() => expect(field('roles')?.textContent).toContain('Client'));
    const detailed = screen.getByTestId('detailed-view');
    expect(detailed.getAttribute('aria-checked')).toBe('true');
    fireEvent.click(detailed);
    await waitFor(() => expect(screen.queryByTestId('card-legal')).toBeNull());
    expect(screen.getByTestId('card-identity')).toBeTruthy();
    expect(screen.getByTestId('detailed-view').getAttribute('aria-checked')).toBe('false');
  });

  it('a new person starts as a company (the default type); choosing Individual shows the individual form', async () => {
    open();
    await waitFor(() => expect(field('name')).toBeTruthy());
    expect(field('firstName')).toBeNull();
    expect(screen.getByTestId('detailed-view').getAttribute('aria-checked')).toBe('false');
    fireEvent.mouseDown(document.querySelector('#root_type') as Element);
    fireEvent.click(await screen.findByTitle('Individual'));
    await waitFor(() => expect(field('firstName')).toBeTruthy());
    expect(field('name')).toBeNull();
    expect(field('commercialName')).toBeNull();
  });
});
