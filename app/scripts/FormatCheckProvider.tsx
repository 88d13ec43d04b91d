import { useMemo, type ReactNode } from 'react';
import type { FormatCheckRun, FormatVerdict } from '../../engine/scripts/formatChecks.ts';
import { overriddenScript } from '../../engine/scripts/scriptOverrides.ts';
import { fetchScriptCode } from '../../renderers/cards/page/fetchScriptCode.ts';
import { FormatCheckContext } from '../../renderers/cards/page/FormatCheckContext.ts';
import { useEngine } from '../../renderers/context/EngineContext.ts';
import type { JsonObject } from '../../scripts-sandbox/index.ts';
import { useAuth } from '../auth/AuthContext.tsx';
import { browserSandbox } from './browserSandbox.ts';

/**
 * Runs the tenant's format-check scripts in the browser's QuickJS sandbox (issue 18 item 2), the
 * same scripts with the same input as the server's check, so a form refuses a value before any
 * request. A script the user may not read (403), the tenant lacks, or a sandbox that does not load
 * is skipped: the server checks it on save anyway. A script that fails throws its ScriptError.
 */
export function FormatCheckProvider({ children }: { children: ReactNode }) {
  const { user } = useAuth();
  const { data, user: env } = useEngine();
  const overrides = env?.scriptOverrides;
  const run = useMemo<FormatCheckRun | undefined>(() => {
    if (!user) return undefined;
    return async (name, ctx): Promise<FormatVerdict | undefined> => {
      let code: string | undefined;
      let sandbox: Awaited<ReturnType<typeof browserSandbox>>;
      try {
        // a draft an administrator has this user try checks in place of the tenant's (scriptOverrides)
        code = await fetchScriptCode(data, overriddenScript(overrides, name));
        if (!code) return undefined;
        sandbox = await browserSandbox();
        await sandbox.ready();
      } catch {
        return undefined;
      }
      return (await sandbox.run({ tenant: user.tenant, kind: 'format-check', name, code, ctx: ctx as JsonObject })) as FormatVerdict;
    };
  }, [user, data, overrides]);
  return <FormatCheckContext.Provider value={run}>{children}</FormatCheckContext.Provider>;
}
