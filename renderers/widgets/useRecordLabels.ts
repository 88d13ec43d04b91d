import { useMemo } from 'react';
import type { DataProvider, ListPage } from '../../engine/data/DataProvider.ts';
import type { EntityRegistry } from '../../engine/registry/EntityRegistry.ts';
import { entityLabel } from '../../engine/registry/entityLabel.ts';
import { useEngine } from '../context/EngineContext.ts';
import { askRecordsAhead, useRecords } from '../cards/parts/useRecords.ts';

/** The list call that reads the labels of `registrations` (one page of them, the title field only), or undefined when there is nothing to read. */
function labelsQuery(registry: EntityRegistry, entityName: string, registrations: readonly string[]) {
  const info = registry.has(entityName) ? registry.get(entityName) : undefined;
  const titleField = info?.titleField ?? 'name';
  const wanted = [...new Set(registrations)].filter((r) => r && !r.includes(','));
  const query = { registration: wanted.join(','), projection: `registration,${titleField}`, count: 'false' };
  return { titleField, query, wanted, size: Math.max(1, wanted.length), read: Boolean(info && wanted.length) };
}

/**
 * Asks the labels the useRecordLabels of several fields of one entity will read (`fields`: the
 * registrations of each), ahead of their first render (prefetchFieldData): one call for all of
 * them, each field's page cut from its answer (a contract's client, supplier and broker: one call,
 * not three).
 */
export function askRecordLabelsAhead(data: DataProvider, registry: EntityRegistry, entityName: string, fields: readonly (readonly string[])[]): void {
  const all = labelsQuery(registry, entityName, fields.flat());
  if (!all.read) return;
  let answer: Promise<ListPage> | undefined;
  const askAll = () => (answer ??= data.getList({ entityName, offset: 0, size: all.size, query: all.query }));
  for (const registrations of fields) {
    const { query, wanted, size, read } = labelsQuery(registry, entityName, registrations);
    if (read) askRecordsAhead(data, entityName, query, size, () => askAll().then((page) => ({ ...page, records: page.records.filter((r) => wanted.includes(String(r.registration))) })));
  }
}

/**
 * The labels of records named by registration ('name (registration)', seed 001 §3), read in one
 * list call (`registration=a,b`, the title field only, count=false) and cached by SWR. A
 * registration not found, or not yet read, is shown as it is.
 */
export function useRecordLabels(entityName: string, registrations: readonly string[]): Map<string, string> {
  const { registry } = useEngine();
  const { titleField, query, size, read } = labelsQuery(registry, entityName, registrations);
  const { data: page } = useRecords(read ? entityName : null, query, size);
  return useMemo(() => {
    const labels = new Map<string, string>();
    for (const record of page?.records ?? []) {
      const registration = typeof record.registration === 'string' ? record.registration : '';
      if (registration) labels.set(registration, entityLabel({ registration, name: record[titleField] }));
    }
    return labels;
  }, [page, titleField]);
}
