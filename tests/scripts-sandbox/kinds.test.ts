import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createKindRegistry, defaultKinds, layoutKind, registerKind, runKind, type Sandbox, type ScriptKind } from '../../scripts-sandbox/index.ts';
import { LEGAL_PERSON, NATURAL_PERSON, PERSON_LAYOUT_SCRIPT } from '../../bench/sandbox/personLayout.ts';
import { failure, openSandbox, success } from './sandboxHelpers.ts';

let sandbox: Sandbox;
beforeAll(async () => {
  sandbox = await openSandbox();
});
afterAll(() => sandbox.dispose());

const echo = 'function execute(ctx) { return ctx; }';

describe('the registry of kinds', () => {
  it('holds the six built-in kinds', () => {
    expect(Object.keys(defaultKinds).sort()).toEqual(['catalogue', 'extension', 'format-check', 'layout', 'run', 'workflow']);
  });

  it('refuses to register a kind twice unless override is set', () => {
    expect(() => createKindRegistry([layoutKind, layoutKind])).toThrow('Script kind "layout" is already registered');
    const registry: Record<string, ScriptKind> = {};
    registerKind(registry, runKind);
    const custom: ScriptKind = { ...runKind, label: 'Custom run' };
    registerKind(registry, custom, { override: true });
    expect(registry.run.label).toBe('Custom run');
  });
});

describe('layout', () => {
  it('builds ctx with defaults and requires the entity', async () => {
    expect(await success(sandbox, { kind: 'layout', code: 'function execute(ctx) { return { ctx }; }', ctx: { entity: 'Person', type: 'natural' } })).toEqual({
      ctx: { entity: 'Person', type: 'natural', mode: 'view', data: {}, user: {}, locale: 'en', params: {}, host: {} },
    });
    const error = await failure(sandbox, { kind: 'layout', name: 'l', code: echo, ctx: { type: 'natural' } });
    expect(error.message).toBe("Invalid input for Layout script l: field 'entity' must be a non-empty string");
    expect(error.status).toBe(400);
  });

  it('must return an object', async () => {
    const error = await failure(sandbox, { kind: 'layout', name: 'person-layout', code: 'function execute() { return [1, 2]; }', ctx: { entity: 'Person' } });
    expect(error.message).toBe("Invalid object [1,2] in 'layout' script");
    const nothing = await failure(sandbox, { kind: 'layout', code: 'function execute() {}', ctx: { entity: 'Person' } });
    expect(nothing.message).toBe("Invalid object null in 'layout' script");
    const cards = await failure(sandbox, { kind: 'layout', name: 'x', code: 'function execute() { return { cards: 1 }; }', ctx: { entity: 'Person' } });
    expect(cards.message).toBe("Invalid result of Layout script x: 'cards' must be an array");
  });

  it('runs the realistic person layout into a screen model, by person type', async () => {
    const natural = (await success(sandbox, { kind: 'layout', name: 'person-layout', code: PERSON_LAYOUT_SCRIPT, ctx: { entity: 'Person', type: 'natural', mode: 'edit', data: NATURAL_PERSON, user: { roles: ['admin'] } } })) as Record<string, unknown>;
    const legal = (await success(sandbox, { kind: 'layout', name: 'person-layout', code: PERSON_LAYOUT_SCRIPT, ctx: { entity: 'Person', type: 'legal', data: LEGAL_PERSON } })) as Record<string, unknown>;
    const ids = (model: Record<string, unknown>) => (model.cards as { id: string }[]).map((card) => card.id);
    expect(ids(natural)).toEqual(['identity', 'web', 'birth', 'contacts', 'family', 'employment', 'income', 'addresses', 'bankAccounts']);
    expect(ids(legal)).toEqual(['identity', 'web', 'contacts', 'legal', 'addresses', 'bankAccounts']);
    expect(natural).toMatchObject({ title: 'Jean Dupont', type: 'natural', actions: ['save', 'cancel', 'delete', 'history'] });
    expect(legal).toMatchObject({ title: 'Tabula Leasing SA', actions: ['edit'] });
  });
});

