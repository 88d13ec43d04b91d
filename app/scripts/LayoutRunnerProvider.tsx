import { useMemo, type ReactNode } from 'react';
import type { LayoutRunner } from '../../engine/cards/resolveLayout.ts';
import { LayoutRunnerContext } from '../../renderers/cards/page/LayoutRunnerContext.ts';
import type { JsonObject } from '../../scripts-sandbox/index.ts';
import { useAuth } from '../auth/AuthContext.tsx';
import { useLocale } from '../i18n/LocaleProvider.tsx';
import { browserSandbox } from './browserSandbox.ts';

/**
 * Runs layout scripts in the browser (seed 000 §8.2, issue 6): the same QuickJS sandbox as the
 * server, never eval. The script sees the record, the mode and the signed-in user's name, tenant
 * and profiles; no host capability (capabilities are synchronous, the browser's data is not).
 */
export function LayoutRunnerProvider({ children }: { children: ReactNode }) {
  const { user } = useAuth();
  const { locale } = useLocale();
  const runner = useMemo<LayoutRunner | undefined>(() => {
    if (!user) return undefined;
    const who = { username: user.username, tenant: user.tenant, profiles: Array.isArray(user.profiles) ? user.profiles : [], isAdmin: user.isAdmin };
    return async ({ name, code, ctx }) => {
      const sandbox = await browserSandbox();
      await sandbox.ready();
      const input = JSON.parse(JSON.stringify({ ...ctx, user: who, locale })) as JsonObject;
      return sandbox.run({ tenant: user.tenant, kind: 'layout', name, code, ctx: input });
    };
  }, [user, locale]);
  return <LayoutRunnerContext.Provider value={runner}>{children}</LayoutRunnerContext.Provider>;
}
