import type { DataProvider } from '../../../engine/data/DataProvider.ts';
import type { EntityRegistry } from '../../../engine/registry/EntityRegistry.ts';

/** What a card's prefetch (prefetchCards) knows: the page's saved record and the user's locale. */
export interface CardPrefetchContext {
  data: DataProvider;
  registry: EntityRegistry;
  entityName: string;
  registration: string;
  record: Record<string, unknown>;
  /** The user's interface locale: lookup lists are asked in it, as useLookupList asks them. */
  locale?: string;
  /** The user's permissions (EngineEnv.can): nothing is asked from a collection the user may not read. */
  can?: (permission: string) => boolean;
  /** A read-only page: nothing is asked for what it does not show (transitions). */
  readOnly: boolean;
  /** Lookup lists the card shows: prefetchCards asks those of all cards in one call, in the user's locale. */
  lists: Set<string>;
}
