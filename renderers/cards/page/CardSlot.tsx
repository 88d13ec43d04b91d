import { memo, type ReactNode } from 'react';
import type { CardSpec } from '../../../engine/cards/types.ts';
import { mayShowCard } from '../../../engine/cards/cardEntity.ts';
import { useEngine } from '../../context/EngineContext.ts';
import { resolveCard } from '../index.ts';
import { CardFrame } from './CardFrame.tsx';

type Rec = Record<string, unknown>;

interface Props {
  spec: CardSpec;
  entityName: string;
  record: Rec;
  registration?: string;
  children?: ReactNode;
}

/**
 * One card of the page: its frame and the body of its kind from the registry. Notes cards show
 * only for a saved record (seed 002 §2.9); a card listing records of a collection the user may not
 * read (a SALES user's Invoices card) does not show. Memoised: typing in the form does not redraw the
 * cards that hold no field.
 */
export const CardSlot = memo(function CardSlot({ spec, entityName, record, registration, children }: Props) {
  const { registry, can } = useEngine();
  if (spec.kind === 'Notes' && !registration) return null;
  if (!mayShowCard(spec, registry, can)) return null;
  const Body = resolveCard(spec.kind);
  return (
    <CardFrame spec={spec}>
      <Body spec={spec} entityName={entityName} record={record} registration={registration}>
        {children}
      </Body>
    </CardFrame>
  );
});
