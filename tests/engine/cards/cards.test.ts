import { describe, expect, it } from 'vitest';
import { badgeStyle, BADGE_COLORS, DARK_BADGE_COLORS } from '../../../engine/cards/badgeColors.ts';
import { contrastRatio, isDarkColor } from '../../../engine/shell/contrastRatio.ts';
import { cardShortcut } from '../../../engine/cards/cardShortcut.ts';
import { chartistOption } from '../../../engine/cards/chartistOption.ts';
import { collapseKey, readCollapsed, writeCollapsed } from '../../../engine/cards/collapseKey.ts';
import { defaultLayout } from '../../../engine/cards/defaultLayout.ts';
import { cardOfField, fieldDomId, personTabOf } from '../../../engine/cards/fieldLocation.ts';
import { layoutScriptName } from '../../../engine/cards/layoutScriptName.ts';
import { solveLoan } from '../../../engine/finance/calculator.ts';
import { modelLinks } from '../../../engine/cards/modelLinks.ts';
import { normalizeLayout } from '../../../engine/cards/normalizeLayout.ts';
import { pivotTable } from '../../../engine/cards/pivotTable.ts';
import { relatedEntities } from '../../../engine/cards/relatedEntities.ts';
import { hasExecute, resolveLayout } from '../../../engine/cards/resolveLayout.ts';
import { titleColumns } from '../../../engine/cards/titleColumns.ts';
import { bundleSchema } from '../../../engine/forms/bundleSchema.ts';
import { createDefaultRegistry } from '../../../engine/registry/defaultRegistry.ts';
import { shapeSchemas } from '../../../schemas/generated/catalog.ts';
import type { JsonSchema } from '../../../engine/registry/types.ts';

const registry = createDefaultRegistry();
const contract = registry.get('Contract');
const schema = bundleSchema(contract.schema, shapeSchemas as JsonSchema[]);

describe('default layout', () => {
  it('derives a main form card, group cards, related cards and the side cards from the schema', () => {
    const layout = defaultLayout(contract, schema, { hasId: true, related: relatedEntities(contract, registry.all()) });
    const main = layout.left[0];
    expect(main).toMatchObject({ kind: 'Content', collapsible: false });
    expect(main.fields).toEqual(expect.arrayContaining(['registration', 'name', 'status', 'startDate']));
    expect(main.fields).not.toContain('persons');
    expect(main.fields).not.toContain('_version');
    expect(layout.left.find((c) => c.fields.includes('persons'))?.kind).toBe('Persons');
    expect(layout.left.find((c) => c.kind === 'Invoices')).toMatchObject({ collapsed: true, props: { entityName: 'Invoice', field: 'contractRegistration' } });
    expect(layout.right.map((c) => c.kind)).toEqual(['Documents', 'Notes', 'Tasks', 'History']);
    expect(layout.workflowPosition).toBe('top');
  });

  it('gives a dyno entity the workflow card but no Documents: the server has no document routes for it', () => {
    const dyno = createDefaultRegistry().registerDyno({ name: 'dynoCarPark', properties: { capacity: { type: ['integer', 'null'] } } });
    const layout = defaultLayout(dyno, dyno.schema, { hasId: true });
    expect(layout.right.map((c) => c.kind)).toEqual(['Notes', 'Tasks', 'History']);
    expect(layout.workflowPosition).toBe('top');
  });

  it('titles a group card with its label or title, else its property name in words, never the bare name', () => {
    const asset = registry.get('Asset');
    const groups = defaultLayout(asset, bundleSchema(asset.schema, shapeSchemas as JsonSchema[]), { hasId: false }).left;
    expect(groups.find((c) => c.fields.includes('auto'))?.title).toBe('Vehicle');
    const dyno = createDefaultRegistry().registerDyno({ name: 'dynoFleet', properties: { fuelCard: { type: 'object', properties: { number: { type: ['string', 'null'] } } } } });
    expect(defaultLayout(dyno, dyno.schema, { hasId: false }).left.find((c) => c.fields.includes('fuelCard'))?.title).toBe('Fuel card');
  });

  it('has no Notes, Documents or related cards for a new record', () => {
    const layout = defaultLayout(contract, schema, { hasId: false, related: relatedEntities(contract, registry.all()) });
    expect(layout.right).toEqual([]);
    expect(layout.left.some((c) => c.kind === 'Invoices')).toBe(false);
  });
});

