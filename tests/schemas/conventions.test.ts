import { describe, expect, it } from 'vitest';
import { toCamel, toKebab } from '../../engine/registry/naming.ts';
import type { JsonSchema } from '../../engine/registry/types.ts';
import { entityFiles, listFiles, shapeFiles } from './schemaFiles.ts';

const BASE = Object.keys(shapeFiles.find(([f]) => f === 'record.json')?.[1].properties ?? {});
const NOT_BUSINESS = new Set([...BASE, 'orgaRegistration', 'organization', 'currency', 'timeZone']);
const names = new Set(entityFiles.map(([, s]) => s['x-entity']?.name));

/** Seed 000 §2.2 and §2.3 list routes. */
const LIST_ROUTES = `/asset-catalog-items /asset-service-catalog-items /depreciation-schedules /notes /bookings /inspections /postings /posting-events
  /rules /cases /campaigns /questions /projects /contract-elements /contract-lots /asset-lots /maintenances /assets /person-amendments /scores
  /product-catalog-items /documents /collaterals /private-equity-assets /financing-services /payment-files /feature-flags /claims /communications
  /script-logs /users /batches /scripts /flows /locales /tasks /tenants /tenant /system-events /system-logs /access-logs /crons /inventories
  /bank-accounts /bank-operations /bank-transactions /invoices /cashflows /sepas /camts /votings /votes /committees /budgets /external-datas
  /credit-lines /contracts /deals /agreements /amendments /funds /fundings /persons /prospects /products /product-element-catalog-items
  /product-tables /amendment-catalog-items /tickets /time-entries /rates /audits /exports /imports /metrics /key-values /themes /icons /dtxns
  /notifications /object-storage-containers /chat /calendar /global-search /tests /cache-info`.split(/\s+/);

/** Leaf properties (not objects with properties, not shape references), with their path. */
function leaves(properties: Record<string, JsonSchema> = {}, prefix = ''): [string, JsonSchema][] {
  return Object.entries(properties).flatMap(([key, p]) => {
    const path = `${prefix}${key}`;
    if (p.properties) return leaves(p.properties, `${path}.`);
    const items = p.items;
    if (items?.properties && !p['x-field']) return leaves(items.properties, `${path}[].`);
    return p.$ref ? [] : [[path, p] as [string, JsonSchema]];
  });
}

describe.each(entityFiles)('entities/%s', (file, schema) => {
  const meta = schema['x-entity'];
  const props = schema.properties ?? {};

  it('is named after its entity and holds the base properties', () => {
    expect(file).toBe(`${toKebab(meta?.name ?? '')}.json`);
    expect(schema.$id).toBe(`https://tabula.local/schemas/entities/${file}`);
    expect(schema.title).toBe(meta?.name);
    expect(Object.keys(props)).toEqual(expect.arrayContaining(BASE));
    expect((props.status['x-field']?.select as { list: string }).list).toBe(`${toCamel(meta?.name ?? '')}Status`);
  });

  it('gives every leaf property a field definition', () => {
    for (const [path, p] of leaves(props)) {
      if (path === 'props_registration' || path.endsWith('.before') || path.endsWith('.after')) continue;
      expect(p['x-field'], path).toBeDefined();
      const field = p['x-field'] as { type: string; select?: unknown; query?: { entityName: string } };
      if (field.type === 'select') expect(field.select, `${path} has choices`).toBeDefined();
      if (field.type === 'entitySearch') expect(names.has(field.query?.entityName), `${path} searches a known entity`).toBe(true);
    }
  });

  it('carries a currency property beside money fields and when x-entity says so', () => {
    const money = leaves(props).some(([, p]) => (p['x-field'] as { type?: string } | undefined)?.type === 'currency');
    if (money || meta?.currency) expect(props.currency, 'currency property').toBeDefined();
    if (meta?.timeZone) expect(props.timeZone).toBeDefined();
  });

  it('marks designed fields consistently', () => {
    const business = Object.entries(props).filter(([key]) => !NOT_BUSINESS.has(key));
    if (schema['x-designed']) for (const [key, p] of business) expect(p['x-designed'], key).toBe(true);
    else expect(business.some(([, p]) => !p['x-designed'])).toBe(true);
  });
});

describe('entity catalogue', () => {
  const metas = entityFiles.map(([, s]) => s['x-entity']);

  it('has unique collections, API paths and registration prefixes', () => {
    const unique = (values: unknown[]) => expect(new Set(values).size).toBe(values.length);
    unique(metas.map((m) => m?.collection));
    unique(metas.map((m) => m?.apiPath));
    unique(metas.filter((m) => m?.name !== 'Prospect').map((m) => m?.registration?.prefix));
  });

  it('has a list definition for every entity list route of seed 000 §2.2-2.3', () => {
    const listRoutes = new Map(metas.map((m) => [m?.listRoute === undefined ? `/${toKebab(m?.collection ?? '')}` : m.listRoute, m?.name]));
    const entityLists = LIST_ROUTES.filter((route) => listRoutes.has(route));
    // lists beyond the seed (the mail outbox) say they are designed
    const beyond = listFiles.filter(([, l]) => !LIST_ROUTES.includes(l.route));
    for (const [, l] of beyond) expect(l['x-designed'], `${l.route} is not in the seed: x-designed`).toBe(true);
    expect(listFiles.map(([, l]) => l.route).filter((route) => LIST_ROUTES.includes(route)).sort()).toEqual(entityLists.sort());
    for (const [, list] of listFiles) expect(listRoutes.get(list.route)).toBe(list.entity);
  });
});

describe.each(listFiles)('lists/%s', (file, list) => {
  const entity = entityFiles.find(([, s]) => s['x-entity']?.name === list.entity)?.[1];
  const props = entity?.properties ?? {};
  const exists = (path: string) => path.split(/[.[]/)[0] in props;

  it('is named after its route and lists fields of its entity', () => {
    expect(file).toBe(`${list.route.slice(1)}.json`);
    expect(entity).toBeDefined();
    for (const column of list.columns ?? []) {
      expect(exists(column.name), column.name).toBe(true);
      for (const [, path] of (column.linkTo ?? '').matchAll(/\{([^}|]+)[^}]*\}/g)) expect(exists(path), `${column.name} link ${path}`).toBe(true);
      if (column.name === 'status') expect(column).toMatchObject({ badge: true, select: `${toCamel(list.entity)}Status` });
    }
    for (const field of list.searchFields ?? []) expect(exists(field.name), field.name).toBe(true);
  });
});
