import { readFileSync } from 'node:fs';
import { beforeAll, describe, expect, it } from 'vitest';
import { layoutScriptName } from '../../../engine/cards/layoutScriptName.ts';
import { normalizeLayout } from '../../../engine/cards/normalizeLayout.ts';
import type { CardLayout } from '../../../engine/cards/types.ts';
import { createSandbox, loadNodeModule, type JsonObject } from '../../../scripts-sandbox/node.ts';

/** The default layout scripts run in the real sandbox, per person type (seed 001 "Person forms by type"). */
const DIR = new URL('../../../server/defaults/scripts/', import.meta.url);
const aliases = JSON.parse(readFileSync(new URL('config/scriptAliases.json', DIR), 'utf8')) as Record<string, string>;
const code = (name: string) => readFileSync(new URL(`layout/${name}.js`, DIR), 'utf8');

let run: (name: string, ctx: JsonObject) => Promise<CardLayout>;
beforeAll(async () => {
  const sandbox = await createSandbox({ loadModule: loadNodeModule });
  run = async (name, ctx) => normalizeLayout(await sandbox.run({ tenant: 'master', kind: 'layout', name, code: code(name), ctx }));
});

/** The layout a saved record of the entity gets: its person-layout-{type} script, through the aliases. */
async function layoutOf(entity: 'Person' | 'Prospect', data: JsonObject, params: JsonObject = {}, mode = 'edit'): Promise<CardLayout> {
  const asked = layoutScriptName(entity, data);
  const name = aliases[asked] ?? asked;
  return run(name, { entity, type: (data.type as string) ?? null, mode, data, params });
}
const keys = (layout: CardLayout) => layout.left.map((c) => c.key);
const fields = (layout: CardLayout) => layout.left.flatMap((c) => c.fields);

const INDIVIDUAL = ['identity', 'addresses', 'birth', 'family', 'employment', 'income', 'expenditure', 'bankAccounts', 'relationsDiagram'];
const PROFESSIONAL = ['identity', 'addresses', 'birth', 'contacts', 'web', 'legal', 'bankAccounts'];
const COMPANY = ['identity', 'addresses', 'web', 'contacts', 'legal', 'relations', 'relationsDiagram', 'bankAccounts'];

