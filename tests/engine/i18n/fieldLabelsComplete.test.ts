import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { fieldLabel } from '../../../engine/lists/fieldLabel.ts';
import { CONTRACT_MESSAGES } from '../../../engine/finance/contractRules.ts';
import { DEFAULT_LABEL, MESSAGES } from '../../../engine/validation/messages.ts';
import { englishDiffering, untranslated } from './shippedLocales.ts';

const SCHEMAS = resolve(import.meta.dirname, '..', '..', '..', 'schemas');

/** The entities users meet most, and the shapes of their forms (walked too through their `$ref`s). */
const ENTITIES = ['person', 'contract', 'invoice', 'cashflow', 'asset', 'task', 'note', 'credit-line', 'agreement', 'amendment', 'product', 'committee', 'deal', 'document', 'user'];
const SHAPES = ['address', 'contact', 'bank-account', 'person-entry', 'registration-item', 'web', 'company', 'sepa-mandate', 'quotation-item', 'contract-line', 'payment-plan-entry'];
/** Their list pages (schemas/lists). */
const LISTS = ['persons', 'contracts', 'invoices', 'cashflows', 'assets', 'tasks', 'notes', 'credit-lines', 'agreements', 'amendments', 'products', 'committees', 'deals', 'documents', 'users'];

const readJson = (path: string) => JSON.parse(readFileSync(path, 'utf8')) as unknown;
/** A type name (`PaymentPlanEntry`): never shown as a section title. */
const TYPE_NAME = /^[A-Z][a-z0-9]+(?:[A-Z][a-z0-9]*)+$/;

/**
 * label -> the schema file it was first found in: every x-field.label, following file `$ref`s, and
 * the titles of shapes that show as section titles (`Web`, `Company`).
 */
const fieldLabels = new Map<string, string>();
const visited = new Set<string>();
function visit(file: string): void {
  if (visited.has(file)) return;
  visited.add(file);
  const where = relative(SCHEMAS, file);
  const walk = (node: unknown): void => {
    if (Array.isArray(node)) return node.forEach(walk);
    if (!node || typeof node !== 'object') return;
    const { 'x-field': field, $ref: ref } = node as { 'x-field'?: { label?: unknown }; $ref?: unknown };
    if (typeof field?.label === 'string' && field.label && !fieldLabels.has(field.label)) fieldLabels.set(field.label, where);
    if (typeof ref === 'string' && !ref.startsWith('#')) visit(resolve(dirname(file), ref.split('#')[0]));
    Object.values(node).forEach(walk);
  };
  const schema = readJson(file) as { title?: unknown };
  // a shape's title shows as the legend of its section unless it is a type name (ObjectFieldTemplate)
  const shown = where.startsWith('shapes') && typeof schema.title === 'string' && !TYPE_NAME.test(schema.title) ? schema.title : undefined;
  if (shown && !fieldLabels.has(shown)) fieldLabels.set(shown, where);
  walk(schema);
}
for (const name of ENTITIES) visit(join(SCHEMAS, 'entities', `${name}.json`));
for (const name of SHAPES) visit(join(SCHEMAS, 'shapes', `${name}.json`));

/** The column headers and search field labels of their list pages, as the grid shows them. */
const listLabels = new Map<string, string>();
for (const name of LISTS) {
  const definition = readJson(join(SCHEMAS, 'lists', `${name}.json`)) as { columns?: unknown[]; searchFields?: unknown[] };
  for (const item of [...(definition.columns ?? []), ...(definition.searchFields ?? [])]) {
    if (!item || typeof item !== 'object') continue;
    const label = fieldLabel(item as { name: string; label?: string; title?: string });
    if (!listLabels.has(label)) listLabels.set(label, `lists/${name}.json`);
  }
}

