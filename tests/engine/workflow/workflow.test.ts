import { describe, expect, it } from 'vitest';
import { availableTransitions, excludedCategories } from '../../../engine/workflow/availableTransitions.ts';
import { checkTransition } from '../../../engine/workflow/checkTransition.ts';
import { evaluateCondition } from '../../../engine/workflow/evaluateCondition.ts';
import { orderTransitions } from '../../../engine/workflow/orderTransitions.ts';
import { parseWorkflow } from '../../../engine/workflow/parseWorkflow.ts';
import { planActions } from '../../../engine/workflow/planActions.ts';
import { statusKinds } from '../../../engine/workflow/statusKinds.ts';
import type { WorkflowDefinition } from '../../../engine/workflow/types.ts';
import { workflowScriptName } from '../../../engine/workflow/workflowScriptName.ts';
import { DEFAULT_WORKFLOWS } from '../../../server/defaults/workflows/index.ts';

const wf: WorkflowDefinition = {
  entityName: 'Invoice',
  initialStatus: 'DRAFT',
  statuses: [{ code: 'DRAFT' }, { code: 'OK' }, { code: 'REJECTED' }, { code: 'PRINTED' }, { code: 'CLOSED' }],
  transitions: [
    { code: 'reject', from: ['DRAFT'], to: 'REJECTED', pullRight: true },
    { code: 'validate', index: 20, from: ['DRAFT'], to: 'OK', mandatoryFields: ['amount', 'dueDate'], conditions: [{ field: 'amount', operator: 'gte', value: 0, message: 'No negative amounts' }] },
    { code: 'print', index: 5, from: ['*'], to: 'PRINTED', category: 'printing' },
    { code: 'close', index: 30, from: ['OK'], to: 'CLOSED', profiles: ['FINANCE'] },
  ],
};
const admin = { username: 'a', profiles: [], isAdmin: true };
const clerk = { username: 'c', profiles: ['CLERK'], isAdmin: false };

describe('checkTransition', () => {
  it('checks the source status, the initial status for a record without one, profiles, conditions, mandatory fields', () => {
    expect(checkTransition(wf, { status: 'OK' }, 'validate')).toMatchObject({ ok: false, reason: 'status', status: 'OK' });
    expect(checkTransition(wf, {}, 'validate')).toMatchObject({ ok: false, reason: 'condition' });
    expect(checkTransition(wf, { amount: -1 }, 'validate')).toMatchObject({ ok: false, reason: 'condition', message: 'No negative amounts' });
    expect(checkTransition(wf, { amount: 3 }, 'validate')).toMatchObject({ ok: false, reason: 'mandatory', missing: ['dueDate'] });
    expect(checkTransition(wf, { amount: 3, dueDate: '2030-01-01' }, 'validate').ok).toBe(true);
    expect(checkTransition(wf, { status: 'OK' }, 'close', { actor: clerk })).toMatchObject({ reason: 'profile' });
    expect(checkTransition(wf, { status: 'OK' }, 'close', { actor: admin }).ok).toBe(true);
    expect(checkTransition(wf, { status: 'OK' }, 'nope')).toMatchObject({ reason: 'unknown' });
    expect(checkTransition(wf, { status: 'CLOSED' }, 'print').ok).toBe(true);
  });
});

describe('availableTransitions', () => {
  it('keeps what every record of the selection may take, ordered by index, pull-right last', () => {
    const codes = (records: Record<string, unknown>[], exclude?: string) =>
      availableTransitions(wf, records, { exclude: excludedCategories(exclude) }).map((t) => t.code);
    expect(codes([{ status: 'DRAFT' }, { status: 'DRAFT', amount: -5 }])).toEqual(['print', 'reject']);
    expect(codes([{ status: 'DRAFT', amount: 1 }])).toEqual(['print', 'validate', 'reject']);
    expect(codes([{ status: 'DRAFT', amount: 1 }], 'modals,printings,documents')).toEqual(['validate', 'reject']);
    expect(codes([{ status: 'DRAFT' }, { status: 'OK' }], 'printings')).toEqual([]);
    expect(codes([])).toEqual([]);
  });

  it('orders like the list page: index, then pull-right ones as 1000 minus position', () => {
    const ordered = orderTransitions([{ index: 3, pullRight: true }, { index: 9 }, { index: 1 }, { pullRight: true }]);
    expect(ordered).toEqual([{ index: 1 }, { index: 9 }, { pullRight: true }, { index: 3, pullRight: true }]);
  });
});

