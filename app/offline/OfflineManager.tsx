import { useEffect, useRef, useSyncExternalStore } from 'react';
import { App as AntApp } from 'antd';
import { useTranslation } from 'react-i18next';
import { useAuth } from '../auth/AuthContext.tsx';
import { forgetPushToken, subscribeToPush } from '../notifications/pushSubscription.ts';
import { offlineSettings, secureOrigin } from './offlineSettings.ts';
import { markOnline, goOffline, offlineState, setReconnectHandler } from './offlineState.ts';
import { DEFAULT_PRELOAD_CONTRACTS, preloadForOffline } from './preload.ts';
import { replayQueue } from './replayer.ts';

const GOT_IT = 'Got it';

/**
 * The offline mode in the shell (seed 002 §4.1, §7): keeps the offline settings of the signed-in
 * user, preloads contracts and the reference data they need, tells the user when the application goes offline or comes back, and
 * replays the queued changes when the server answers again.
 */
export function OfflineManager() {
  const { t } = useTranslation();
  const { configuration, loading } = useAuth();
  const { notification, modal, message } = AntApp.useApp();
  const state = useSyncExternalStore(offlineState.subscribe, offlineState.get);
  // false at first: a page that starts offline (opened without network, or a call failed before
  // this component was drawn, e.g. the card page's early requests) tells the user too
  const wasOffline = useRef(false);
  const preloaded = useRef<string | null>(null);

  const username = configuration?.user.username ?? null;
  const enabled = !!configuration?.options?.offlineMode && secureOrigin();
  const preloadCount = configuration?.options?.preloadContractsCount ?? DEFAULT_PRELOAD_CONTRACTS;
  const userLocale = typeof configuration?.user.locale === 'string' ? configuration.user.locale : undefined;
  const partner = typeof configuration?.user.partnerRegistration === 'string' ? configuration.user.partnerRegistration : undefined;

  useEffect(() => {
    if (loading) return;
    if (username) offlineSettings.set({ enabled, username, preloadContractsCount: preloadCount });
    else if (!offlineState.get().offline) offlineSettings.set(null);
  }, [enabled, username, preloadCount, loading]);

  // web push (the worker shows the messages): subscribed once per signed-in user
  useEffect(() => {
    if (!username || !import.meta.env.PROD) return;
    void subscribeToPush(username);
    return () => forgetPushToken(username);
  }, [username]);

  useEffect(() => {
    if (!enabled || !username || state.offline || preloaded.current === username) return;
    preloaded.current = username;
    preloadForOffline({ count: preloadCount, locale: userLocale, partnerRegistration: partner }).catch((err: unknown) => console.error('Offline preload failed', err));
  }, [enabled, username, preloadCount, userLocale, partner, state.offline]);

  useEffect(() => {
    if (state.offline && !wasOffline.current) {
      notification.warning({ key: 'tabula-offline', message: t('You are now offline and using cached data'), duration: 6 });
    }
    wasOffline.current = state.offline;
  }, [state.offline, notification, t]);

  useEffect(() => {
    setReconnectHandler(async () => {
      const user = offlineSettings.activeUser();
      const report = user ? await replayQueue(user) : undefined;
      if (report?.outcome.offline) {
        goOffline();
        return;
      }
      markOnline();
      notification.destroy('tabula-offline');
      if (!report || report.queued === 0) {
        void message.success(t('You are now online'));
        return;
      }
      if (report.errors) {
        modal.error({
          title: t('Error occured while synchronizing your data to the server'),
          okText: t(GOT_IT),
          content: (
            <ul data-testid="offline-sync-errors">
              {report.errors.failures.map((f, i) => (
                <li key={i}>
                  {/* a plain <strong>: the UI kit's Typography would bring its editing and copying code into the first load */}
                  <strong>{t(f.kind)}</strong> {f.registration}: {t(f.error)}
                </li>
              ))}
            </ul>
          ),
        });
        return;
      }
      modal.success({
        title: t('You are now online and server has been updated with your changes'),
        okText: t(GOT_IT),
        onOk: () => {
          // a page showing a temporary record shows the saved one
          let url = window.location.pathname + window.location.search;
          for (const [from, to] of report.outcome.replacements) url = url.split(from).join(to);
          window.location.assign(url);
        },
      });
    });
  }, [message, modal, notification, t]);

  return null;
}
