import { Col, Empty, Row, Statistic, Table } from 'antd';
import { useT } from '../context/useT.ts';
import type { CardProps } from './CardProps.ts';

type Rec = Record<string, unknown>;

const count = (v: unknown) => (Array.isArray(v) ? v.length : typeof v === 'number' ? v : 0);

/**
 * ImportResults: the outcome of an import: counts of inserted, updated and rejected rows and the
 * rejected rows with their errors, read from the card's `results` prop or the record's `results`
 * (`{inserted, updated, errors: [{row, field, message}]}`).
 */
export function ImportResultsCard({ spec, record }: CardProps) {
  const t = useT();
  const results = (spec.props.results ?? record.results ?? record.importResults) as Rec | undefined;
  if (!results || typeof results !== 'object') return <Empty description={t('No import results')} />;
  const errors = Array.isArray(results.errors) ? (results.errors as Rec[]) : [];
  return (
    <>
      <Row gutter={16} style={{ marginBottom: 8 }}>
        <Col span={8}><Statistic title={t('Inserted')} value={count(results.inserted)} /></Col>
        <Col span={8}><Statistic title={t('Updated')} value={count(results.updated)} /></Col>
        <Col span={8}><Statistic title={t('Rejected')} value={errors.length} styles={errors.length ? { content: { color: '#cf1322' } } : undefined} /></Col>
      </Row>
      {errors.length > 0 && (
        <Table<Rec>
          size="small"
          rowKey={(e) => String(errors.indexOf(e))}
          dataSource={errors}
          pagination={errors.length > 10 ? { pageSize: 10 } : false}
          columns={[
            { key: 'row', title: t('Row'), dataIndex: 'row' },
            { key: 'field', title: t('Field'), dataIndex: 'field' },
            { key: 'message', title: t('Error'), dataIndex: 'message' },
          ]}
        />
      )}
    </>
  );
}
