import { useEffect, useRef, useState } from 'react';
import { Button, Modal, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { useBlocker } from 'react-router-dom';
import type { LeaveGuardProps } from '../../renderers/context/LeaveGuardContext.ts';

/** Seed 000 §8.2: the question asked before unsaved changes are left. */
export const LEAVE_QUESTION = 'Leave the page? Your changes may not be saved.';

/** The guard of the form open now, asked by the leaves that are not navigations (sign-out, tenant switch). */
let openGuard: { ask: () => Promise<boolean> } | null = null;

/**
 * Resolves true when the page may be left: no form has unsaved input, or the user chose Save (and
 * it was stored) or Discard; false when the user chose Stay or the save was refused. Sign-out and
 * the tenant switch ask it before they act.
 */
export function confirmLeave(): Promise<boolean> {
  return openGuard ? openGuard.ask() : Promise.resolve(true);
}

/**
 * Asks before any navigation of the app leaves a form with unsaved input (another path, or the same
 * path with another query), and before a sign-out or a tenant switch ({@link confirmLeave}): Save
 * (stores, then goes on; a refused save stays, its errors shown), Discard (goes on, the input and
 * its copy kept on the device dropped) or Stay. Closing or reloading the tab is asked by the
 * browser (renderers/hooks/useLeaveWarning.ts); an expired session keeps the input on the device
 * (docs/forms.md).
 */
export function LeaveGuard({ isDirty, onSave, onDiscard }: LeaveGuardProps) {
  const { t } = useTranslation();
  const [saving, setSaving] = useState(false);
  const [asked, setAsked] = useState<((leave: boolean) => void) | null>(null);
  const blocker = useBlocker(({ currentLocation, nextLocation }) =>
    isDirty() && (currentLocation.pathname !== nextLocation.pathname || currentLocation.search !== nextLocation.search));
  const props = useRef({ isDirty });
  props.current = { isDirty };
  useEffect(() => {
    const guard = {
      ask: () => (props.current.isDirty() ? new Promise<boolean>((resolve) => setAsked(() => resolve)) : Promise.resolve(true)),
    };
    openGuard = guard;
    return () => {
      if (openGuard === guard) openGuard = null;
    };
  }, []);

  if (blocker.state !== 'blocked' && !asked) return null;
  const settle = (leave: boolean) => {
    if (asked) {
      asked(leave);
      setAsked(null);
    } else if (leave) blocker.proceed?.();
    else blocker.reset?.();
  };
  const save = async () => {
    if (!onSave) return;
    setSaving(true);
    try {
      settle(await onSave());
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
          <Button onClick={() => settle(false)} disabled={saving}>{t('Stay on the page')}</Button>
          <Button danger onClick={() => (onDiscard?.(), settle(true))} disabled={saving}>{t('Discard changes')}</Button>
          {onSave && <Button type="primary" loading={saving} onClick={() => void save()}>{t('Save and leave')}</Button>}
        </Space>
      }
    >
      {t('Your changes are not saved yet.')}
    </Modal>
  );
}
