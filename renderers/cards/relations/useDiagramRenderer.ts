import { useState } from 'react';
import { useEngine } from '../../context/EngineContext.ts';
import { usePreferences } from '../../table/usePreferences.ts';
import type { ChartRenderer } from './RelationsChart.tsx';

/** The user preference (type UI) that keeps the renderer of the relations diagrams. */
export const RENDERER_PREFERENCE = 'relations-diagram';

/**
 * The renderer of the relations diagrams: SVG by default, canvas when the user turned the
 * experimental renderer on. The choice is kept in the user's preferences (UI / relations-diagram),
 * so it follows the user; without a user, or when saving fails, it lasts until the page closes.
 */
export function useDiagramRenderer(): [ChartRenderer, (next: ChartRenderer) => void] {
  const { user } = useEngine();
  const preferences = usePreferences(user?.username);
  const stored = preferences.all.find((p) => p.type === 'UI' && p.groupId === RENDERER_PREFERENCE);
  const storedRenderer = (stored?.value as { renderer?: unknown } | undefined)?.renderer === 'canvas' ? 'canvas' : 'svg';
  const [chosen, setChosen] = useState<ChartRenderer | undefined>(undefined);
  const choose = (next: ChartRenderer) => {
    setChosen(next);
    if (user?.username) void preferences.save({ _id: stored?._id, type: 'UI', groupId: RENDERER_PREFERENCE, value: { renderer: next } }).catch(() => undefined);
  };
  return [chosen ?? storedRenderer, choose];
}
