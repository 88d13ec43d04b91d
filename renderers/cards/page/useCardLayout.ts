import { useCallback, useEffect, useMemo, useRef } from 'react';
import useSWR from 'swr';
import { defaultLayout } from '../../../engine/cards/defaultLayout.ts';
import { layoutScriptName } from '../../../engine/cards/layoutScriptName.ts';
import { relatedEntities } from '../../../engine/cards/relatedEntities.ts';
import { overriddenScript } from '../../../engine/scripts/scriptOverrides.ts';
import { resolveLayout } from '../../../engine/cards/resolveLayout.ts';
import type { CardLayout } from '../../../engine/cards/types.ts';
import type { JsonSchema } from '../../../engine/registry/types.ts';
import { useEngine } from '../../context/EngineContext.ts';
import { fetchScriptCode, prefetchScriptCode } from './fetchScriptCode.ts';
import { useLayoutRunner } from './LayoutRunnerContext.ts';

type Rec = Record<string, unknown>;

/** What the page asks of the layout beyond the saved record: the type chosen in the form, the detailed view. */
export interface LayoutView {
  type?: unknown;
  /** `params.detailed` of the script; undefined lets the script choose (detailed for a saved record). */
  detailed?: boolean;
  /**
   * The record is still loading: the layout is resolved once, when it is known (its script's code
   * is asked meanwhile when the record cannot change the script's name), not once without it and
   * again with it.
   */
  waiting?: boolean;
}

/**
 * The layout of a card page: the tenant's layout script (`<entity>-layout`, person-layout-{type})
 * run by the sandbox when the app provides one, else the default layout of the schema. Messages
 * (missing execute(), no sandbox, script failure) are notified; `reload` re-runs it (Alt+R). A new
 * type chosen in the form (`view.type`) or the detailed-view switch (`view.detailed`) runs it again.
 * `ready` is false until the first resolution: the page waits rather than show a layout that is
 * about to be replaced (a select opened on it would close under the user's pointer); a saved
 * record's layout is resolved once, with the record (`view.waiting` while it loads).
 */
export function useCardLayout(entityName: string, schema: JsonSchema, record: Rec, hasId: boolean, view: LayoutView = {}): { layout: CardLayout; ready: boolean; reload: () => void } {
  const { data, notify, registry, user } = useEngine();
  const runner = useLayoutRunner();
  const info = registry.get(entityName);
  const fallback = useCallback(() => defaultLayout(info, schema, { hasId, related: relatedEntities(info, registry.all()) }), [info, schema, hasId, registry]);
  // the type being edited (a new person turned into a company) chooses the script and is the one it sees
  const type = view.type ?? record.type ?? null;
  const shown = type === (record.type ?? null) ? record : { ...record, type };
  // a draft an administrator has this user try runs in place of the tenant's script (scriptOverrides)
  const name = overriddenScript(user?.scriptOverrides, layoutScriptName(entityName, shown));
  const params = view.detailed === undefined ? {} : { detailed: view.detailed };
  const waiting = view.waiting === true;
  // the code is asked beside the record when the name does not depend on it (all but person-layout-{type})
  const early = waiting && layoutScriptName(entityName, shown) === layoutScriptName(entityName, { type: 'any' }) ? name : undefined;
  useEffect(() => {
    if (early) prefetchScriptCode(data, early);
  }, [data, early]);
  const { data: resolved, mutate } = useSWR(waiting ? null : ['layout', entityName, name, hasId, runner ? 1 : 0, type, view.detailed ?? null], () =>
    resolveLayout({ layoutScriptName: name, fetchCode: (n) => fetchScriptCode(data, n), runner, ctx: { entity: entityName, type, mode: hasId ? 'edit' : 'create', data: shown, params }, fallback }),
    // a new type (another layout script) keeps the current layout until its own is ready: no flash.
    // A layout is re-run only for a new key or on reload (Alt+R, a hot-reloaded script), never on
    // focus or reconnect: a re-run under load could swap the fields under the user's typing.
    { keepPreviousData: true, revalidateOnFocus: false, revalidateOnReconnect: false },
  );
  // once per resolution: the env (and so notify) is renewed on navigation, which must not repeat them
  const notified = useRef<unknown>(undefined);
  useEffect(() => {
    if (!resolved || notified.current === resolved) return;
    notified.current = resolved;
    for (const m of resolved.messages) notify(m.level, m.text);
  }, [resolved, notify]);
  const layout = useMemo(() => resolved?.layout ?? fallback(), [resolved, fallback]);
  const reload = useCallback(() => void mutate(), [mutate]);
  return { layout, ready: resolved !== undefined, reload };
}
