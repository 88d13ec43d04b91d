import { selectLabel } from '../../engine/lists/selectLabel.ts';
import type { ChoiceOption } from '../widgets/selectOptions.ts';
import { StatusBadge } from './StatusBadge.tsx';

/**
 * A status as a badge with its label in the user's language, never its code: nothing while the
 * labels load (ask them beside the records); the code only if they cannot be had. Coloured by the
 * workflow of `entityName` when given (StatusBadge).
 */
export function StatusCell({ options, loading, value, entityName }: { options: ChoiceOption[]; loading: boolean; value: unknown; entityName?: string }) {
  if (value === null || value === undefined || value === '' || loading) return null;
  const code = String(value);
  return <StatusBadge value={code} label={selectLabel(options, code) ?? code} entityName={entityName} />;
}
