import { useMemo, type ReactNode } from 'react';
import { applyCollectionExtension } from '../engine/registry/collectionExtension.ts';
import { App as AntApp, Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import type { EngineEnv, NotifyAction, NotifyLevel } from '../engine/env/EngineEnv.ts';
import { currencyDisplayOf, type TenantSettings } from '../engine/format/tenantSettings.ts';
import type { ScriptOverrides } from '../engine/scripts/scriptOverrides.ts';
import { EngineContext } from '../renderers/context/EngineContext.ts';
import { LeaveGuardContext } from '../renderers/context/LeaveGuardContext.ts';
import { createRestDataProvider } from './api/restDataProvider.ts';
import { useAuth } from './auth/AuthContext.tsx';
import { useLocale } from './i18n/LocaleProvider.tsx';
import { LeaveGuard } from './shell/LeaveGuard.tsx';
import { registry, shapes } from './registry.ts';

/** Notification lifetimes of seed 001 §4: 5 s by default, 15 s for errors. */
const DURATION: Record<NotifyLevel, number> = { success: 5, info: 5, warning: 5, error: 15 };

const data = createRestDataProvider(registry);
let notices = 0;

/** Gives the renderers their {@link EngineEnv}: registry, data provider, notifications, navigation; and the router-bound guard of unsaved forms. */
export function EngineProvider({ children }: { children: ReactNode }) {
  const navigate = useNavigate();
  const { notification } = AntApp.useApp();
  const { t } = useTranslation();
  const { locale } = useLocale();
  const { user, configuration, can } = useAuth();
  const tenant = user?.tenant;
  const username = user?.username;
  const useDateNoTime = configuration?.options?.useDateNoTime === true;
  const bypassIbanCheck = configuration?.options?.bypassIbanCheck === true;
  // date fields offer their calendar unless the tenant turns it off (seed 000 §3.5)
  const showDatePicker = configuration?.options?.showDatePicker !== false;
  const saveOuterPanelsExpandedState = configuration?.options?.saveOuterPanelsExpandedState !== false;
  // the drafts an administrator has this user run in place of the tenant's scripts
  const overridesKey = JSON.stringify(configuration?.scriptOverrides ?? null);
  // the tenant's currency and phone region (amounts and phone numbers without their own), and how amounts show their currency
  const tenantSettings = configuration?.tenantSettings;
  const tenantKey = JSON.stringify(tenantSettings ?? {});
  const currencyDisplay = currencyDisplayOf(configuration?.options?.currencyDisplay);
  const isAdmin = user?.isAdmin === true;
  const isSuperAdmin = configuration?.user?.isSuperAdmin === true;
  const isMainAdmin = configuration?.user?.isMainAdmin === true;
  // the fields the tenant adds to built-in entities: applied before the screens read the registry
  const extension = configuration?.collectionExtension;
  const extensionKey = useMemo(() => {
    applyCollectionExtension(registry, extension as Parameters<typeof applyCollectionExtension>[1]);
    return JSON.stringify(extension ?? {});
  }, [extension]);
  const env = useMemo<EngineEnv>(
    () => ({
      registry,
      shapes,
      data,
      navigate: (path) => navigate(path),
      notify: (level, message, action?: NotifyAction) => {
        const key = `notice-${++notices}`;
        const run = () => {
          notification.destroy(key);
          action?.run();
        };
        const actions = action ? <Button size="small" type="primary" onClick={run} data-testid="notice-action">{action.label}</Button> : undefined;
        notification[level]({ key, title: message, actions, placement: 'bottomRight', duration: DURATION[level] });
      },
      t: (key) => t(key),
      user: { locale, tenant, username, useDateNoTime, bypassIbanCheck, showDatePicker, saveOuterPanelsExpandedState, tenantSettings: JSON.parse(tenantKey) as TenantSettings, currencyDisplay, privileges: { isAdmin, isSuperAdmin, isMainAdmin }, scriptOverrides: JSON.parse(overridesKey) as ScriptOverrides | null },
      can: (permission) => can(permission),
    }),
    // a new extension makes a new env, so the open screens render the added fields
    [navigate, notification, t, locale, tenant, username, useDateNoTime, bypassIbanCheck, showDatePicker, saveOuterPanelsExpandedState, tenantKey, currencyDisplay, isAdmin, isSuperAdmin, isMainAdmin, overridesKey, extensionKey, can],
  );
  return (
    <EngineContext.Provider value={env}>
      <LeaveGuardContext.Provider value={LeaveGuard}>{children}</LeaveGuardContext.Provider>
    </EngineContext.Provider>
  );
}
