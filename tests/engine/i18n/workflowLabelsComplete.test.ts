import { describe, expect, it } from 'vitest';
import { DEFAULT_WORKFLOWS } from '../../../server/defaults/workflows/index.ts';
import { untranslated } from './shippedLocales.ts';

/** The status and transition labels of the shipped workflows, each with its workflow. */
function workflowLabels(): Map<string, string> {
  const labels = new Map<string, string>();
  for (const w of DEFAULT_WORKFLOWS) {
    for (const s of w.statuses) if (s.label) labels.set(s.label, `${w.entityName} status ${s.code}`);
    for (const t of w.transitions) if (t.label) labels.set(t.label, `${w.entityName} transition ${t.code}`);
  }
  return labels;
}

describe('labels of the shipped workflows', () => {
  it('are found: statuses and transitions of every workflow', () => {
    expect([...workflowLabels().keys()]).toEqual(expect.arrayContaining(['Active', 'Approve', 'Mark as paid', 'Deactivate', 'Put in service']));
  });

  it('are translated in every shipped locale (the Workflow card never shows an English button in French)', () => {
    expect(untranslated(workflowLabels())).toEqual([]);
  });
});
