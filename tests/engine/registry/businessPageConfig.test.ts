import { describe, expect, it } from 'vitest';
import { applyPageConfig } from '../../../engine/registry/applyPageConfig.ts';
import { createDefaultRegistry } from '../../../engine/registry/defaultRegistry.ts';
import { findListDefinition } from '../../../engine/registry/listDefinitions.ts';
import { resolveRowActions } from '../../../engine/lists/rowActions.ts';
import type { ListDefinition, PageConfig } from '../../../schemas/generated/meta.ts';

const registry = createDefaultRegistry();
const list = (route: string): ListDefinition => findListDefinition(route, registry)!;
const BUSINESS = ['/invoices', '/agreements', '/amendments', '/credit-lines', '/products', '/committees'];
const actionNames = (d: ListDefinition) => (d.actions ?? []).map((a) => a.name);

/** The row buttons a page shows, as the list page resolves them. */
function rowButtons(d: ListDefinition): string[] {
  const info = registry.get(d.entity);
  return resolveRowActions(d.rowActions, { detailRoute: info.route, keyField: info.keyField, apiPath: info.apiPath, readOnly: d.pageConfig?.readOnly === true }).map((a) => a.name);
}

describe('page configuration of the business lists (seed 002 §2.4-2.5)', () => {
  it.each(BUSINESS)('%s: hideAdd and hideKpi remove the add button and the KPI strip', (route) => {
    const d = list(route);
    expect(d.kpi).toMatch(/-kpi$/);
    expect(applyPageConfig(d).noAdd).toBe(false);
    const hidden = applyPageConfig(d, { hideAdd: true, hideKpi: true });
    expect(hidden.noAdd).toBe(true);
    expect(hidden.kpi).toBeUndefined();
  });

  it.each(BUSINESS)('%s: read-only hides add, transitions, edit, copy and delete and shows a view icon on each row', (route) => {
    const d = { ...list(route), rowActions: [...(list(route).rowActions ?? []), 'delete' as const, 'duplicate' as const] };
    const ro = applyPageConfig(d, { readOnly: true });
    expect(ro.noAdd).toBe(true);
    expect(ro.bulkTransitions).toBe(false);
    const buttons = rowButtons(ro);
    expect(buttons[0]).toBe('view');
    for (const gone of ['edit', 'copy', 'delete', 'duplicate', 'transitions']) expect(buttons).not.toContain(gone);
    expect(actionNames(ro)).not.toContain('paste');
    expect(actionNames(ro)).not.toContain('copy');
  });

  it('invoices, agreements and amendments rows have edit and copy until the page is read-only; invoices keep their download', () => {
    for (const route of ['/invoices', '/agreements', '/amendments']) expect(rowButtons(applyPageConfig(list(route)))).toEqual(expect.arrayContaining(['edit', 'copy']));
    expect(rowButtons(applyPageConfig(list('/invoices'), { readOnly: true }))).toEqual(['view', 'download']);
  });

  it('hides run billing (invoices) and onboard (agreements) by their own flags, not by read-only', () => {
    expect(actionNames(applyPageConfig(list('/invoices')))).toContain('runBilling');
    expect(actionNames(applyPageConfig(list('/invoices'), { hideRunBilling: true }))).not.toContain('runBilling');
    expect(actionNames(applyPageConfig(list('/agreements')))).toContain('onboard');
    expect(actionNames(applyPageConfig(list('/agreements'), { hideOnboard: true }))).not.toContain('onboard');
    expect(actionNames(applyPageConfig(list('/invoices'), { readOnly: true }))).toContain('runBilling');
  });

  it('hideTransitions removes the bulk transition bar of invoices and amendments, and a transitions row action', () => {
    for (const route of ['/invoices', '/amendments']) {
      expect(list(route).bulkTransitions).toBe(true);
      expect(applyPageConfig(list(route), { hideTransitions: true }).bulkTransitions).toBe(false);
    }
    const withRow = { ...list('/amendments'), rowActions: ['edit' as const, 'transitions' as const] };
    expect(applyPageConfig(withRow, { hideTransitions: true }).rowActions).toEqual(['edit']);
  });

  it('products show Product tables always, Paste and Copy only when configured, and not on a read-only page', () => {
    const names = (config: PageConfig = {}) => actionNames(applyPageConfig(list('/products'), config));
    expect(names()).toEqual(['productTables']);
    expect(names({ showPaste: true })).toEqual(['productTables', 'paste']);
    expect(names({ showCopy: true })).toEqual(['productTables', 'copy']);
    expect(names({ showPaste: true, showCopy: true, readOnly: true })).toEqual(['productTables']);
    expect(list('/products').actions?.[0].linkTo).toBe('/product-tables');
    expect(registry.byRoute('/product-tables')?.name).toBe('ProductTable');
  });

  it('the add button goes to the configured link, the titles and columns are overridden', () => {
    const d = applyPageConfig(list('/credit-lines'), { addLink: '/credit-line?type=REVOLVING', title: 'Lines', columns: [{ name: 'name', title: 'Name' }] });
    expect(list('/credit-lines').addLink).toBe('/credit-line');
    expect(d).toMatchObject({ addLink: '/credit-line?type=REVOLVING', title: 'Lines', columns: [{ name: 'name', title: 'Name' }] });
  });

  it('credit lines include persons, assets and organization names; amendments stop personsNames on fetchPersonsName false', () => {
    expect(list('/credit-lines')).toMatchObject({ include: ['personsNames', 'assetsNames', 'organizationName'], pinnedRows: true });
    expect(applyPageConfig(list('/amendments')).include).toEqual(['personsNames']);
    expect(applyPageConfig(list('/amendments'), { fetchPersonsName: false }).include).toEqual([]);
  });

  it('keeps the configuration for the page to read', () => {
    expect(applyPageConfig(list('/committees'), { readOnly: true }).pageConfig).toMatchObject({ readOnly: true });
  });
});
