import { useEffect, useState } from 'react';
import { Button, Descriptions, Progress, Space, Typography } from 'antd';
import { allowedBatchActions, type BatchAction } from '../../engine/batches/batchActions.ts';
import type { ErrorBody } from '../../engine/errors/AppError.ts';
import { formatDate } from '../../engine/format/index.ts';
import { useEngine } from '../context/EngineContext.ts';
import { useT } from '../context/useT.ts';
import { errorText } from '../pages/errorText.ts';
import { StatusBadge } from '../table/StatusBadge.tsx';
import { useListLabel } from '../widgets/useListLabel.ts';
import type { CardProps } from './CardProps.ts';
import { useCardPage } from './page/CardPageContext.ts';
import { RelatedTable } from './parts/RelatedTable.tsx';

type Rec = Record<string, unknown>;

/** How often a running batch is read again. */
const POLL_MS = 1500;
const RUNNING = new Set(['FETCHING', 'PROCESSING']);

/** The button of each action, in the user's language (seed 000 §4.1 actions). */
const ACTION_LABELS: Record<BatchAction, string> = {
  DO: 'Run',
  CONTINUE: 'Continue',
  STOP_FETCHING: 'Pause',
  COMPLETE: 'Complete',
  UNDO: 'Undo',
  RESET: 'Reset',
};
const LEVEL_LABELS: Record<string, string> = { info: 'Success', warn: 'Warning', error: 'Error' };

const count = (v: unknown) => (typeof v === 'number' ? v : 0);

/**
 * Batch run (docs/batches.md): the status, progress and counters of the run, the actions valid in
 * its status (only those), and one log line per processed record. A running batch is read again
 * every 1.5 s until it ends.
 */
export function BatchRunCard({ entityName, record, registration }: CardProps) {
  const t = useT();
  const { data, notify, registry, user } = useEngine();
  const page = useCardPage();
  const [running, setRunning] = useState<BatchAction | null>(null);
  const status = typeof record.status === 'string' && record.status ? record.status : 'DRAFT';
  const { label: statusLabel } = useListLabel('batchStatus', status);
  const apiPath = registry.get(entityName).apiPath;
  const polling = Boolean(registration) && RUNNING.has(status);

  useEffect(() => {
    if (!polling || !registration) return undefined;
    const timer = setInterval(() => {
      data
        .custom<Rec>({ method: 'GET', path: `${apiPath}/${encodeURIComponent(registration)}` })
        .then((fresh) => page.onRecordChange(fresh))
        .catch(() => undefined);
    }, POLL_MS);
    return () => clearInterval(timer);
  }, [polling, registration, apiPath, data, page]);

  if (!registration) return <Typography.Text type="secondary">{t('Save the batch to run it.')}</Typography.Text>;

  const run = async (action: BatchAction) => {
    setRunning(action);
    try {
      const fresh = await data.custom<Rec>({ method: 'POST', path: `${apiPath}/${encodeURIComponent(registration)}/actions/${action}` });
      page.onRecordChange(fresh);
      notify('success', t('Batch action done'));
    } catch (err) {
      const body = (err as { body?: Partial<ErrorBody> }).body;
      const code = body && typeof body === 'object' ? body.code : undefined;
      if (code === 'BATCH_ACTION_NOT_ALLOWED') notify('error', t('This action is not allowed in the current status of the batch.'));
      else if (code === 'BATCH_INVALID_PARAMETERS') notify('error', `${t('The batch cannot run: check its script and parameters.')} ${body?.message ?? ''}`);
      else notify('error', errorText(err));
    } finally {
      setRunning(null);
    }
  };

  const actions = page.readOnly || page.dirty ? [] : allowedBatchActions(status, record.lastAction, record.type);
  const percent = Math.round(count(record.progress) * 1000) / 10;
  const when = (v: unknown) => (typeof v === 'string' && v ? formatDate(v, user?.locale, true) : '');
  const runId = typeof record.runId === 'string' ? record.runId : undefined;
  const levelLabel = (v: unknown) => {
    const label = LEVEL_LABELS[String(v)];
    return label ? t(label) : String(v ?? '');
  };
  return (
    <Space orientation="vertical" style={{ width: '100%' }} size={12} data-testid="batch-run">
      <Space wrap>
        {/* the badge waits for the status labels: never the code while they load */}
        {statusLabel !== undefined && <StatusBadge value={status} label={t(statusLabel)} />}
        {polling && <Typography.Text type="secondary">{t('Running…')}</Typography.Text>}
      </Space>
      <Progress percent={percent} format={(p) => `${p ?? 0}%`} status={status === 'ERROR' ? 'exception' : polling ? 'active' : 'normal'} data-testid="batch-progress" />
      <Descriptions size="small" column={{ xs: 2, sm: 3, md: 5 }} data-testid="batch-counts">
        <Descriptions.Item label={t('Total')}>{count(record.nbTotal)}</Descriptions.Item>
        <Descriptions.Item label={t('Done')}>{count(record.nbDone)}</Descriptions.Item>
        <Descriptions.Item label={t('Succeeded')}>{count(record.nbSuccess)}</Descriptions.Item>
        <Descriptions.Item label={t('Warnings')}>{count(record.nbWarning)}</Descriptions.Item>
        <Descriptions.Item label={t('Errors')}>{count(record.nbError)}</Descriptions.Item>
        <Descriptions.Item label={t('Start date')}>{when(record.startDate)}</Descriptions.Item>
        <Descriptions.Item label={t('End date')}>{when(record.endDate)}</Descriptions.Item>
      </Descriptions>
      {typeof record.output === 'string' && record.output && <Typography.Text data-testid="batch-output">{record.output}</Typography.Text>}
      {actions.length > 0 && (
        <Space wrap data-testid="batch-actions">
          {actions.map((action) => (
            <Button
              key={action}
              size="small"
              type={action === 'DO' || action === 'CONTINUE' ? 'primary' : 'default'}
              danger={action === 'UNDO' || action === 'RESET'}
              data-testid={`batch-action-${action}`}
              loading={running === action}
              disabled={running !== null && running !== action}
              onClick={() => void run(action)}
            >
              {t(ACTION_LABELS[action])}
            </Button>
          ))}
        </Space>
      )}
      <Typography.Title level={5} style={{ margin: 0 }}>
        {t('Records processed')}
      </Typography.Title>
      {runId ? (
        <div data-testid="batch-logs">
          <RelatedTable
            entityName="ScriptLog"
            size={50}
            reloadKey={`${status}:${count(record.nbDone)}:${String(record.lastAction)}`}
            query={{ requestId: runId, sort: '-registration' }}
            empty={t('No record processed yet')}
            columns={[
              { name: 'level', title: t('Result'), render: levelLabel },
              { name: 'output', title: t('Message') },
              { name: '_insertDate', title: t('Date'), render: when },
            ]}
          />
        </div>
      ) : (
        <Typography.Text type="secondary">{t('The batch has not run yet.')}</Typography.Text>
      )}
    </Space>
  );
}