describe('the shipped locales translate the field labels of the main entities', () => {
  it('finds the labels of the entities, of their shapes and of their list pages', () => {
    const files = [...visited].map((f) => relative(SCHEMAS, f));
    for (const shape of SHAPES) expect(files).toContain(join('shapes', `${shape}.json`));
    for (const label of ['First name', 'Zip code', 'IBAN', 'Financed amount excl. tax', 'Due date', 'Web']) expect([...fieldLabels.keys()]).toContain(label);
    expect([...fieldLabels.keys()]).not.toContain('PaymentPlanEntry');
    for (const label of ['Registration', 'Start date', 'Amount incl tax']) expect([...listLabels.keys()]).toContain(label);
  });

  it('every field label is translated in every locale', () => {
    expect(untranslated(fieldLabels)).toEqual([]);
  });

  it('every column header and search field label of their lists is translated in every locale', () => {
    expect(untranslated(listLabels)).toEqual([]);
  });

  it('en-EU spells each label as its key', () => {
    expect(englishDiffering([...fieldLabels.keys(), ...listLabels.keys()])).toEqual([]);
  });
});

/**
 * Every other entity, shape and list page (catalogues, accounting, treasury, administration...):
 * field labels, shape titles shown as sections, column headers, search field labels, the labels of
 * the fields of action forms, and the label, tooltip, confirmation and success message of row and
 * page actions.
 */
const everyLabel = new Map<string, string>();
const addLabel = (text: unknown, where: string) => {
  if (typeof text === 'string' && text.trim() && !everyLabel.has(text)) everyLabel.set(text, where);
};
const walkLabels = (node: unknown, where: string): void => {
  if (Array.isArray(node)) return node.forEach((n) => walkLabels(n, where));
  if (!node || typeof node !== 'object') return;
  addLabel((node as { 'x-field'?: { label?: unknown } })['x-field']?.label, where);
  Object.values(node).forEach((n) => walkLabels(n, where));
};
for (const dir of ['entities', 'shapes']) {
  for (const file of readdirSync(join(SCHEMAS, dir)).filter((f) => f.endsWith('.json'))) {
    const schema = readJson(join(SCHEMAS, dir, file)) as { title?: unknown };
    walkLabels(schema, `${dir}/${file}`);
    if (dir === 'shapes' && typeof schema.title === 'string' && !TYPE_NAME.test(schema.title)) addLabel(schema.title, `${dir}/${file}`);
  }
}
for (const file of readdirSync(join(SCHEMAS, 'lists')).filter((f) => f.endsWith('.json'))) {
  const definition = readJson(join(SCHEMAS, 'lists', file)) as { columns?: unknown[]; searchFields?: unknown[]; rowActions?: unknown[]; actions?: unknown[] };
  for (const item of [...(definition.columns ?? []), ...(definition.searchFields ?? [])]) {
    if (item && typeof item === 'object') addLabel(fieldLabel(item as { name: string; label?: string; title?: string }), `lists/${file}`);
  }
  for (const action of [...(definition.rowActions ?? []), ...(definition.actions ?? [])]) {
    if (!action || typeof action !== 'object') continue;
    const a = action as Record<string, unknown>;
    for (const text of [a.label, a.tooltip, a.confirm, a.successMessage]) addLabel(text, `lists/${file}`);
  }
  walkLabels(definition, `lists/${file}`);
}

describe('the shipped locales translate every entity, list and validation message', () => {
  it('walks every schema and list page', () => {
    for (const label of ['Opening balance', 'Net book value', 'Thousands delimiter', 'Onboard a new partner', 'Status code']) expect([...everyLabel.keys()]).toContain(label);
  });

  it('every field label, column header, search label and action text is translated in every locale', () => {
    expect(untranslated(everyLabel)).toEqual([]);
  });

  it("every validation message (and the fields' default name) is translated, placeholders kept", () => {
    const messages = new Map([...Object.values(MESSAGES), DEFAULT_LABEL].map((m) => [m, 'engine/validation/messages.ts']));
    for (const m of Object.values(CONTRACT_MESSAGES)) messages.set(m, 'engine/finance/contractRules.ts');
    expect(untranslated(messages)).toEqual([]);
    expect(englishDiffering([...everyLabel.keys(), ...messages.keys()])).toEqual([]);
  });
});
