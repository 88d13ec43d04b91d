import { confirmLeave } from './LeaveGuard.tsx';
import { useState } from 'react';
import { App as AntApp } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { errorDisplay } from '../../renderers/pages/errorText.ts';
import { useAuth } from '../auth/AuthContext.tsx';
import { switchContext } from '../auth/session.ts';
import { HeaderChoice } from './HeaderChoice.tsx';

/**
 * The context switcher of the header (seed 000 §6, §7 GET /api/core/user-switch-context): for a user
 * with several contexts (a master-tenant user who may impersonate: its home tenant first, then the
 * other tenants) it names the tenant worked on and switches to another one, then reloads the user
 * configuration and opens the landing page. Hidden for a user with one context.
 */
export function ContextSwitcher({ width }: { width: number }) {
  const { configuration, acceptSession } = useAuth();
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { message } = AntApp.useApp();
  const [busy, setBusy] = useState(false);
  const contexts = configuration?.userContexts ?? [];
  if (!configuration || contexts.length < 2) return null;
  const current = configuration.user.impersonatingTenant ?? configuration.user.tenant;

  const change = async (name: string) => {
    // unsaved input of the open form is saved, discarded or kept (and the tenant left as it is) first
    if (!(await confirmLeave())) return;
    setBusy(true);
    try {
      await switchContext(name);
      await acceptSession();
      navigate('/');
    } catch (err) {
      void message.error(errorDisplay(err, t).message);
    } finally {
      setBusy(false);
    }
  };

  return (
    <HeaderChoice
      label={t('Tenant')}
      value={current}
      busy={busy}
      onChange={(name) => void change(name)}
      options={contexts.map((name) => ({ value: name, label: name }))}
      width={width}
      testId="context-switcher"
    />
  );
}
