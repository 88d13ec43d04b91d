import { useState } from 'react';
import { Button, Modal, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { useBlocker } from 'react-router-dom';
import type { LeaveGuardProps } from '../../renderers/context/LeaveGuardContext.ts';

/** Seed 000 §8.2: the question asked before unsaved changes are left. */
export const LEAVE_QUESTION = 'Leave the page? Your changes may not be saved.';

/**
 * Asks before any navigation of the app leaves a form with unsaved input (another path, or the same
 * path with another query): Save (stores, then goes on; a refused save stays, its errors shown),
 * Discard (goes on, the input dropped) or Stay. Closing or reloading the tab is asked by the
 * browser (renderers/hooks/useLeaveWarning.ts).
 */
export function LeaveGuard({ isDirty, onSave }: LeaveGuardProps) {
  const { t } = useTranslation();
  const [saving, setSaving] = useState(false);
  const blocker = useBlocker(({ currentLocation, nextLocation }) =>
    isDirty() && (currentLocation.pathname !== nextLocation.pathname || currentLocation.search !== nextLocation.search));
  if (blocker.state !== 'blocked') return null;
  const save = async () => {
    if (!onSave) return;
    setSaving(true);
    try {
      if (await onSave()) blocker.proceed();
      else blocker.reset();
    } finally {
      setSaving(false);
    }
  };
  return (
    <Modal
      open
      title={t(LEAVE_QUESTION)}
      closable={false}
      maskClosable={false}
      keyboard={false}
      wrapClassName="leave-guard"
      footer={
        <Space>
          <Button onClick={() => blocker.reset()} disabled={saving}>{t('Stay on the page')}</Button>
          <Button danger onClick={() => blocker.proceed()} disabled={saving}>{t('Discard changes')}</Button>
          {onSave && <Button type="primary" loading={saving} onClick={() => void save()}>{t('Save and leave')}</Button>}
        </Space>
      }
    >
      {t('Your changes are not saved yet.')}
    </Modal>
  );
}
