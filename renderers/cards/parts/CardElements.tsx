import type { ElementSpec } from '../../../engine/cards/types.ts';
import { ElementView } from '../../elements/ElementView.tsx';

type Rec = Record<string, unknown>;

/** The layout elements of a card, in order. */
export function CardElements({ elements, entityName, record }: { elements: ElementSpec[]; entityName: string; record: Rec }) {
  return (
    <>
      {elements.map((element, i) => (
        <ElementView key={i} element={element} entityName={entityName} record={record} />
      ))}
    </>
  );
}
