import { Alert, Descriptions, Table } from 'antd';
import { Link, useParams } from 'react-router-dom';
import useSWR from 'swr';
import { fillText } from '../../../engine/i18n/fillText.ts';
import { EChartView } from '../../../renderers/elements/EChartView.tsx';
import { useEngine } from '../../../renderers/context/EngineContext.ts';
import { errorText } from '../../../renderers/pages/errorText.ts';
import { fillNodes } from '../../i18n/fillNodes.tsx';
import { SpecialCard } from './SpecialCard.tsx';
import { formatDate } from '../../../engine/format/formatDate.ts';

type Rec = Record<string, unknown>;
const LIMIT = 500;

/** /metric-record/{key}: one metric's values over time (the last 500 records of that key): chart, figures, records. */
export default function MetricRecordPage() {
  const { key = '' } = useParams();
  const { data, registry, t, user } = useEngine();
  const {
    data: page,
    error,
    isLoading,
  } = useSWR(['metric-record', key], () =>
    data.getList({ entityName: 'Metric', offset: 0, size: LIMIT, query: { key, sort: '-date' } }),
  );
  const records = [...(page?.records ?? [])].reverse();
  const values = records.map((r) => (typeof r.value === 'number' ? r.value : NaN)).filter(Number.isFinite);
  const unit = String(records.find((r) => r.unit)?.unit ?? '');
  const fmt = (v: number | undefined) =>
    v === undefined ? '' : `${Number(v.toFixed(4))}${unit ? ` ${unit}` : ''}`;
  const option = {
    tooltip: { trigger: 'axis' },
    xAxis: { type: 'time' },
    yAxis: { type: 'value', name: unit },
    series: [
      {
        type: 'line',
        showSymbol: records.length < 60,
        data: records.map((r) => [r.date ?? r._insertDate, r.value]),
      },
    ],
  };
  return (
    <SpecialCard
      title={fillText(t('Metric {{key}}'), { key })}
      intro={
        <>
          {fillNodes(t('The values recorded under the metric key {{key}}, oldest to newest (at most the last {{limit}}).'), { key: <code>{key}</code>, limit: LIMIT })}{' '}
          <Link to={`/metrics?key=${encodeURIComponent(key)}`}>{t('Search them in Metrics')}</Link>
        </>
      }
    >
      {error && <Alert type="error" showIcon title={errorText(error)} />}
      {!isLoading && !records.length && (
        <Alert type="info" showIcon title={fillText(t('No metric recorded under {{key}}'), { key })} />
      )}
      {records.length > 0 && (
        <>
          <Descriptions size="small" column={{ xs: 1, sm: 3, lg: 6 }} style={{ marginBottom: 12 }}>
            <Descriptions.Item label={t('Records')}>{records.length}</Descriptions.Item>
            <Descriptions.Item label={t('Type')}>{String(records[0].type ?? '')}</Descriptions.Item>
            <Descriptions.Item label={t('Last')}>{fmt(values[values.length - 1])}</Descriptions.Item>
            <Descriptions.Item label={t('Min')}>
              {fmt(values.length ? Math.min(...values) : undefined)}
            </Descriptions.Item>
            <Descriptions.Item label={t('Max')}>
              {fmt(values.length ? Math.max(...values) : undefined)}
            </Descriptions.Item>
            <Descriptions.Item label={t('Average')}>
              {fmt(values.length ? values.reduce((a, b) => a + b, 0) / values.length : undefined)}
            </Descriptions.Item>
          </Descriptions>
          <EChartView option={option} height={260} />
        </>
      )}
      <Table<Rec>
        rowKey={(r) => String(r.registration)}
        size="small"
        loading={isLoading}
        dataSource={[...records].reverse()}
        columns={[
          {
            title: t('Date'),
            dataIndex: 'date',
            render: (v: unknown) => (v ? formatDate(String(v), user?.locale, true) : ''),
          },
          {
            title: t('Value'),
            dataIndex: 'value',
            render: (v: unknown) => (typeof v === 'number' ? fmt(v) : ''),
          },
          { title: t('Tags'), dataIndex: 'tags', render: (v: unknown) => (v ? JSON.stringify(v) : '') },
          {
            title: t('Record'),
            dataIndex: 'registration',
            render: (v: string) => <Link to={registry.clientRoute('Metric', v)}>{v}</Link>,
          },
        ]}
      />
    </SpecialCard>
  );
}
