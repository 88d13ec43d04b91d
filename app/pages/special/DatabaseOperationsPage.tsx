import { Button, Card, Table, Typography } from 'antd';
import useSWR from 'swr';
import { useEngine } from '../../../renderers/context/EngineContext.ts';

interface Operation {
  pid: number;
  state: string | null;
  query: string | null;
  durationMs: number | null;
  waitEvent: string | null;
}

/** /database/current-operations: what the database runs right now (administrators). */
export default function DatabaseOperationsPage() {
  const { data, t } = useEngine();
  const { data: answer, error, mutate, isLoading } = useSWR('/api/core/database/current-operations', (path: string) =>
    data.custom<{ engine: string; operations: Operation[] }>({ method: 'GET', path }),
  );
  return (
    <Card title={t('Database: current operations')} extra={<Button onClick={() => void mutate()}>{t('Reload')}</Button>}>
      {error ? <Typography.Text type="danger">{(error as Error).message}</Typography.Text> : null}
      {answer ? <Typography.Paragraph>{t('Engine:')} {answer.engine === 'pg' ? t('PostgreSQL server') : t('Embedded PGlite (one connection)')}</Typography.Paragraph> : null}
      <Table<Operation>
        rowKey="pid"
        size="small"
        loading={isLoading}
        pagination={false}
        dataSource={answer?.operations ?? []}
        columns={[
          { title: 'PID', dataIndex: 'pid', width: 80 },
          { title: t('Status'), dataIndex: 'state', width: 120 },
          { title: t('Duration (ms)'), dataIndex: 'durationMs', width: 120 },
          { title: t('Wait'), dataIndex: 'waitEvent', width: 120 },
          { title: t('Query'), dataIndex: 'query', render: (q: string | null) => <code style={{ whiteSpace: 'pre-wrap' }}>{q}</code> },
        ]}
      />
    </Card>
  );
}
