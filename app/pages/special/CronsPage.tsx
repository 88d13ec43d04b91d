import { useState } from 'react';
import { Alert, Button, Table, Tag } from 'antd';
import { Link } from 'react-router-dom';
import useSWR from 'swr';
import { nextCronRuns } from '../../../engine/shell/nextCronRuns.ts';
import { useEngine } from '../../../renderers/context/EngineContext.ts';
import { errorText } from '../../../renderers/pages/errorText.ts';
import { SpecialCard } from './SpecialCard.tsx';

interface CronEntry {
  name: string;
  cron: string;
  script?: string;
  description?: string;
  enabled?: boolean;
}

function nextRuns(cron: string): string {
  try {
    return (
      nextCronRuns(cron, new Date())
        .map((d) => d.toLocaleString())
        .join(', ') || 'never'
    );
  } catch (err) {
    return (err as Error).message;
  }
}

/**
 * /crons: the scheduled jobs of the tenant (configuration item cron-list), each with its next run
 * times; "Run now" runs the job's script once on the server.
 */
export default function CronsPage() {
  const { data } = useEngine();
  const [outcome, setOutcome] = useState<{ type: 'success' | 'error'; text: string }>();
  const { data: item, error } = useSWR('config:cron-list', () =>
    data.getOne({ entityName: 'Script', key: 'cron-list' }),
  );
  let entries: CronEntry[] = [];
  try {
    entries = typeof item?.content === 'string' ? (JSON.parse(item.content) as CronEntry[]) : [];
  } catch {
    entries = [];
  }

  const runNow = async (entry: CronEntry) => {
    const script = entry.script ?? entry.name;
    try {
      const result = await data.custom({
        method: 'POST',
        path: `/api/script/runs/${encodeURIComponent(script)}`,
        body: {},
      });
      setOutcome({ type: 'success', text: `${script}: ${JSON.stringify(result)}` });
    } catch (err) {
      setOutcome({ type: 'error', text: `${script}: ${errorText(err)}` });
    }
  };

  return (
    <SpecialCard
      title="Scheduled jobs"
      intro={
        <>
          The jobs of the <Link to="/scripts?selectedSettingType=script&name=cron-list">cron-list</Link>{' '}
          configuration item, with the next times each one is due (this browser's time zone). Run now runs the
          job's script once, as you.
        </>
      }
    >
      {error && <Alert type="error" showIcon title={errorText(error)} style={{ marginBottom: 12 }} />}
      {outcome && (
        <Alert
          type={outcome.type}
          showIcon
          closable
          title={outcome.text}
          onClose={() => setOutcome(undefined)}
          style={{ marginBottom: 12 }}
        />
      )}
      <Table<CronEntry>
        rowKey="name"
        size="small"
        pagination={false}
        dataSource={entries}
        columns={[
          { title: 'Job', dataIndex: 'name' },
          { title: 'Schedule', dataIndex: 'cron', render: (v: string) => <code>{v}</code> },
          { title: 'Next runs', dataIndex: 'cron', key: 'next', render: nextRuns },
          { title: 'Description', dataIndex: 'description' },
          {
            title: 'Enabled',
            dataIndex: 'enabled',
            render: (on?: boolean) => (
              <Tag color={on ? 'green' : 'default'}>{on ? 'enabled' : 'disabled'}</Tag>
            ),
          },
          {
            title: '',
            key: 'run',
            render: (_: unknown, entry) => (
              <Button size="small" onClick={() => void runNow(entry)}>
                Run now
              </Button>
            ),
          },
        ]}
      />
    </SpecialCard>
  );
}
