import { describe, expect, it } from 'vitest';
import type { EntityInfo, JsonSchema } from '../../../engine/registry/types.ts';
import { AppError } from '../../../engine/errors/AppError.ts';
import type { AppContext } from '../../../server/context.ts';
import { assertTransitionFields } from '../../../server/workflow/assertTransitionFields.ts';

const schema: JsonSchema = {
  type: 'object',
  properties: {
    rate: { type: ['number', 'null'], 'x-field': { type: 'number', label: 'Rate', min: 1, transitionOnly: true } },
    name: { type: ['string', 'null'], 'x-field': { type: 'text', label: 'Name' } },
  },
};
const info = { name: 'Deal', schema } as unknown as EntityInfo;
const ctx = { store: { deref: (s: JsonSchema) => s } } as unknown as AppContext;

describe('transitionOnly fields (seed 000 §4.1)', () => {
  it('block a transition with one error per field, labelled', () => {
    let thrown: unknown;
    try {
      assertTransitionFields(ctx, info, { rate: 0.5, name: 'x' }, 'qualify', 'master');
    } catch (err) {
      thrown = err;
    }
    expect(thrown).toBeInstanceOf(AppError);
    expect((thrown as AppError).toBody()).toMatchObject({
      status: 400,
      code: 'TRANSITION_FIELD_ERRORS',
      message: 'Transition "qualify" needs valid values in: Rate',
      errors: [{ path: 'rate', message: 'Rate must be ≥ 1' }],
    });
  });

  it('let a transition through once the value is valid', () => {
    expect(() => assertTransitionFields(ctx, info, { rate: 2 }, 'qualify', 'master')).not.toThrow();
  });
});
