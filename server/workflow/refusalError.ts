import { AppError } from '../../engine/errors/AppError.ts';
import type { EntityInfo, JsonSchema } from '../../engine/registry/types.ts';
import type { TransitionRefusal } from '../../engine/workflow/checkTransition.ts';

type Rec = Record<string, unknown>;

/** The label of a field path, from the entity schema's x-field metadata. */
export function fieldLabel(info: EntityInfo, path: string): string {
  let node: JsonSchema | undefined = info.schema;
  for (const step of path.split('.')) {
    if (!node) break;
    node = /^\d+$/.test(step) ? node.items : node.properties?.[step];
  }
  const label = (node?.['x-field'] as { label?: unknown } | undefined)?.label;
  return typeof label === 'string' ? label : path;
}

/** The catalogued error of a refused transition (mandatory fields carry one error per field). */
export function refusalError(refusal: TransitionRefusal, info: EntityInfo, record: Rec, status: string): AppError {
  const registration = String(record.registration);
  switch (refusal.reason) {
    case 'unknown':
      return new AppError('TRANSITION_NOT_FOUND', [refusal.code, info.name]);
    case 'status':
      return new AppError('TRANSITION_NOT_ALLOWED', [refusal.code, status, info.name, registration]);
    case 'profile':
      return new AppError('PERMISSION_DENIED', [`transition ${refusal.code}`]);
    case 'condition':
      return new AppError('TRANSITION_CONDITION_FAILED', [refusal.code, info.name, registration, refusal.message]);
    case 'mandatory': {
      const labels = refusal.missing.map((f) => fieldLabel(info, f));
      const errors = refusal.missing.map((f, i) => ({ path: f, message: `${labels[i]} is mandatory`, code: 'TRANSITION_MANDATORY_FIELDS' }));
      return new AppError('TRANSITION_MANDATORY_FIELDS', [refusal.code, labels.join(', ')], errors);
    }
  }
}
