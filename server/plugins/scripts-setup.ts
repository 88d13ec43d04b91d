import type { FastifyInstance } from 'fastify';
import { parseConfigEvent, type ConfigEvent } from '../../engine/scripts/ConfigEvent.ts';
import type { AppContext } from '../context.ts';
import { migrate } from '../db/migrations.ts';
import { TenantEventBus } from '../events/TenantEventBus.ts';
import { createSandboxRunner, type SandboxRunner } from '../scripts/runInSandbox.ts';
import { CONFIG_CHANNEL, scriptsMigration } from '../scripts/scriptsMigration.ts';
import { scriptsCheckConfigPlugin } from './scripts-check-config.ts';
import { scriptsEventsPlugin } from './scripts-events.ts';
import { registerScriptHooks } from './scripts-hooks.ts';
import { scriptsRunsPlugin } from './scripts-runs.ts';
import { scriptsVersionsPlugin } from './scripts-versions.ts';
import { scriptsUiPlugin } from './scripts-ui.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Runs tenant scripts in the QuickJS sandbox (worker threads). */
    scriptRunner: SandboxRunner;
    /** Configuration changes (scripts, lists) of every instance, by tenant. */
    configEvents: TenantEventBus<ConfigEvent>;
  }
}

/**
 * Database side of scripts as data (unique names, versions, change notifications): applied once,
 * before the first-start seeding writes the default configuration.
 */
export async function installScripts(ctx: AppContext): Promise<void> {
  if (!ctx.registry.has('Script') || !ctx.registry.has('List')) return;
  await ctx.db.admin((q) => migrate(q, [scriptsMigration(ctx.registry)]));
}

/**
 * Scripts, lists and configuration (issue 6): the event bus on the database channel, the sandbox,
 * the root-level hooks on the generic Script and List routes, and the routes of versions, runs,
 * hot-reload events, check-config and the scripts the browser runs for every user (ui-scripts).
 * Called from build() after the entity routes.
 */
export async function registerScripts(app: FastifyInstance): Promise<void> {
  const bus = new TenantEventBus(app.tabula.db, CONFIG_CHANNEL, parseConfigEvent);
  await bus.start();
  app.decorate('configEvents', bus);
  app.decorate('scriptRunner', createSandboxRunner());
  app.addHook('onClose', async () => {
    await app.scriptRunner.close();
    await bus.stop();
  });
  registerScriptHooks(app);
  await app.register(scriptsEventsPlugin);
  await app.register(scriptsVersionsPlugin);
  await app.register(scriptsUiPlugin);
  await app.register(scriptsRunsPlugin);
  await app.register(scriptsCheckConfigPlugin);
}
