import { describe, expect, it } from 'vitest';
import { migrateWorkflow, WORKFLOW_MODEL_VERSION } from '../../../engine/workflow/migrateWorkflow.ts';
import { parseWorkflow } from '../../../engine/workflow/parseWorkflow.ts';

const PERCENT = new Set(['probability', 'rate']);

/** A definition a tenant wrote in model 1: bare codes, a single `from`, whole-number percentages. */
const MODEL_1 = {
  entityName: 'Deal',
  statuses: ['OPEN', { code: 'WON', label: 'Won' }, 'LOST'],
  transitions: [
    { code: 'win', from: 'OPEN', to: 'WON', actions: [{ type: 'setFields', values: { probability: 100, rate: 0.35, amount: 100, score: 50 } }] },
    { code: 'lose', from: ['OPEN'], to: 'LOST', actions: [{ type: 'setFields', values: { probability: 1 } }, { type: 'notify', message: 'Lost' }] },
    { code: 'over', from: ['OPEN'], to: 'LOST', actions: [{ type: 'setFields', values: { probability: 150, rate: 2.5 } }] },
  ],
};

describe('migrateWorkflow (stored workflow definitions of model 1 to the current model)', () => {
  const { definition, changes } = migrateWorkflow(MODEL_1, PERCENT);
  const transition = (code: string) => (definition.transitions as { code: string; from: unknown; actions: { values?: Record<string, unknown> }[] }[]).find((t) => t.code === code)!;

  it('writes statuses as objects and from as a list, and marks the model', () => {
    expect(definition.modelVersion).toBe(WORKFLOW_MODEL_VERSION);
    expect(definition.statuses).toEqual([{ code: 'OPEN' }, { code: 'WON', label: 'Won' }, { code: 'LOST' }]);
    expect(transition('win').from).toEqual(['OPEN']);
    expect(changes).toContain('status OPEN: written as {code}');
    expect(changes).toContain('transition win: from written as a list');
  });

  it('turns a whole-number percentage into the stored fraction, and nothing else', () => {
    expect(transition('win').actions[0].values).toEqual({ probability: 1, rate: 0.35, amount: 100, score: 50 });
    expect(changes).toContain('transition win: probability 100 becomes 1 (a percentage is stored as a fraction)');
    // 1 (100 %) is already a fraction; above 100 is no whole-number percentage; fractions stay
    expect(transition('lose').actions[0].values).toEqual({ probability: 1 });
    expect(transition('lose').actions[1]).toEqual({ type: 'notify', message: 'Lost' });
    expect(transition('over').actions[0].values).toEqual({ probability: 150, rate: 2.5 });
  });

  it('gives a definition the engine reads, with the same statuses and transitions', () => {
    const parsed = parseWorkflow(JSON.stringify(definition));
    expect(parsed.ok).toBe(true);
    if (!parsed.ok) return;
    expect(parsed.definition.statuses.map((s) => s.code)).toEqual(['OPEN', 'WON', 'LOST']);
    expect(parsed.definition.transitions.map((t) => [t.code, t.from, t.to])).toEqual([
      ['win', ['OPEN'], 'WON'],
      ['lose', ['OPEN'], 'LOST'],
      ['over', ['OPEN'], 'LOST'],
    ]);
  });

  it('leaves the input alone and a current definition as it is', () => {
    expect(MODEL_1.statuses[0]).toBe('OPEN');
    expect(MODEL_1.transitions[0].actions[0].values!.probability).toBe(100);
    const again = migrateWorkflow(definition, PERCENT);
    expect(again.definition).toBe(definition);
    expect(again.changes).toEqual([]);
  });
});
