import { Col, Row, Statistic } from 'antd';
import { useRecords } from '../cards/parts/useRecords.ts';
import { useT } from '../context/useT.ts';
import { Clipped } from './Clipped.tsx';
import { readProp } from './readProp.ts';
import type { ElementProps } from './ElementProps.ts';

type Rec = Record<string, unknown>;

/**
 * kpi: key figures. `items: [{label, value, suffix, precision}]`, or one `{label, value}`; with
 * `entityName` (and `query`) the value is the number of matching records, counted by the server.
 * A label too long for its tile ends with an ellipsis (the whole label as its tooltip); the figure
 * is a left-to-right island (its sign and digits keep their order in Arabic).
 */
export function KpiElement({ element }: ElementProps) {
  const t = useT();
  const p = element.props;
  const counted = typeof p.entityName === 'string' ? p.entityName : null;
  const { data: page } = useRecords(counted, readProp.obj(p, 'query') as Record<string, string>, 1);
  const items: Rec[] = readProp.list(p, 'items').length ? readProp.list(p, 'items') : [{ label: p.label ?? element.title ?? t('Value'), value: counted ? page?.total : p.value, suffix: p.suffix, precision: p.precision }];
  return (
    <Row gutter={16}>
      {items.map((item, i) => (
        <Col key={i} flex="1 1 120px" style={{ minWidth: 0 }}>
          <Statistic
            title={<Clipped text={readProp.text(item, 'label')} display="block" />}
            value={item.value === undefined || item.value === null ? '-' : (item.value as number | string)}
            suffix={readProp.text(item, 'suffix') || undefined}
            precision={typeof item.precision === 'number' ? item.precision : undefined}
            loading={counted !== null && !page}
            valueRender={(node) => (
              <Clipped text={item.value === undefined || item.value === null ? '-' : String(item.value)} ltr display="block">
                {node}
              </Clipped>
            )}
          />
        </Col>
      ))}
    </Row>
  );
}
