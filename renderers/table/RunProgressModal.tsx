import { useEffect, useState } from 'react';
import { Button, Modal, Progress, Typography } from 'antd';
import { FINAL_RUN_STATUSES, PROGRESS_POLL_MS, progressPercent, readProgress, type RunProgress } from '../../engine/lists/actionForm.ts';
import { useEngine } from '../context/EngineContext.ts';
import { errorText } from '../pages/errorText.ts';

interface RunProgressModalProps {
  title: string;
  progressUrl: string;
  /** Called once the run ends (done, cancelled or failed) with its last state. */
  onEnd: (progress: RunProgress) => void;
}

const STATUS_TEXT: Record<string, string> = { RUNNING: 'Running', DONE: 'Done', CANCELLED: 'Cancelled', FAILED: 'Failed' };

/**
 * A long run in progress (a billing run over hundreds of contracts): its progress url is asked every
 * second and shown as a bar; Cancel asks the server to stop between chunks (DELETE on the same url).
 */
export function RunProgressModal({ title, progressUrl, onEnd }: RunProgressModalProps) {
  const { data, notify, t } = useEngine();
  const [progress, setProgress] = useState<RunProgress>({ status: 'RUNNING', done: 0, nbTotal: 0 });
  const [cancelling, setCancelling] = useState(false);

  useEffect(() => {
    let stopped = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const poll = async () => {
      try {
        const next = readProgress(await data.custom({ method: 'GET', path: progressUrl }));
        if (stopped) return;
        setProgress(next);
        if (FINAL_RUN_STATUSES.includes(next.status)) return onEnd(next);
      } catch (err) {
        if (stopped) return;
        notify('error', errorText(err));
        return onEnd({ status: 'FAILED', done: 0, nbTotal: 0 });
      }
      timer = setTimeout(() => void poll(), PROGRESS_POLL_MS);
    };
    void poll();
    return () => {
      stopped = true;
      clearTimeout(timer);
    };
  }, [data, notify, onEnd, progressUrl]);

  const cancel = async () => {
    setCancelling(true);
    try {
      await data.custom({ method: 'DELETE', path: progressUrl });
    } catch (err) {
      notify('error', errorText(err));
      setCancelling(false);
    }
  };
  return (
    <Modal open title={t(title)} closable={false} mask={{ closable: false }} footer={<Button onClick={() => void cancel()} loading={cancelling} data-testid="run-cancel">{t('Cancel')}</Button>} data-testid="run-progress-modal">
      <Progress percent={progressPercent(progress)} status={progress.status === 'FAILED' ? 'exception' : 'active'} />
      <Typography.Text type="secondary">
        {t(STATUS_TEXT[progress.status] ?? 'Running')}: {progress.done} / {progress.nbTotal}
      </Typography.Text>
    </Modal>
  );
}
