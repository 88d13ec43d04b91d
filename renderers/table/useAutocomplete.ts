import { useEffect, useState } from 'react';
import { shouldAutocomplete, suggestionsFrom } from '../../engine/lists/autocomplete.ts';
import { useEngine } from '../context/EngineContext.ts';

/** Suggestions of the search row: matching records' labels, asked only beyond 2 characters, debounced 300 ms. */
export function useAutocomplete(entityName: string, text: string, query: Record<string, string>): { value: string; label: string }[] {
  const { data } = useEngine();
  const [options, setOptions] = useState<{ value: string; label: string }[]>([]);
  const queryKey = JSON.stringify(query);
  useEffect(() => {
    if (!shouldAutocomplete(text)) {
      setOptions([]);
      return;
    }
    let live = true;
    const timer = setTimeout(() => {
      data
        .getList({ entityName, offset: 0, size: 10, query: { ...JSON.parse(queryKey), search: text.trim() } })
        .then((page) => live && setOptions(suggestionsFrom(page.records)))
        .catch(() => live && setOptions([]));
    }, 300);
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [data, entityName, queryKey, text]);
  return options;
}
