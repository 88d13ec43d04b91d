import { registerReadYourWrites } from './plugins/readYourWrites.ts';
import { scriptContentCheck } from './scripts/scriptContentCheck.ts';
import Fastify, { type FastifyInstance } from 'fastify';
import type { ServerOptions } from './config.ts';
import { createContext, type AppContext } from './context.ts';
import { agreementsCurrentPlugin } from './plugins/agreements-current.ts';
import { productsCatalogPlugin } from './plugins/products-catalog.ts';
import { importsPlugin } from './plugins/imports.ts';
import { assetCatalogPlugin } from './plugins/asset-catalog.ts';
import { lecturaPlugin } from './plugins/external-lectura.ts';
import { lecturaSettingsPlugin } from './plugins/external-lectura-settings.ts';
import { authPlugin } from './plugins/auth.ts';
import { cronPlugin } from './plugins/cron.ts';
import { databasePlugin } from './plugins/database.ts';
import { docsPlugin } from './plugins/docs.ts';
import { dynoPlugin } from './plugins/dyno.ts';
import { notificationsPlugin } from './plugins/notifications.ts';
import { objectStoragePlugin } from './plugins/object-storage.ts';
import { localesPlugin } from './plugins/locales.ts';
import { dashboardPlugin } from './plugins/dashboard.ts';
import { entitiesPlugin } from './plugins/entities.ts';
import { calendarsPlugin } from './plugins/calendars.ts';
import { financePlugin } from './plugins/finance.ts';
import { billingPlugin } from './plugins/billing.ts';
import { billingSepaPlugin } from './plugins/billing-sepa.ts';
import { batchesPlugin } from './plugins/batches.ts';
import { contractComputationHook } from './finance/contractHook.ts';
import { answerClientError, connectionsCheckingInterval, DEFAULT_REQUEST_TIMEOUT_MS } from './http/clientErrors.ts';
import { amendmentApplicationHook } from './finance/amendmentHook.ts';
import { initialStatusHook } from './workflow/initialStatusHook.ts';
import { deletableStatusHook } from './entities/deletableStatusHook.ts';
import { deletableStatusesOf } from '../engine/registry/deletableStatuses.ts';
import { extensionScriptHooks } from './scripts/extensionHook.ts';
import { formatCheckHook } from './scripts/formatCheckHook.ts';
import { contractCreditLineHook, creditLineAmountsHook } from './finance/creditLineHooks.ts';
import { committeeCountsHook, voteCommitteeHook, votingCommitteeHook } from './committees/committeeCountsHook.ts';
import { mailPlugin } from './plugins/mail.ts';
import { partnersPlugin } from './plugins/partners.ts';
import { identityPasswordTokensPlugin } from './plugins/identity-password-tokens.ts';
import { workflowPlugin } from './plugins/workflow.ts';
import { documentsPlugin } from './plugins/documents.ts';
import { answerFrameworkError, MAX_PARAM_LENGTH, registerErrorHandling } from './plugins/errors.ts';
import { registerRequestGuards } from './http/requestGuards.ts';
import { registerSecurityHeaders } from './http/securityHeaders.ts';
import { SignInLimiter } from './auth/signInLimiter.ts';
import { identityPluginsPlugin } from './plugins/identity-plugins.ts';
import { reportExcelPlugin } from './plugins/report-excel.ts';
import { relationsPlugin } from './plugins/relations.ts';
import { personRegistrationPlugin } from './plugins/person-registration.ts';
import { addressesPlugin } from './plugins/addresses.ts';
import { addressCompletionHook } from './addresses/addressCompletionHook.ts';
import { openapiPlugin } from './plugins/openapi.ts';
import { pingPlugin } from './plugins/ping.ts';
import { healthPlugin } from './plugins/health.ts';
import { hostsPlugin } from './plugins/hosts.ts';
import { HostDirectory } from './hosts/hostDirectory.ts';
import { registerSessions } from './plugins/session.ts';
import { PARTNER_NAMED_IN_PERSONS, partnerWriteHook } from './partners/partnerWriteHook.ts';
import { taskUserNamesRoutes } from './plugins/tasks-user-names.ts';
import { registerListValues } from './plugins/scripts-lists.ts';
import { installScripts, registerScripts } from './plugins/scripts-setup.ts';
import { spaPlugin } from './plugins/spa.ts';
import { temporaryCollectionPlugin } from './plugins/temporary-collection.ts';
import { transfersPlugin } from './plugins/transfers.ts';
import { firstStart, type FirstStartResult } from './seed/firstStart.ts';
import { upgradeWorkflowsOfEveryTenant } from './workflow/upgradeStoredWorkflows.ts';
import { recordStartup } from './seed/systemRecords.ts';
import { registerAuditHooks } from './logs/auditHook.ts';
import { registerRequestContext } from './logs/requestContext.ts';
import { recordServerError } from './logs/serverErrors.ts';
import { personPartsHook } from './persons/personPartsHook.ts';
import { idempotentDatabase } from './idempotency/idempotentDatabase.ts';
import { registerIdempotency } from './idempotency/registerIdempotency.ts';