describe('conditions and actions', () => {
  it('evaluates each operator', () => {
    const r = { a: 5, s: 'ABC', l: [1], persons: [{ role: 'PAYER', name: 'X' }] };
    expect(evaluateCondition(r, { field: 'a', operator: 'gt', value: 4 })).toBe(true);
    expect(evaluateCondition(r, { field: 'a', operator: 'lt', value: 4 })).toBe(false);
    expect(evaluateCondition(r, { field: 's', operator: 'in', value: ['ABC', 'D'] })).toBe(true);
    expect(evaluateCondition(r, { field: 's', operator: 'matches', value: '^A' })).toBe(true);
    expect(evaluateCondition(r, { field: 'x', operator: 'missing' })).toBe(true);
    expect(evaluateCondition(r, { field: 'persons[role=PAYER].name', operator: 'eq', value: 'X' })).toBe(true);
    expect(evaluateCondition(r, { field: 'x', operator: 'gte', value: 0 })).toBe(false);
  });

  it('plans actions with resolved references, never setting the status', () => {
    const now = new Date('2025-03-04T10:00:00Z');
    const plan = planActions(
      {
        code: 'go',
        from: ['*'],
        to: 'OK',
        actions: [
          { type: 'setFields', values: { paidOn: '$today', by: '$user', status: 'HACK', price: '$$5' } },
          { type: 'createRecord', entityName: 'Task', data: { name: '$record.name', entityRegistration: '$record.registration', why: '$transition' } },
          { type: 'notify', message: 'done', profiles: ['ADMIN'] },
          { type: 'script', name: 'after-go' },
        ],
      },
      { record: { name: 'N', registration: 'R1' }, username: 'u', now },
    );
    expect(plan.patch).toEqual({ paidOn: '2025-03-04', by: 'u', price: '$5' });
    expect(plan.creates).toEqual([{ entityName: 'Task', data: { name: 'N', entityRegistration: 'R1', why: 'go' } }]);
    expect(plan.notifications).toEqual([{ message: 'done', level: 'info', username: undefined, profiles: ['ADMIN'] }]);
    expect(plan.scripts).toEqual([{ name: 'after-go', args: {} }]);
  });
});

describe('parseWorkflow and badge kinds', () => {
  it('accepts the shipped workflows and names every problem of a bad one', () => {
    for (const d of DEFAULT_WORKFLOWS) expect(parseWorkflow(JSON.stringify(d))).toMatchObject({ ok: true });
    const bad = parseWorkflow({ entityName: 'X', statuses: ['A'], transitions: [{ code: 't', from: ['A'], to: 'B', actions: [{ type: 'fly' }] }, { code: 't', from: [], to: 'A' }] });
    expect(bad.ok).toBe(false);
    if (!bad.ok) {
      expect(bad.problems).toEqual(expect.arrayContaining([
        'transitions[0] (t) uses unknown status "B"',
        'transitions[0].actions[0].type must be one of setFields, createRecord, notify, script, generateDocument, convert, assignNumber',
        'transitions[1] (t).from must list source statuses',
        'transition code "t" is used twice',
      ]));
    }
    expect(parseWorkflow('{oops')).toMatchObject({ ok: false });
  });

  it('derives distinct badge kinds from statuses and transitions', () => {
    const kinds = statusKinds({
      entityName: 'X',
      initialStatus: 'NEW',
      statuses: [{ code: 'NEW' }, { code: 'RUNNING' }, { code: 'PAUSED' }, { code: 'DONE' }, { code: 'KO' }, { code: 'GONE', kind: 'stopped' }, { code: 'REJECTED' }],
      transitions: [
        { code: 'start', from: ['NEW'], to: 'RUNNING' },
        { code: 'suspend', from: ['RUNNING'], to: 'PAUSED' },
        { code: 'resume', from: ['PAUSED'], to: 'RUNNING' },
        { code: 'finish', from: ['RUNNING'], to: 'DONE' },
        { code: 'fail', from: ['RUNNING'], to: 'KO' },
        { code: 'drop', from: ['NEW'], to: 'GONE' },
        { code: 'refuse', from: ['NEW'], to: 'REJECTED' },
      ],
    });
    expect(kinds).toEqual({ NEW: 'ongoing', RUNNING: 'ongoing', PAUSED: 'warning', DONE: 'success', KO: 'error', GONE: 'stopped', REJECTED: 'error' });
  });

  it('names workflow scripts after the entity', () => {
    expect(workflowScriptName('ContractLot')).toBe('contract-lot-workflow');
  });
});
