import type { ElementSpec } from '../../engine/cards/types.ts';

type Rec = Record<string, unknown>;

/** What every layout element receives: its spec, and the page's entity and record when there is one. */
export interface ElementProps {
  element: ElementSpec;
  entityName?: string;
  record?: Rec;
}