describe('layout scripts', () => {
  it('normalizes what a script returns', () => {
    const layout = normalizeLayout({ left: [{ type: 'Chart', title: 'Sales', option: { a: 1 } }], right: [{ kind: 'Notes' }], workflowPosition: 'side' });
    expect(layout.left[0]).toMatchObject({ kind: 'Chart', title: 'Sales', collapsible: true, props: { option: { a: 1 } } });
    expect(layout.right[0].title).toBe('Notes');
    expect(layout.workflowPosition).toBe('side');
    expect(normalizeLayout({ cards: [{ kind: 'Dashboard', elements: [{ type: 'kpi', label: 'N', value: 3 }] }] }).left[0].elements[0]).toEqual({ type: 'kpi', title: undefined, props: { label: 'N', value: 3 } });
    expect(normalizeLayout(42).left[0].elements[0].type).toBe('error');
  });

  it('resolves a layout: missing name, missing script, no execute(), no runner, runner output, runner failure', async () => {
    const fallback = () => normalizeLayout({ left: [{ kind: 'Content', title: 'Default' }] });
    const base = { ctx: {}, fallback };
    expect((await resolveLayout({ ...base, fetchCode: async () => 'x' })).messages[0].text).toBe("Field 'layoutScriptName' is missing in parameters");
    expect(await resolveLayout({ ...base, layoutScriptName: 'a-layout', fetchCode: async () => undefined })).toMatchObject({ source: 'default', messages: [] });
    const noExec = await resolveLayout({ ...base, layoutScriptName: 'a-layout', fetchCode: async () => 'const x = 1;' });
    expect(noExec.messages[0]).toEqual({ level: 'error', text: 'Layout script a-layout does not have an execute() function' });
    const code = 'function execute(ctx) { return { left: [{ kind: "Notes" }] }; }';
    expect((await resolveLayout({ ...base, layoutScriptName: 'a-layout', fetchCode: async () => code })).messages[0].level).toBe('warning');
    const ran = await resolveLayout({ ...base, layoutScriptName: 'a-layout', fetchCode: async () => code, runner: () => ({ left: [{ kind: 'Notes' }] }) });
    expect(ran).toMatchObject({ source: 'script', layout: { left: [{ kind: 'Notes' }] } });
    const failed = await resolveLayout({ ...base, layoutScriptName: 'a-layout', fetchCode: async () => code, runner: () => { throw new Error('boom'); } });
    expect(failed.messages[0].text).toBe('Layout script a-layout failed: boom');
    expect(hasExecute('export function execute(ctx) {}')).toBe(true);
    expect(hasExecute('const execute = (ctx) => 1')).toBe(true);
  });

  it('names layout scripts, by person type for persons', () => {
    expect(layoutScriptName('Contract')).toBe('contract-layout');
    expect(layoutScriptName('Person', { type: 'C' })).toBe('person-layout-C');
    expect(layoutScriptName('Prospect', {})).toBe('prospect-layout');
  });
});