describe('person layouts by type', () => {
  it.each([
    ['I', INDIVIDUAL],
    ['E', INDIVIDUAL],
    ['P', PROFESSIONAL],
    ['C', COMPANY],
    ['O', COMPANY],
  ])('a saved person of type %s shows its sections only, detailed, and draws no field it does not name', async (type, sections) => {
    for (const entity of ['Person', 'Prospect'] as const) {
      const layout = await layoutOf(entity, { type, name: 'X' });
      expect(keys(layout)).toEqual(sections);
      expect(layout.detailed).toBe(true);
      expect(layout.otherFields).toBe('none');
      expect(fields(layout)).toEqual(expect.arrayContaining(['type', 'roles', 'registration']));
    }
  });

  it('an individual has no company data, a company no birth, family, employment, income nor expenditure', async () => {
    const individual = fields(await layoutOf('Person', { type: 'I' }));
    for (const f of ['company', 'commercialName', 'legalForm', 'siret', 'contacts', 'web', 'descendants']) expect(individual).not.toContain(f);
    expect(individual).toEqual(expect.arrayContaining(['firstName', 'lastName', 'birthDate', 'familyMaritalStatus', 'incomeSalary', 'expenditureTaxes']));
    const company = fields(await layoutOf('Person', { type: 'C' }));
    for (const f of ['birthDate', 'title', 'firstName', 'familyMaritalStatus', 'employmentSector', 'incomeSalary', 'expenditureTaxes']) expect(company).not.toContain(f);
    expect(company).toEqual(expect.arrayContaining(['name', 'commercialName', 'legalForm', 'company', 'siret', 'contacts', 'web']));
    // the company Legal card holds the company data (share capital, VAT scheme, NACE code...)
    expect((await layoutOf('Person', { type: 'C' })).left.find((c) => c.key === 'legal')?.fields).toEqual(['company', 'siret', 'activityCode', 'fiscalCode', 'riskClass']);
  });

  it('the detailed view: a new person starts without it, params.detailed turns it on or off', async () => {
    const fresh = await layoutOf('Person', { type: 'I' }, {}, 'create');
    expect(keys(fresh)).toEqual(['identity', 'addresses']);
    expect(fresh.detailed).toBe(false);
    expect(keys(await layoutOf('Person', { type: 'I' }, { detailed: true }, 'create'))).toEqual(INDIVIDUAL);
    const brief = await layoutOf('Person', { type: 'C' }, { detailed: false });
    expect(keys(brief)).toEqual(['identity', 'addresses']);
    expect(brief.detailed).toBe(false);
    expect(keys(await layoutOf('Person', { type: 'C' }, { detailed: 'false' }))).toEqual(['identity', 'addresses']);
  });

  it('props_* flags hide a section or make its fields read-only', async () => {
    const layout = await layoutOf('Person', { type: 'I', props_family: 'hidden', props_income: false, props_bankAccounts: { hidden: true }, props_birth: 'disabled', props_web: { readOnly: true } });
    expect(keys(layout)).toEqual(['identity', 'addresses', 'birth', 'employment', 'expenditure', 'relationsDiagram']);
    expect(layout.fieldOptions.birthDate).toEqual({ readOnly: true });
    expect(layout.fieldOptions.nationality).toEqual({ readOnly: true });
    expect(layout.fieldOptions.firstName).toBeUndefined();
    const company = await layoutOf('Person', { type: 'C', props_legal: 'disabled', props_contacts: 'hidden', props_relationsDiagram: 'hidden' });
    expect(keys(company)).toEqual(['identity', 'addresses', 'web', 'legal', 'relations', 'bankAccounts']);
    expect(company.fieldOptions.company).toEqual({ readOnly: true });
  });

  it('the generic person-layout gives each type the same sections as its own script', async () => {
    for (const [type, sections] of [['I', INDIVIDUAL], ['P', PROFESSIONAL], ['C', COMPANY], ['O', COMPANY], ['E', INDIVIDUAL]] as const) {
      expect(keys(await run('person-layout', { entity: 'Person', type, mode: 'edit', data: { type }, params: {} }))).toEqual(sections);
    }
    // run from the script editor without params
    expect(keys(await run('person-layout-P', { entity: 'Person', mode: 'edit', data: { type: 'P' } }))).toEqual(PROFESSIONAL);
  });
});

describe('contract layout by type', () => {
  const terms = async (type?: string) => (await run('contract-layout', { entity: 'Contract', type: type ?? null, mode: 'edit', data: type ? { type } : {}, params: {} })).left.find((c) => c.key === 'terms')?.fields ?? [];
  it('a loan, a consumer credit or factoring has no residual value; a lease or a contract without type has one', async () => {
    for (const type of ['LOAN', 'CREDIT', 'FACTORING']) expect(await terms(type)).not.toContain('residualValue');
    for (const type of ['LEASE', 'FINANCIAL_LEASE', 'OPERATING_LEASE', 'RENTAL', undefined]) expect(await terms(type)).toContain('residualValue');
    expect(await terms('LOAN')).toEqual(expect.arrayContaining(['rate', 'duration', 'amortizationMethod']));
  });

  it('shows the financial terms, the financing and the asset lines read-only once the contract leaves its study', async () => {
    const layout = (data: JsonObject) => run('contract-layout', { entity: 'Contract', type: 'LEASE', mode: 'edit', data, params: {} });
    for (const status of ['DRAFT', 'STUDY', 'REJECTED']) {
      const open = await layout({ type: 'LEASE', status, rate: 0.05 });
      expect(open.fieldOptions.rate).toBeUndefined();
      expect(open.fieldOptions.assets).toBeUndefined();
    }
    const active = await layout({ type: 'LEASE', status: 'ACTIVE', rate: 0.05, startDate: '2026-01-01' });
    for (const name of ['rate', 'duration', 'startDate', 'residualValue', 'currency', 'quotations', 'assets']) expect(active.fieldOptions[name], name).toEqual({ readOnly: true });
    expect(active.fieldOptions.name).toBeUndefined();
    expect(active.fieldOptions.paymentMode).toBeUndefined();
    // approved: an empty term may still be filled (the start date the activation asks for)
    const approved = await layout({ type: 'LEASE', status: 'APPROVED', rate: 0.05 });
    expect(approved.fieldOptions.rate).toEqual({ readOnly: true });
    expect(approved.fieldOptions.startDate).toBeUndefined();
  });
});
