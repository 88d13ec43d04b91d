/** The outcome of a transition on one record of a selection. */
export interface BulkOutcome {
  registration: string;
  ok: boolean;
  /** The success message, or the failure text. */
  message: string;
}

/** Seed 002 §4: 'Transition "{label or code}" executed successfully for {entity} "{registration}"'. */
export function transitionSuccessMessage(transition: { code: string; label?: string }, entityName: string, registration: string): string {
  return `Transition "${transition.label || transition.code}" executed successfully for ${entityName} "${registration}"`;
}

/** The failure line of one record: 'Transition "X" failed for Invoice "INV1": {error}'. */
export function transitionFailureMessage(transition: { code: string; label?: string }, entityName: string, registration: string, error: string): string {
  return `Transition "${transition.label || transition.code}" failed for ${entityName} "${registration}": ${error}`;
}

/**
 * Runs a transition on each record of a selection, one after the other (so the server sees them in
 * order and one failure does not stop the others), collecting one outcome per record.
 */
export async function runOnEach(
  registrations: readonly string[],
  transition: { code: string; label?: string },
  entityName: string,
  run: (registration: string) => Promise<unknown>,
  errorText: (err: unknown) => string,
): Promise<BulkOutcome[]> {
  const outcomes: BulkOutcome[] = [];
  for (const registration of registrations) {
    try {
      await run(registration);
      outcomes.push({ registration, ok: true, message: transitionSuccessMessage(transition, entityName, registration) });
    } catch (err) {
      outcomes.push({ registration, ok: false, message: transitionFailureMessage(transition, entityName, registration, errorText(err)) });
    }
  }
  return outcomes;
}
