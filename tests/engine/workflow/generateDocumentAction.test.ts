import { describe, expect, it } from 'vitest';
import { parseWorkflow } from '../../../engine/workflow/parseWorkflow.ts';
import { planActions } from '../../../engine/workflow/planActions.ts';
import { invoiceWorkflow } from '../../../server/defaults/workflows/invoice.ts';

const workflow = (actions: unknown[]) => ({ entityName: 'Invoice', statuses: ['DRAFT', 'VALIDATED'], transitions: [{ code: 'validate', from: ['DRAFT'], to: 'VALIDATED', actions }] });

describe('workflow action generateDocument', () => {
  it('parses with a document type and plans the document after the other actions', () => {
    const parsed = parseWorkflow(workflow([{ type: 'setFields', values: { generationDate: '$today' } }, { type: 'generateDocument', documentType: 'INVOICE' }]));
    expect(parsed.ok).toBe(true);
    if (!parsed.ok) return;
    const plan = planActions(parsed.definition.transitions[0], { record: {}, username: 'u', now: new Date('2026-03-01T10:00:00Z') });
    expect(plan.documents).toEqual([{ documentType: 'INVOICE' }]);
    expect(plan.patch).toEqual({ generationDate: expect.any(String) });
  });

  it('refuses one without a document type', () => {
    expect(parseWorkflow(workflow([{ type: 'generateDocument' }]))).toEqual({ ok: false, problems: ['transitions[0].actions[0] needs a documentType'] });
  });

  it('is what the shipped invoice workflow does on validate and send', () => {
    expect(parseWorkflow(invoiceWorkflow).ok).toBe(true);
    const docs = (code: string) => planActions(invoiceWorkflow.transitions.find((t) => t.code === code)!, { record: {}, username: 'u', now: new Date() }).documents;
    expect(docs('validate')).toEqual([{ documentType: 'INVOICE' }]);
    expect(docs('send')).toEqual([{ documentType: 'INVOICE' }]);
    expect(docs('pay')).toEqual([]);
  });
});
