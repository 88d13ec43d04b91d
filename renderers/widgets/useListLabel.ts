import { selectLabel } from '../../engine/lists/selectLabel.ts';
import { useLookupList } from './useLookupList.ts';

/**
 * The label of a value of a lookup list in the user's language, and whether the list is still
 * loading. While it loads there is no label (callers show nothing rather than the code); once
 * loaded, a value the list does not know is shown as itself.
 */
export function useListLabel(list: string | undefined, value: unknown): { label: string | undefined; loading: boolean } {
  const { options, loading } = useLookupList(list);
  if (value === undefined || value === null || value === '') return { label: undefined, loading };
  if (!list) return { label: String(value), loading: false };
  if (loading) return { label: undefined, loading: true };
  return { label: selectLabel(options, value) ?? String(value), loading: false };
}