describe('workflow', () => {
  it('defaults allowed to true and checks the decision', async () => {
    const ctx = { entity: 'Contract', status: 'DRAFT', transition: 'activate', now: '2025-01-01T00:00:00Z' };
    expect(await success(sandbox, { kind: 'workflow', code: 'function execute(ctx) { return { data: { status: ctx.transition === "activate" ? "ACTIVE" : ctx.status } }; }', ctx })).toEqual({ allowed: true, data: { status: 'ACTIVE' } });
    expect(await success(sandbox, { kind: 'workflow', code: 'function execute(ctx) { return { allowed: false, message: "Missing guarantor", transitions: ["cancel"] }; }', ctx })).toEqual({ allowed: false, message: 'Missing guarantor', transitions: ['cancel'] });
    expect(await success(sandbox, { kind: 'workflow', code: 'function execute() { return { to: "PENDING" }; }', ctx })).toEqual({ allowed: true, to: 'PENDING' });
    expect((await failure(sandbox, { kind: 'workflow', name: 'contract-workflow-script', code: 'function execute() { return { to: 3 }; }', ctx })).message).toBe(
      "Invalid result of Workflow script contract-workflow-script: 'to' must be a status code",
    );
    const error = await failure(sandbox, { kind: 'workflow', name: 'contract-workflow', code: 'function execute() { return { allowed: "yes" }; }', ctx });
    expect(error.message).toBe("Invalid result of Workflow script contract-workflow: 'allowed' must be a boolean");
  });
});

describe('extension', () => {
  it('accepts no result, a patch, or field errors', async () => {
    const ctx = { entity: 'Person', event: 'beforeUpdate', data: { name: 'a' }, previous: { name: 'b' } };
    expect(await success(sandbox, { kind: 'extension', code: 'function execute() { return null; }', ctx })).toEqual({ data: {}, errors: [] });
    expect(await success(sandbox, { kind: 'extension', code: 'function execute(ctx) { return { data: { name: ctx.data.name.toUpperCase(), was: ctx.previous.name } }; }', ctx })).toEqual({ data: { name: 'A', was: 'b' }, errors: [] });
    expect(await success(sandbox, { kind: 'extension', code: 'function execute() { return { errors: [{ path: "name", message: "Too short" }] }; }', ctx })).toEqual({ data: {}, errors: [{ path: 'name', message: 'Too short' }] });
    expect((await failure(sandbox, { kind: 'extension', code: 'function execute() { return { errors: ["bad"] }; }', ctx })).code).toBe('SCRIPT_INVALID_RESULT');
    expect((await failure(sandbox, { kind: 'extension', code: echo, ctx: { entity: 'Person', event: 'onFire' } })).message).toContain("field 'event' must be one of");
  });
});

describe('format-check', () => {
  it('returns {valid, message}', async () => {
    const code = 'function execute(ctx) { const ok = /^[0-9]{9}$/.test(String(ctx.value)); return ok ? { valid: true } : { valid: false, message: "9 digits expected" }; }';
    expect(await success(sandbox, { kind: 'format-check', code, ctx: { value: '552100554' } })).toEqual({ valid: true });
    expect(await success(sandbox, { kind: 'format-check', code, ctx: { value: 'abc' } })).toEqual({ valid: false, message: '9 digits expected' });
    expect((await failure(sandbox, { kind: 'format-check', name: 'siren', code: 'function execute() { return { valid: 1 }; }' })).message).toBe("Invalid result of Format-check script siren: 'valid' must be a boolean");
  });
});

describe('catalogue', () => {
  it('returns [{value, label}] and gets the query', async () => {
    const code = 'function execute(ctx) { return ["Car", "Truck", "Van"].filter((l) => l.toLowerCase().includes(ctx.query)).slice(0, ctx.limit).map((label, i) => ({ value: i, label })); }';
    expect(await success(sandbox, { kind: 'catalogue', name: 'vehicles', code, ctx: { query: 'r', limit: 5 } })).toEqual([{ value: 0, label: 'Car' }, { value: 1, label: 'Truck' }]);
    expect((await failure(sandbox, { kind: 'catalogue', name: 'vehicles', code: 'function execute() { return [{ label: "x" }]; }' })).message).toContain('item 0 must be an object');
  });
});

describe('run', () => {
  it('passes any JSON through', async () => {
    expect(await success(sandbox, { kind: 'run', code: 'function execute(ctx) { return [ctx.method, ctx.query, ctx.body]; }', ctx: { method: 'POST', query: { a: '1' }, body: [1] } })).toEqual(['POST', { a: '1' }, [1]]);
  });
});
