import { useState } from 'react';
import { Alert, Button, Table, Tag, Tooltip } from 'antd';
import { Link } from 'react-router-dom';
import useSWR from 'swr';
import { nextCronRuns } from '../../../engine/shell/nextCronRuns.ts';
import { useEngine } from '../../../renderers/context/EngineContext.ts';
import { errorText } from '../../../renderers/pages/errorText.ts';
import { fillNodes } from '../../i18n/fillNodes.tsx';
import { SpecialCard } from './SpecialCard.tsx';
import { formatDate } from '../../../engine/format/formatDate.ts';

interface CronEntry {
  name: string;
  cron: string;
  script?: string;
  description?: string;
  enabled?: boolean;
}

/** A run recorded by the server's scheduler (GET /api/core/crons/runs). */
interface CronRun {
  job: string;
  scheduledAt: string;
  status: 'queued' | 'running' | 'retry' | 'success' | 'failure';
  durationMs: number | null;
  error: string | null;
  /** Failed after its last attempt and kept in the server's dead-letter queue. */
  deadLettered?: boolean;
}

const STATUS_COLORS: Record<CronRun['status'], string> = { queued: 'default', running: 'processing', retry: 'orange', success: 'green', failure: 'red' };
/** The status of a run as its tag shows it (translation keys). */
const STATUS_LABELS: Record<CronRun['status'], string> = { queued: 'Queued', running: 'Running', retry: 'Waiting for a retry', success: 'Success', failure: 'Failure' };

type T = (key: string) => string;

function lastRun(run: CronRun | undefined, t: T, locale?: string) {
  if (!run) return '—';
  const when = formatDate(run.scheduledAt, locale, true);
  const duration = run.durationMs === null ? '' : ` (${run.durationMs} ms)`;
  return (
    <Tooltip title={[run.error, run.deadLettered ? t('Failed after its last attempt, kept in the dead-letter queue') : null].filter(Boolean).join(' — ') || undefined}>
      <span>
        <Tag color={STATUS_COLORS[run.status]}>{t(STATUS_LABELS[run.status] ?? run.status)}</Tag>
        {when}
        {duration}
      </span>
    </Tooltip>
  );
}

function nextRuns(cron: string, t: T, locale?: string): string {
  try {
    return (
      nextCronRuns(cron, new Date())
        .map((d) => formatDate(d, locale, true))
        .join(', ') || t('Never')
    );
  } catch (err) {
    return (err as Error).message;
  }
}

/**
 * /crons: the scheduled jobs of the tenant (configuration item cron-list), each with its next run
 * times and the last run of the server's scheduler; "Run now" runs the job's script once on the server.
 */
export default function CronsPage() {
  const { data, t, user } = useEngine();
  const [outcome, setOutcome] = useState<{ type: 'success' | 'error'; text: string }>();
  const { data: item, error } = useSWR('config:cron-list', () =>
    data.getOne({ entityName: 'Script', key: 'cron-list' }),
  );
  // The last run of each job, refreshed as the scheduler's passes go; without permission to read
  // runs the column stays empty.
  const { data: runs } = useSWR(
    'crons:last-runs',
    () => data.custom<CronRun[]>({ method: 'GET', path: '/api/core/crons/runs?latest=true&range=0-999' }).catch(() => []),
    { refreshInterval: 30_000 },
  );
  const lastRuns = new Map((runs ?? []).map((run) => [run.job, run]));
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
      title={t('Scheduled jobs')}
      intro={fillNodes(
        t("The jobs of the {{item}} configuration item, with the next times each one is due (this browser's time zone) and the last run of the server, which runs every enabled job on its schedule as the system user cron@tenant. Run now runs the job's script once, as you."),
        { item: <Link to="/scripts?selectedSettingType=script&name=cron-list">cron-list</Link> },
      )}
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
          { title: t('Job'), dataIndex: 'name' },
          { title: t('Schedule'), dataIndex: 'cron', render: (v: string) => <code>{v}</code> },
          { title: t('Next runs'), dataIndex: 'cron', key: 'next', render: (cron: string) => nextRuns(cron, t, user?.locale) },
          { title: t('Last run'), key: 'last', render: (_: unknown, entry) => lastRun(lastRuns.get(entry.name), t, user?.locale) },
          { title: t('Description'), dataIndex: 'description' },
          {
            title: t('Enabled'),
            dataIndex: 'enabled',
            render: (on?: boolean) => (
              <Tag color={on ? 'green' : 'default'}>{t(on ? 'Enabled' : 'Disabled')}</Tag>
            ),
          },
          {
            title: '',
            key: 'run',
            render: (_: unknown, entry) => (
              <Button size="small" onClick={() => void runNow(entry)}>
                {t('Run now')}
              </Button>
            ),
          },
        ]}
      />
    </SpecialCard>
  );
}
