import { useMemo } from 'react';
import { entityLabel } from '../../engine/registry/entityLabel.ts';
import { useEngine } from '../context/EngineContext.ts';
import { useRecords } from '../cards/parts/useRecords.ts';

/**
 * The labels of records named by registration ('name (registration)', seed 001 §3), read in one
 * list call (`registration=a,b`, the title field only, count=false) and cached by SWR. A
 * registration not found, or not yet read, is shown as it is.
 */
export function useRecordLabels(entityName: string, registrations: readonly string[]): Map<string, string> {
  const { registry } = useEngine();
  const info = registry.has(entityName) ? registry.get(entityName) : undefined;
  const titleField = info?.titleField ?? 'name';
  const wanted = [...new Set(registrations)].filter((r) => r && !r.includes(','));
  const query = { registration: wanted.join(','), projection: `registration,${titleField}`, count: 'false' };
  const { data: page } = useRecords(info && wanted.length ? entityName : null, query, Math.max(1, wanted.length));
  return useMemo(() => {
    const labels = new Map<string, string>();
    for (const record of page?.records ?? []) {
      const registration = typeof record.registration === 'string' ? record.registration : '';
      if (registration) labels.set(registration, entityLabel({ registration, name: record[titleField] }));
    }
    return labels;
  }, [page, titleField]);
}
