import { Col, Empty, Row } from 'antd';
import { ElementView } from '../elements/ElementView.tsx';
import { useT } from '../context/useT.ts';
import type { CardProps } from './CardProps.ts';

/** Dashboard: layout elements (KPIs, charts, tables...) on a grid of `columns` per row (default 2). */
export function DashboardCard({ spec, entityName, record }: CardProps) {
  const t = useT();
  const columns = Math.min(4, Math.max(1, Number(spec.props.columns ?? 2)));
  if (!spec.elements.length) return <Empty description={t('This dashboard has no element')} />;
  return (
    <Row gutter={[16, 16]}>
      {spec.elements.map((element, i) => (
        <Col key={i} xs={24} md={24 / columns}>
          <ElementView element={element} entityName={entityName} record={record} />
        </Col>
      ))}
    </Row>
  );
}
