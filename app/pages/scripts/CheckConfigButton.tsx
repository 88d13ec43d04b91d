import { useState } from 'react';
import { Button, Descriptions, Modal, Typography } from 'antd';
import { fillText } from '../../../engine/i18n/fillText.ts';
import { configChanges, configCheckNotice, type CheckConfigAnswer } from '../../../engine/scripts/CheckConfigAnswer.ts';
import { useEngine } from '../../../renderers/context/EngineContext.ts';
import { errorDisplay } from '../../../renderers/pages/errorText.ts';
import { formatDate } from '../../../engine/format/formatDate.ts';

const PATH = '/api/core/tenants/check-config';

/**
 * Compares the tenant's configuration with the shipped one (GET /api/core/tenants/check-config?dryRun=true):
 * 'Configuration is stale' or 'Configuration is up to date' (seed 002 §8), what would change, and
 * a button that re-syncs it.
 */
export function CheckConfigButton({ onSynced }: { onSynced: () => void }) {
  const { data, notify, t, user } = useEngine();
  const [answer, setAnswer] = useState<CheckConfigAnswer>();
  const [busy, setBusy] = useState(false);

  const call = async (dryRun: boolean) => {
    setBusy(true);
    try {
      const got = await data.custom<CheckConfigAnswer>({ method: 'GET', path: dryRun ? `${PATH}?dryRun=true` : PATH });
      const notice = configCheckNotice(got);
      notify(notice.level, t(dryRun ? notice.message : 'Configuration synchronised'));
      setAnswer(dryRun ? got : undefined);
      if (!dryRun) onSynced();
    } catch (err) {
      const shown = errorDisplay(err);
      notify(shown.level, shown.message);
    } finally {
      setBusy(false);
    }
  };

  const changes = answer ? configChanges(answer) : [];
  return (
    <>
      <Button onClick={() => void call(true)} loading={busy} data-testid="check-config">
        {t('Check configuration')}
      </Button>
      <Modal
        title={answer ? t(configCheckNotice(answer).message) : ''}
        open={answer !== undefined}
        onCancel={() => setAnswer(undefined)}
        onOk={() => void call(false)}
        okText={t('Synchronise')}
        okButtonProps={{ disabled: changes.length === 0, loading: busy }}
      >
        {changes.length === 0 && !answer?.errors.length ? <Typography.Paragraph>{t('Nothing differs from the shipped configuration.')}</Typography.Paragraph> : null}
        <Descriptions column={1} size="small" data-testid="config-changes">
          {changes.map(([what, names]) => (
            <Descriptions.Item key={what} label={what}>
              {names.join(', ')}
            </Descriptions.Item>
          ))}
          {answer?.errors.map((e) => (
            <Descriptions.Item key={`${e.tenant}:${e.name}`} label={fillText(t('Error {{name}}'), { name: e.name })}>
              {e.message}
            </Descriptions.Item>
          ))}
        </Descriptions>
        {answer?.lastConfigCheckDate ? <Typography.Text type="secondary">{fillText(t('Last synchronised {{date}}'), { date: formatDate(answer.lastConfigCheckDate, user?.locale, true) })}</Typography.Text> : null}
      </Modal>
    </>
  );
}
