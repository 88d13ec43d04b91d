import type { StatusKind, TransitionDefinition, WorkflowDefinition } from './types.ts';

/** Words of a status or transition code that say how it ends. */
const WORDS: [StatusKind, RegExp][] = [
  ['error', /ERROR|REJECT|REFUS|FAIL|DEFAULT|LITIG|DECLIN/i],
  ['warning', /WARN|SUSPEN|HOLD|LATE|OVERDUE|DISPUT|BLOCK|PENDING_FIX|RECOVER/i],
  ['stopped', /CANCEL|STOP|TERMINAT|ABANDON|CLOS|ARCHIV|EXPIR|WITHDRAW|INACTIV|LOST/i],
];

function byWords(text: string | undefined): StatusKind | undefined {
  if (!text) return undefined;
  return WORDS.find(([, re]) => re.test(text))?.[0];
}

function transitionKind(t: TransitionDefinition): StatusKind | undefined {
  return byWords(t.code) ?? byWords(t.label);
}

/**
 * The badge kind of every status of a workflow (seed 002 §4), derived from its transitions: an
 * explicit `kind` wins; then the status code's own words (REJECTED is an error, SUSPENDED a
 * warning, CANCELLED stopped); then the words of the transitions leading to it (a "reject"
 * transition leads to an error); then the graph: a status no transition names as a source (`*`
 * aside) is a success, any other one is ongoing.
 */
export function statusKinds(definition: WorkflowDefinition): Record<string, StatusKind> {
  const leaving = new Set(definition.transitions.flatMap((t) => t.from));
  const kinds: Record<string, StatusKind> = {};
  for (const status of definition.statuses) {
    const incoming = definition.transitions.filter((t) => t.to === status.code && !t.from.every((f) => f === status.code));
    const fromTransitions = incoming.map(transitionKind).filter((k): k is StatusKind => !!k);
    const terminal = !leaving.has(status.code);
    kinds[status.code] =
      status.kind ??
      byWords(status.code) ??
      (fromTransitions.length && fromTransitions.length === incoming.length ? fromTransitions[0] : undefined) ??
      (terminal && incoming.length ? 'success' : 'ongoing');
  }
  return kinds;
}
