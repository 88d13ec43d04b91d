import { useState } from 'react';
import { Table, Tag } from 'antd';
import useSWR from 'swr';
import { formatDate } from '../../../engine/format/formatDate.ts';
import { useEngine } from '../../../renderers/context/EngineContext.ts';
import { useUserLocale } from '../../../renderers/context/useUserLocale.ts';
import { useLookupList } from '../../../renderers/widgets/useLookupList.ts';
import { ImportReport } from './ImportReport.tsx';

type Rec = Record<string, unknown>;

const PAGE_SIZE = 10;
const STATUS_COLOURS: Record<string, string> = { SUCCESS: 'green', WARNING: 'orange', ERROR: 'red' };

/**
 * The import runs of the tenant, latest first (GET /api/import/imports, server paging), each
 * opening onto its report. `version` changes after a run so the list is read again.
 */
export function ImportHistory({ version }: { version: number }) {
  const { data, t } = useEngine();
  const statuses = useLookupList('importRunStatus').options;
  const entities = useLookupList('entityName').options;
  const labelIn = (options: { value: unknown; label: string }[]) => (v: unknown) => options.find((o) => o.value === v)?.label ?? String(v ?? '');
  const locale = useUserLocale();
  const [page, setPage] = useState(1);
  const { data: runs, isLoading } = useSWR(['import-runs', page, version], () =>
    data.getList({ entityName: 'ImportRun', offset: (page - 1) * PAGE_SIZE, size: PAGE_SIZE, query: { sort: '-startDate' } }),
  );
  return (
    <Table<Rec>
      rowKey={(r) => String(r.registration)}
      size="small"
      title={() => t('Import history')}
      loading={isLoading}
      dataSource={runs?.records ?? []}
      pagination={{ current: page, pageSize: PAGE_SIZE, total: runs?.total, onChange: setPage, showSizeChanger: false }}
      expandable={{ expandedRowRender: (run) => <ImportReport run={run} /> }}
      columns={[
        { title: t('Started'), dataIndex: 'startDate', render: (v: unknown) => (typeof v === 'string' ? formatDate(v, locale, true) : '') },
        { title: t('Entity'), dataIndex: 'entityName', render: labelIn(entities) },
        { title: t('File'), dataIndex: 'fileName' },
        { title: t('User'), dataIndex: 'username' },
        { title: t('Created'), dataIndex: 'created' },
        { title: t('Refused'), dataIndex: 'failed' },
        { title: t('Status'), dataIndex: 'status', render: (v: unknown) => <Tag color={STATUS_COLOURS[String(v)]}>{labelIn(statuses)(v)}</Tag> },
      ]}
      data-testid="import-history"
    />
  );
}