describe('card helpers', () => {
  it('remembers collapse state by route path and title', () => {
    const store = new Map<string, string>();
    const storage = { getItem: (k: string) => store.get(k) ?? null, setItem: (k: string, v: string) => void store.set(k, v) };
    const key = collapseKey('/contract/CTR1', 'Assets');
    expect(readCollapsed(storage, key, true)).toBe(true);
    writeCollapsed(storage, key, false);
    expect(readCollapsed(storage, key, true)).toBe(false);
    expect(key).toBe('tabula.panel:/contract/CTR1:Assets');
  });

  it('sizes card titles: 11 when collapsible, 6 when expanded with an action', () => {
    expect(titleColumns({ collapsible: true, hasAction: false, expanded: true })).toEqual({ title: 11, extra: 1 });
    expect(titleColumns({ collapsible: true, hasAction: true, expanded: true })).toEqual({ title: 6, extra: 6 });
    expect(titleColumns({ collapsible: true, hasAction: true, expanded: false })).toEqual({ title: 11, extra: 1 });
    expect(titleColumns({ collapsible: false, hasAction: false, expanded: true })).toEqual({ title: 12, extra: 0 });
  });

  it('maps shortcuts: Ctrl+B side column, Alt+C all cards', () => {
    expect(cardShortcut({ key: 'b', ctrlKey: true })).toBe('toggleSide');
    expect(cardShortcut({ key: 'c', altKey: true })).toBe('toggleAll');
    expect(cardShortcut({ key: 'b' })).toBeUndefined();
  });

  it('finds the card and person tab of an invalid field', () => {
    const layout = defaultLayout(contract, schema, { hasId: false });
    expect(cardOfField(layout, '.persons.1.role')?.kind).toBe('Persons');
    expect(cardOfField(layout, 'name')?.key).toBe('main');
    expect(personTabOf('.persons.1.role')).toBe(1);
    expect(personTabOf('name')).toBeUndefined();
    expect(fieldDomId('.persons.1.role')).toBe('root_persons_1_role');
  });

  it('links the entity model viewer to its scripts', () => {
    expect(modelLinks('BankAccount').map((l) => l.href)).toEqual([
      '/scripts?selectedSettingType=script&name=bank-account-layout&filter=bank-account-layout&all=1',
      '/scripts?selectedSettingType=script&name=bank-account-workflow&filter=bank-account-workflow&all=1',
      '/scripts?selectedSettingType=script&name=bank-account-extension&filter=bank-account-extension&all=1',
    ]);
  });

  it('gives distinct badge colours per kind, and a border to the current status', () => {
    const colors = new Set(Object.values(BADGE_COLORS).map((c) => c.color));
    expect(colors.size).toBe(6);
    expect(badgeStyle('error', true)).toMatchObject({ borderWidth: 2, border: BADGE_COLORS.current.border });
    expect(badgeStyle(undefined, false).color).toBe(BADGE_COLORS.ongoing.color);
  });

  it('keeps badge texts readable (4.5:1) in the light and the dark scheme', () => {
    for (const set of [BADGE_COLORS, DARK_BADGE_COLORS]) {
      for (const c of Object.values(set)) expect(contrastRatio(c.color, c.background)).toBeGreaterThanOrEqual(4.5);
    }
    expect(new Set(Object.values(DARK_BADGE_COLORS).map((c) => c.color)).size).toBe(6);
    expect(badgeStyle('error', false, true).background).toBe(DARK_BADGE_COLORS.error.background);
    // the UI kit's dark container (#141414) picks the dark set, its light one (#ffffff) the light set
    expect([isDarkColor('#141414'), isDarkColor('#ffffff'), isDarkColor('#1f1f1f')]).toEqual([true, false, true]);
    expect(contrastRatio('#000', '#fff')).toBeCloseTo(21, 5);
  });

  it('computes loan payments, pivots and chartist options', () => {
    const monthly = { perYear: 12 };
    expect(solveLoan('instalment', { amount: 10000, rate: 0.06, duration: 12, instalment: 0 }, monthly).instalment).toBeCloseTo(860.66, 2);
    expect(solveLoan('instalment', { amount: 1200, rate: 0, duration: 12, instalment: 0 }, monthly).instalment).toBe(100);
    const terms = { amount: 10000, rate: 0.06, duration: 12, instalment: 860.664297 };
    expect(solveLoan('rate', terms, monthly).rate).toBeCloseTo(0.06, 6);
    expect(solveLoan('duration', terms, monthly).duration).toBeCloseTo(12, 6);
    expect(solveLoan('amount', terms, monthly).amount).toBeCloseTo(10000, 2);
    const p = pivotTable([{ s: 'A', y: 1, v: 2 }, { s: 'A', y: 2, v: 3 }, { s: 'B', y: 1, v: 5 }], { rows: 's', columns: 'y', value: 'v' });
    expect(p.cells).toEqual({ A: { 1: 2, 2: 3 }, B: { 1: 5 } });
    expect(p.rowTotals).toEqual({ A: 5, B: 5 });
    expect(p.total).toBe(10);
    expect(pivotTable([{ s: 'A' }, { s: 'A' }], { rows: 's', columns: 'x' }).total).toBe(2);
    const option = chartistOption({ labels: ['Jan', 'Feb'], series: [[1, 2]] }, 'bar');
    expect(option.series).toEqual([{ type: 'bar', name: 'Series 1', data: [1, 2] }]);
    expect((chartistOption({ labels: ['a'], series: [4] }, 'pie').series as { data: unknown }[])[0].data).toEqual([{ name: 'a', value: 4 }]);
  });
});
