import useSWR, { type ScopedMutator } from 'swr';
import type { DynoDescriptor } from '../../../../schemas/generated/meta.ts';
import { useEngine } from '../../../../renderers/context/EngineContext.ts';

export interface DynoEntity extends DynoDescriptor {
  route: string;
  listRoute: string | null;
  apiPath: string;
  /** Whether the signed-in user may read it (the server's permission check): only then is it in the menu. */
  readable: boolean;
}

export interface DynoAnswer {
  entities: DynoEntity[];
  problems: { index: number; name: unknown; message: string }[];
}

/** The SWR key of the tenant's dyno entities (with the tenant): the configurator revalidates it after a save. */
export const DYNO_ENTITIES_KEY = 'dyno-entities';

/** Reloads the dyno entities (menu, pages, configurator) after a save. */
export function refreshDynoEntities(mutate: ScopedMutator): Promise<unknown> {
  return mutate((key) => Array.isArray(key) && key[0] === DYNO_ENTITIES_KEY);
}

/**
 * The signed-in tenant's dyno entities (GET /api/dyno), registered in the client registry as they
 * arrive, so their list and card pages use the tenant's own descriptors.
 */
export function useDynoEntities() {
  const { data, registry, user } = useEngine();
  // per tenant: another sign-in in the same page never sees the previous tenant's entities
  return useSWR([DYNO_ENTITIES_KEY, user?.tenant ?? ''], async () => {
    const found = await data.custom<DynoAnswer>({ method: 'GET', path: '/api/dyno' });
    for (const d of found.entities) registry.registerDyno(d, { override: registry.has(d.name) });
    return found;
  });
}
