import { browserSandbox } from './browserSandbox.ts';

/** The smallest layout script: run once, it opens the tenant's realm (the first card page then finds it warm). */
const WARM_UP_SCRIPT = 'function execute() { return {}; }';

let warmed: Promise<void> | undefined;

/**
 * Loads the browser's QuickJS sandbox and opens the tenant's realm by running an empty layout
 * script: the first card page a user opens no longer waits for the sandbox's chunk, its module and
 * the realm's hardening (about 50 ms of main-thread work in bench/cards). Once per page load and
 * tenant; a failure (the chunk cannot be fetched) only means no warm-up.
 */
export function warmUpSandbox(tenant: string): Promise<void> {
  warmed ??= (async () => {
    const sandbox = await browserSandbox();
    await sandbox.ready();
    await sandbox.run({ tenant, kind: 'layout', name: 'warm-up', code: WARM_UP_SCRIPT, ctx: { entity: 'warm-up', data: {}, user: {}, params: {} } });
  })().catch(() => undefined);
  return warmed;
}
