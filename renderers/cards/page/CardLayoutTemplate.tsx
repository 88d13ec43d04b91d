import { Col, Row } from 'antd';
import type { ObjectFieldTemplateProps } from '@rjsf/utils';
import type { CardSpec } from '../../../engine/cards/types.ts';
import { WORKFLOW_CARD } from '../../../engine/cards/workflowCard.ts';
import { useCardPage } from './CardPageContext.ts';
import { CardFields } from './CardFields.tsx';
import { CardSlot } from './CardSlot.tsx';

/**
 * The root object template of the card page's form: instead of one block of fields, it lays the
 * layout's cards in a left and an optional right column; each card draws the fields it names (the
 * main card takes the fields no card names, unless the layout says `otherFields: 'none'`, and the
 * fields the tenant added in any case), so one
 * form validates and saves everything. A card's fields are drawn in slices, those on screen first
 * (CardFields).
 */
export function CardLayoutTemplate(props: ObjectFieldTemplateProps) {
  const page = useCardPage();
  const { layout, entityName, record, registration } = page;
  const all = [...layout.left, ...layout.right];
  const claimed = new Set(all.flatMap((c) => c.fields));
  // a script's layout shows only the fields it names (a company's card no birth, an individual's no Legal)
  const main = all.find((c) => c.fields.length > 0) ?? layout.left[0];
  const takesOthers = layout.otherFields !== 'none';
  // ...but the fields the tenant added (collection-extension) always show, in the main card
  const added = (name: string) => (props.schema.properties?.[name] as { 'x-extension'?: unknown } | undefined)?.['x-extension'] === true;
  const fieldsOf = (card: CardSpec) => {
    const names = new Set(card.fields);
    const own = props.properties.filter((p) => names.has(p.name) || (card === main && !claimed.has(p.name) && (takesOthers || added(p.name))));
    return own.length ? <CardFields {...props} properties={own} /> : undefined;
  };
  const slot = (card: CardSpec) => (
    <CardSlot key={card.key} spec={card} entityName={entityName} record={record} registration={registration}>
      {fieldsOf(card)}
    </CardSlot>
  );
  const side = page.sideVisible && (layout.right.length > 0 || layout.workflowPosition === 'side');
  return (
    <Row gutter={16} data-testid="card-columns">
      <Col xs={24} lg={side ? 16 : 24} data-testid="card-column-left">
        {layout.left.map(slot)}
      </Col>
      {side && (
        <Col xs={24} lg={8} data-testid="card-column-right">
          {layout.workflowPosition === 'side' && registration && (
            <div style={{ position: 'sticky', top: 0, zIndex: 5 }}>
              <CardSlot spec={WORKFLOW_CARD} entityName={entityName} record={record} registration={registration} />
            </div>
          )}
          {layout.right.map(slot)}
        </Col>
      )}
    </Row>
  );
}
