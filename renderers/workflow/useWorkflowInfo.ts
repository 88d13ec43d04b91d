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
 * The workflow of an entity (cached per entity; a failure means "no workflow"); without an entity,
 * none is asked.
 */
export function useWorkflowInfo(entityName: string | undefined): WorkflowInfo {
  const { data } = useEngine();
  const { data: info } = useSWR(entityName ? ['workflow', entityName] : null, () => workflows.take(data, entityName!, () => askWorkflowInfo(data, entityName!)));
  // an answer that is no workflow info (an old server, a test double) counts as none
  return info && typeof info === 'object' && 'kinds' in info && info.kinds ? info : NONE;
}

/**
 * Asks an entity's workflow ahead of its use (a card page while its record loads), without
 * redrawing the caller when it comes: the next useWorkflowInfo of that entity to ask, within
 * seconds, takes it.
 */
export function preloadWorkflowInfo(data: DataProvider, entityName: string): void {
  workflows.ask(data, entityName, () => askWorkflowInfo(data, entityName));
}
