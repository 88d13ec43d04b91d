import { useCallback, useEffect, useState } from 'react';
import { askedAhead } from '../../engine/data/askedAhead.ts';
import type { DataProvider } from '../../engine/data/DataProvider.ts';
import type { TransitionView } from '../../engine/workflow/types.ts';
import { useEngine } from '../context/EngineContext.ts';
import { errorText } from '../pages/errorText.ts';

const records = askedAhead<TransitionView[]>();

/** Asks a record's transitions (GET `path`) ahead of the card that shows them (prefetchCards); its first load takes them. */
export function askTransitionsAhead(data: DataProvider, path: string): void {
  records.ask(data, path, () => data.custom<TransitionView[]>({ method: 'GET', path }));
}

/**
 * The transitions available to a selection (POST) or to one record (GET), reloaded when `key`
 * changes. Loading errors are reported and yield an empty list (seed 002 §8).
 */
export function useTransitions(load: { method: 'GET' | 'POST'; path: string; body?: unknown } | null, key: string): { transitions: TransitionView[]; loading: boolean; reload: () => void } {
  const { data, notify } = useEngine();
  const [transitions, setTransitions] = useState<TransitionView[]>([]);
  const [loading, setLoading] = useState(false);
  const [tick, setTick] = useState(0);
  const active = load !== null;
  useEffect(() => {
    if (!load) {
      setTransitions([]);
      return;
    }
    let live = true;
    setLoading(true);
    (load.method === 'GET' ? records.take(data, load.path, () => data.custom<TransitionView[]>(load)) : data.custom<TransitionView[]>(load))
      .then((list) => live && setTransitions(Array.isArray(list) ? list : []))
      .catch((err: unknown) => {
        if (!live) return;
        notify('error', errorText(err));
        setTransitions([]);
      })
      .finally(() => live && setLoading(false));
    return () => {
      live = false;
    };
    // `key` stands for the request: `load` is a new object at each render and must not reload.
  }, [key, active, tick, data, notify]);
  const reload = useCallback(() => setTick((t) => t + 1), []);
  return { transitions, loading, reload };
}
