import type { EntityInfo } from '../../engine/registry/types.ts';
import type { AppContext } from '../context.ts';
import type { Queryable } from '../db/Database.ts';

type Rec = Record<string, unknown>;

/** What a converter gets: the transition's transaction, the record (its new status set) and who runs it. */
export interface ConversionRequest {
  ctx: AppContext;
  q: Queryable;
  info: EntityInfo;
  record: Rec;
  username: string;
  tenant: string;
}

/** A workflow `convert` action's server side: answers the record as it ends (it may link the new one). */
export type Converter = (request: ConversionRequest) => Promise<Rec>;