declare module 'fastify' {
  interface FastifyInstance {
    tabula: AppContext;
    firstStart: FirstStartResult;
    /** Host name -> tenant, sign-in page and framing rule (server/hosts/hostDirectory.ts). */
    hosts: HostDirectory;
  }
}

/** Collections a tenant script never hooks into: the audit trail and the scripts' own logs. */
const EXTENSION_EXEMPT = new Set(['History', 'Audit', 'AccessLog', 'ScriptLog', 'SystemLog', 'SystemEvent', 'Script']);

/** `trustProxy` as a number of proxies in front of the server: the nearest `hops` addresses are trusted. */
function trustHops(hops: number): (address: string, hop: number) => boolean {
  return (_address, hop) => hop < hops;
}

/**
 * Builds the Tabula server: database (PGlite or PostgreSQL), migrations, first-start seeding,
 * the API plugins and the SPA. Tests call it and use `app.inject()`; server/index.ts listens.
 */
export async function build(opts: ServerOptions = {}): Promise<FastifyInstance> {
  const app = Fastify({
    logger: opts.logger ? { level: opts.logger === 'warn' ? 'warn' : 'info' } : false,
    bodyLimit: 5 * 1024 * 1024,
    genReqId: () => crypto.randomUUID(),
    ajv: { customOptions: { allErrors: false, coerceTypes: false } },
    routerOptions: { maxParamLength: MAX_PARAM_LENGTH },
    frameworkErrors: answerFrameworkError,
    // a request whose body never completes is dropped with 408 REQUEST_TIMEOUT (server/http/clientErrors.ts)
    requestTimeout: opts.requestTimeoutMs ?? DEFAULT_REQUEST_TIMEOUT_MS,
    http: { connectionsCheckingInterval: connectionsCheckingInterval(opts.requestTimeoutMs ?? DEFAULT_REQUEST_TIMEOUT_MS) },
    clientErrorHandler: answerClientError,
    ...(opts.trustProxy === undefined ? {} : { trustProxy: typeof opts.trustProxy === 'number' ? trustHops(opts.trustProxy) : opts.trustProxy }),
  });
  // Node checks the request timeout only when the headers' own limit is no longer than it (60 s by default)
  app.server.headersTimeout = Math.min(app.server.headersTimeout, opts.requestTimeoutMs ?? DEFAULT_REQUEST_TIMEOUT_MS);
  const ctx = await createContext(opts);
  // the first write transaction of a request with an Idempotency-Key claims the key (docs/scaling.md#idempotent-writes)
  const engine = ctx.db;
  ctx.db = idempotentDatabase(engine);
  // a client's new record starts in its workflow's initial status (the hooks of every entity below
  // run before an entity's own ones: tenant scripts see the record as sent)
  const initialStatus = initialStatusHook(ctx);
  for (const info of ctx.registry.all()) if (info.schema.properties && 'status' in info.schema.properties) ctx.store.hooks.register(info.name, initialStatus);
  // a partner user's contracts and deals name its partner (docs/permissions.md, partner profile)
  for (const name of PARTNER_NAMED_IN_PERSONS) if (ctx.registry.has(name)) ctx.store.hooks.register(name, partnerWriteHook(ctx.registry.get(name)));
  // a record its workflow has moved past its deletable statuses is no longer deleted by a client
  for (const info of ctx.registry.all()) if (deletableStatusesOf(info)) ctx.store.hooks.register(info.name, deletableStatusHook);
  // the tenant's extension script of the entity (dyno entities included), before the built-in business rules see the record
  const runnerOf = () => (app.hasDecorator('scriptRunner') ? app.scriptRunner : undefined);
  const extensions = extensionScriptHooks(ctx, runnerOf);
  ctx.store.hooks.registerEverywhere(extensions.hook, EXTENSION_EXEMPT);
  // and the format-check scripts the entity's fields name (x-field.formatCheck)
  const formatChecks = formatCheckHook(ctx, runnerOf);
  ctx.store.hooks.registerEverywhere(formatChecks.hook, EXTENSION_EXEMPT);
  if (ctx.registry.has('Script')) {
    // a saved or deleted script (or collection-extension item) applies to this instance's next request
    const forget = ({ q }: { q: { tenant?: string } }) => {
      extensions.forget(q.tenant);
      formatChecks.forget(q.tenant);
      ctx.extensions.forget(q.tenant);
      // the tenant-config item's exact-count limit
      ctx.store.forgetTenantSettings(q.tenant);
    };
    ctx.store.hooks.register('Script', { afterWrite: forget, afterRemove: forget });
    // a script that could never run or be read (code that does not parse, JSON that is not) is refused
    ctx.store.hooks.register('Script', scriptContentCheck((name) => ctx.registry.has(name) && !ctx.registry.get(name).dyno));
  }
  ctx.store.hooks.register('Contract', contractComputationHook(ctx, runnerOf));
  // after the computation: the credit line sums the contract's computed plan
  ctx.store.hooks.register('Contract', contractCreditLineHook(ctx));
  ctx.store.hooks.register('CreditLine', creditLineAmountsHook(ctx));
  // an applied amendment writes its terms into its contract, which is re-planned from its effective date
  if (ctx.registry.has('Amendment')) ctx.store.hooks.register('Amendment', amendmentApplicationHook(ctx));
  ctx.store.hooks.register('Committee', committeeCountsHook(ctx));
  // a person's or prospect's contacts (one default) and SEPA mandates (RUM, signature date, status)
  for (const name of ['Person', 'Prospect']) if (ctx.registry.has(name)) ctx.store.hooks.register(name, personPartsHook(ctx));
  ctx.store.hooks.register('Vote', voteCommitteeHook(ctx));
  ctx.store.hooks.register('Voting', votingCommitteeHook(ctx));
  // persons' and prospects' addresses: missing sub-fields null, type MAIN (seed 001 §3)
  for (const name of ['Person', 'Prospect']) if (ctx.registry.has(name)) ctx.store.hooks.register(name, addressCompletionHook);
  // last: the audit trail of administrators' writes (users, scripts, lists) sees the record as saved
  registerAuditHooks(ctx);
  await installScripts(ctx);
  app.decorate('tabula', ctx);
  app.decorate('firstStart', await firstStart(ctx, opts));
  // stored workflow definitions of an earlier release: shipped copies replaced, own ones migrated
  await upgradeWorkflowsOfEveryTenant(ctx);
  await recordStartup(ctx, { firstStart: app.firstStart.created, engine: opts.databaseUrl ? 'PostgreSQL' : 'PGlite' });
  app.addHook('onClose', async () => {
    await ctx.revocations.stop();
    await ctx.db.close();
  });

  const hosts = new HostDirectory(ctx.db);
  await hosts.refresh();
  app.decorate('hosts', hosts);

  registerRequestContext(app);
  registerErrorHandling(app, (request, appErr, err) => recordServerError(ctx, request, appErr, err));
  registerSecurityHeaders(app, opts.security, (hostname) => hosts.frameAncestorsOf(hostname));
  app.decorate('signInLimiter', new SignInLimiter(opts.signInLimits));
  registerRequestGuards(app);
  registerSessions(app);
  registerIdempotency(app, engine);
  registerReadYourWrites(app, ctx.db, opts.database?.readMaxLagMs);
  await app.register(dynoPlugin);
  registerListValues(app);
  await app.register(openapiPlugin);
  await app.register(pingPlugin);
  await app.register(healthPlugin);
  await app.register(hostsPlugin);
  await app.register(identityPluginsPlugin);
  await app.register(authPlugin);
  await app.register(identityPasswordTokensPlugin);
  await app.register(mailPlugin, opts.mail ?? {});
  await app.register(partnersPlugin, { publicUrl: opts.mail?.publicUrl });
  await app.register(entitiesPlugin);
  await app.register(taskUserNamesRoutes);
  await registerScripts(app);
  await app.register(workflowPlugin);
  await app.register(cronPlugin, opts.cron ?? {});
  await app.register(documentsPlugin);
  await app.register(temporaryCollectionPlugin);
  await app.register(docsPlugin);
  await app.register(databasePlugin);
  await app.register(notificationsPlugin);
  await app.register(objectStoragePlugin);
  await app.register(transfersPlugin);
  await app.register(financePlugin);
  await app.register(calendarsPlugin);
  await app.register(billingPlugin, opts.billing ?? {});
  await app.register(billingSepaPlugin);
  await app.register(batchesPlugin);
  await app.register(assetCatalogPlugin, { timeoutMs: opts.catalogTimeoutMs });
  await app.register(lecturaPlugin, { timeoutMs: opts.catalogTimeoutMs });
  await app.register(lecturaSettingsPlugin);
  await app.register(localesPlugin);
  await app.register(dashboardPlugin);
  await app.register(reportExcelPlugin);
  await app.register(relationsPlugin);
  await app.register(agreementsCurrentPlugin);
  await app.register(productsCatalogPlugin);
  await app.register(importsPlugin);
  await app.register(personRegistrationPlugin);
  await app.register(addressesPlugin);
  await app.register(spaPlugin, { staticDir: opts.staticDir });
  await app.ready();
  return app;
}
