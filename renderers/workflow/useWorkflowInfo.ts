import useSWR from 'swr';
import type { StatusKind, WorkflowDefinition } from '../../engine/workflow/types.ts';
import { transitionPaths } from '../../engine/workflow/transitionPaths.ts';
import { useEngine } from '../context/EngineContext.ts';

/** An entity's workflow and the badge kind of each status, as the server answers them. */
export interface WorkflowInfo {
  definition: WorkflowDefinition | null;
  kinds: Record<string, StatusKind>;
}

/** The workflow of an entity (cached per entity; a failure means "no workflow"). */
export function useWorkflowInfo(entityName: string): WorkflowInfo {
  const { data } = useEngine();
  const { data: info } = useSWR(['workflow', entityName], () =>
    data.custom<WorkflowInfo>({ method: 'GET', path: transitionPaths.workflow(entityName) }).catch(() => ({ definition: null, kinds: {} })),
  );
  return info ?? { definition: null, kinds: {} };
}
