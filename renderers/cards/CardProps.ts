import type { ReactNode } from 'react';
import type { CardSpec } from '../../engine/cards/types.ts';

type Rec = Record<string, unknown>;

/** What every card body receives (the frame around it, title and collapse, is drawn by the page). */
export interface CardProps {
  spec: CardSpec;
  entityName: string;
  /** The saved record ({} for a new one). */
  record: Rec;
  /** Registration of the saved record; undefined for a new record. */
  registration?: string;
  /** The form fields this card draws (form and group cards). */
  children?: ReactNode;
}
