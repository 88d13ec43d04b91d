import useSWR from 'swr';
import { useEngine } from '../../../renderers/context/EngineContext.ts';

interface VersionSummary {
  version: number;
}

/**
 * The content of a script at the version before `current` (GET /api/script/scripts/{name}/versions
 * and .../versions/{n}), fetched only while `enabled`; null when it has no earlier version.
 */
export function usePreviousVersion(name: string, current: number, enabled: boolean) {
  const { data } = useEngine();
  const base = `/api/script/scripts/${encodeURIComponent(name)}/versions`;
  return useSWR(enabled ? ['script-previous', name, current] : null, async () => {
    const versions = await data.custom<VersionSummary[]>({ method: 'GET', path: base });
    const previous = versions.filter((v) => v.version < current).sort((a, b) => b.version - a.version)[0];
    if (!previous) return null;
    const record = await data.custom<Record<string, unknown>>({ method: 'GET', path: `${base}/${previous.version}` });
    return { version: previous.version, content: typeof record.content === 'string' ? record.content : '' };
  });
}
