import useSWR from 'swr';
import { askedAhead } from '../../engine/data/askedAhead.ts';
import type { DataProvider } from '../../engine/data/DataProvider.ts';
import type { StatusKind, WorkflowDefinition } from '../../engine/workflow/types.ts';
import { transitionPaths } from '../../engine/workflow/transitionPaths.ts';
import { useEngine } from '../context/EngineContext.ts';

/** An entity's workflow and the badge kind of each status, as the server answers them. */
export interface WorkflowInfo {
  definition: WorkflowDefinition | null;
  kinds: Record<string, StatusKind>;
}

const askWorkflowInfo = (data: DataProvider, entityName: string) =>
  data.custom<WorkflowInfo>({ method: 'GET', path: transitionPaths.workflow(entityName) }).catch(() => ({ definition: null, kinds: {} }));
const workflows = askedAhead<WorkflowInfo>();

const NONE: WorkflowInfo = { definition: null, kinds: {} };

/**
 * The workflows a data provider holds (answered, in SWR's cache), by entity, with the generation
 * they were answered in: a saved script starts a new generation ({@link forgetWorkflowInfo}).
 */
const held = new WeakMap<DataProvider, Map<string, number>>();
let generation = 0;
const heldBy = (data: DataProvider) => held.get(data) ?? held.set(data, new Map()).get(data)!;
const holds = (data: DataProvider, entityName: string) => heldBy(data).get(entityName) === generation;

/** SWR keys of the workflows (['workflow', entityName]). */
export const isWorkflowKey = (key: unknown): boolean => Array.isArray(key) && key[0] === 'workflow';

/**
 * A script was saved (workflows are scripts; app/scripts/useConfigEvents.ts also revalidates the
 * SWR keys {@link isWorkflowKey} shown): the workflows held are asked again when next shown or preloaded.
 */
export function forgetWorkflowInfo(): void {
  generation++;
}

/**
 * The workflow of an entity (cached per entity; a failure means "no workflow"); without an entity,
 * none is asked. Once answered it is not asked again on each page that shows it (a status badge, a
 * card header), only after a script changed (the configuration's events, {@link forgetWorkflowInfo}).
 */
export function useWorkflowInfo(entityName: string | undefined): WorkflowInfo {
  const { data } = useEngine();
  const { data: info } = useSWR(
    entityName ? ['workflow', entityName] : null,
    () => {
      const asked = generation;
      return workflows
        .take(data, entityName!, () => askWorkflowInfo(data, entityName!))
        .then((answer) => {
          if (asked === generation) heldBy(data).set(entityName!, asked);
          return answer;
        });
    },
    // what SWR already shows is asked again on mount only when a script changed since it was answered
    { revalidateIfStale: !entityName || !holds(data, entityName) },
  );
  // an answer that is no workflow info (an old server, a test double) counts as none
  return info && typeof info === 'object' && 'kinds' in info && info.kinds ? info : NONE;
}

/**
 * Asks an entity's workflow ahead of its use (a card page while its record loads), without
 * redrawing the caller when it comes: the next useWorkflowInfo of that entity to ask, within
 * seconds, takes it. A workflow already held is not asked.
 */
export function preloadWorkflowInfo(data: DataProvider, entityName: string): void {
  if (holds(data, entityName)) return;
  workflows.ask(data, entityName, () => askWorkflowInfo(data, entityName));
}
