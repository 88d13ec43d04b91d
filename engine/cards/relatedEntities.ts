import { toCamel, toLabel } from '../registry/naming.ts';
import { menuTitle } from '../shell/menuDomains.ts';
import type { EntityInfo } from '../registry/types.ts';

/** An entity whose records point at a record of another through `<entity>Registration`. */
export interface Relation {
  entityName: string;
  /** The pointing field, e.g. `contractRegistration`. */
  field: string;
  /** What a card of them is titled: the title of their list (`Invoices`), never the entity's name. */
  title: string;
}

/**
 * The entities that point at `info` (Invoice.contractRegistration -> Contract), found in the
 * schemas: no relation is written by hand.
 */
export function relatedEntities(info: EntityInfo, all: readonly EntityInfo[]): Relation[] {
  const field = `${toCamel(info.name)}Registration`;
  return all
    .filter((other) => other.name !== info.name && !other.dyno && other.schema.properties?.[field])
    .map((other) => ({ entityName: other.name, field, title: other.listRoute ? menuTitle(other.listRoute) : toLabel(toCamel(other.name)) }))
    .sort((a, b) => a.entityName.localeCompare(b.entityName));
}
