import { describe, expect, it } from 'vitest';
import { applyPageConfig } from '../../../engine/registry/applyPageConfig.ts';
import { createDefaultRegistry } from '../../../engine/registry/defaultRegistry.ts';
import { DEFAULT_PAGE_SIZE } from '../../../engine/registry/defaultListDefinition.ts';
import { findListDefinition } from '../../../engine/registry/listDefinitions.ts';
import { listDefinitions } from '../../../schemas/generated/listCatalog.ts';
import type { ListDefinition } from '../../../schemas/generated/meta.ts';

const registry = createDefaultRegistry();
const files = listDefinitions as ListDefinition[];

function list(route: string): ListDefinition {
  const definition = findListDefinition(route, registry);
  if (!definition) throw new Error(`no list definition for ${route}`);
  return definition;
}

/** Seed 002 §2.8: the detail links list rows carry. */
const LINKS = `/contract-element/{registration}, /contract/{registration}, /contract-lot/{registration}, /person/{registration}, /prospect/{registration},
  /fund/{registration}, /posting/{registration}, /posting-event/{registration}, /campaign/{registration}, /payment-file/{registration},
  /external-data/{externalDataRegistration}, /asset-catalog-item/{registration}, /project/{registration}, /case/{registration}, /claim/{registration},
  /asset-lot/{registration}, /asset/{registration}, /invoice/{registration}, /cashflow/{cashflowRegistration}, /credit-line/{registration},
  /communication/{registration}, /maintenance/{registration}, /collateral/{registration}, /document/{registration}, /agreement/{registration},
  /product/{registration}, /committee/{registration}, /private-equity-asset/{registration}, /question/{registration}, /score/{registration},
  /feature-flag/{name}, /inspection/{registration}, /asset-service-catalog-item/{registration}, /depreciation-schedule/{registration}`.split(/,\s*/);

describe('list definitions', () => {
  it.each(files.map((f) => [f.route, f] as const))('%s is the list route of its entity', (route, file) => {
    expect(registry.get(file.entity).listRoute).toBe(route);
    expect(list(route)).toMatchObject({ entity: file.entity, pageSize: file.pageSize ?? DEFAULT_PAGE_SIZE });
    expect(list(route).columns?.length).toBeGreaterThan(0);
  });

  it('gives the lists of id-only entities no add button: they have no creation page (seed 000 §2.5)', () => {
    const idOnly = registry.all().filter((info) => info.idOnly && info.listRoute);
    expect(idOnly.map((info) => info.name).sort()).toEqual(['BankTransaction', 'Camt', 'ContractElement', 'Funding', 'Sepa']);
    for (const info of idOnly) expect(list(info.listRoute!).noAdd).toBe(true);
    expect(list('/contracts').noAdd).toBeUndefined();
  });

  it('fills defaults for entity list routes and ignores other routes', () => {
    expect(list('/notes')).toMatchObject({ title: 'Notes', searchFields: [{ name: 'registration', regex: true }, { name: 'name', regex: true }] });
    expect(list('/notes').columns?.map((c) => c.name)).toEqual(['registration', 'organization.name', 'status', 'name']);
    expect(list('/notes').columns?.[1].hidden).toBe(true);
    expect(findListDefinition('/chat', registry)).toBeUndefined();
    expect(findListDefinition('/invoice', registry)).toBeUndefined();
  });

  it('gives script logs 20 rows, no add button, no KPI and millisecond times', () => {
    const logs = list('/script-logs');
    expect(logs).toMatchObject({ pageSize: 20, noAdd: true });
    expect(logs.kpi).toBeUndefined();
    expect(logs.columns?.filter((c) => c.type === 'datetime').map((c) => c.timeFormat)).toEqual(['HH:mm:ss.SSS', 'HH:mm:ss.SSS']);
  });

  it.each([
    ['/invoices', 'invoices-kpi'],
    ['/agreements', 'agreements-kpi'],
    ['/amendments', 'amendments-kpi'],
    ['/credit-lines', 'credit-lines-kpi'],
    ['/products', 'products-kpi'],
    ['/committees', 'committees-kpi'],
    ['/users', 'users-kpi'],
  ])('%s shows the KPI strip %s', (route, kpi) => {
    expect(list(route).kpi).toBe(kpi);
  });

  it.each(LINKS)('some list links rows to %s', (link) => {
    const links = files.flatMap((f) => (f.columns ?? []).map((c) => c.linkTo));
    expect(links).toContain(link);
  });

  it('links users by username and invoices to their contract', () => {
    expect(list('/users').columns?.[0]).toMatchObject({ name: 'username', linkTo: '/user/{username}' });
    expect(list('/invoices').columns?.map((c) => c.linkTo)).toContain('/contract/{contractRegistration}');
    expect(list('/agreements').columns?.map((c) => c.linkTo)).toContain('/person/{partnerRegistration}');
  });
});

describe('page configuration', () => {
  it('hides controls, overrides title, columns and page size', () => {
    const invoices = list('/invoices');
    const configured = applyPageConfig(invoices, { hideKpi: true, hideRunBilling: true, hideAdd: true, title: 'Bills', pageSize: 50, columns: [{ name: 'name' }] });
    expect(configured).toMatchObject({ title: 'Bills', pageSize: 50, noAdd: true, columns: [{ name: 'name' }], actions: [] });
    expect(configured.kpi).toBeUndefined();
    expect(applyPageConfig(invoices).kpi).toBe('invoices-kpi');
  });

  it('read-only hides edit, copy, delete and transitions and shows a view icon', () => {
    const configured = applyPageConfig(list('/invoices'), { readOnly: true });
    expect(configured.bulkTransitions).toBe(false);
    expect(configured.noAdd).toBe(true);
    expect(configured.rowActions?.[0]).toBe('view');
    expect(configured.rowActions).not.toContain('edit');
  });

  it('shows paste and copy buttons only when configured', () => {
    const names = (config = {}) => (applyPageConfig(list('/products'), config).actions ?? []).map((a) => a.name);
    expect(names()).toEqual(['productTables']);
    expect(names({ showPaste: true, showCopy: true })).toEqual(['productTables', 'paste', 'copy']);
  });
});
