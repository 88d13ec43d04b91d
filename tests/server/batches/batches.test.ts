import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { build } from '../../../server/app.ts';
import { applyBatchAction } from '../../../server/batches/applyBatchAction.ts';
import { processBatch } from '../../../server/batches/processBatch.ts';
import { ADMIN_PASSWORD, signIn, type Headers } from '../support/testServer.ts';
import { testDatabases } from '../support/testDatabases.ts';

type Rec = Record<string, unknown>;

/** A run script: upper-cases the task name, appends '+' to its description; 'boom' fails, 'skip' warns. */
const SCRIPT = `export function execute(ctx) {
  const r = ctx.body.record;
  if (r.name === 'boom') throw new Error('cannot process boom');
  if (r.name === 'skip') return { warning: 'left as is' };
  return { data: { name: String(r.name).toUpperCase(), description: (r.description || '') + '+' + ctx.body.args.mark } };
}`;

describe.each(testDatabases())('batch runs ($name)', (db) => {
  let server: { app: FastifyInstance; master: Headers };
  let databaseUrl: string | undefined;
  let second: FastifyInstance | undefined;
  let secondHeaders: Headers | undefined;
  const call = async (method: 'GET' | 'POST' | 'PATCH', url: string, payload?: unknown, via?: { app: FastifyInstance; headers: Headers }) => {
    const app = via?.app ?? server.app;
    const res = await app.inject({ method, url, headers: via?.headers ?? server.master, ...(payload === undefined ? {} : { payload: payload as Rec }) });
    return { status: res.statusCode, body: (res.body ? JSON.parse(res.body) : undefined) as Rec };
  };
  const action = (reg: string, name: string, via?: { app: FastifyInstance; headers: Headers }) => call('POST', `/api/script/batches/${reg}/actions/${name}`, {}, via);
  const until = async (reg: string, done: (b: Rec) => boolean) => {
    for (let i = 0; i < 400; i++) {
      const b = (await call('GET', `/api/script/batches/${reg}`)).body;
      if (done(b)) return b;
      await new Promise((r) => setTimeout(r, 50));
    }
    throw new Error(`batch ${reg} did not get there`);
  };
  const ended = (reg: string) => until(reg, (b) => ['SUCCESS', 'WARNING', 'ERROR', 'STOPPED'].includes(String(b.status)));
  /** Tasks named `names` with tag `tag` in their type (the batch query selects them by it). */
  const tasks = async (tag: string, names: string[]) => {
    const regs: string[] = [];
    for (const name of names) {
      const res = await call('POST', '/api/core/tasks', { name, type: tag, description: '' });
      expect(res.status, JSON.stringify(res.body)).toBe(201);
      regs.push(String(res.body.registration));
    }
    return regs;
  };
  const task = async (reg: string) => (await call('GET', `/api/core/tasks/${reg}`)).body;
  const batch = async (tag: string, extra: Rec = {}) => {
    const res = await call('POST', '/api/script/batches', { name: `Run ${tag}`, scriptName: 'batch-test', parameters: { entityName: 'Task', query: `type=${tag}`, chunkSize: 2, args: { mark: 'x' } }, ...extra });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    return String(res.body.registration);
  };

  beforeAll(async () => {
    databaseUrl = await db.create();
    const app = await build({ databaseUrl, adminPassword: ADMIN_PASSWORD, demoData: false, logger: false });
    server = { app, master: await signIn(app, 'admin@master', ADMIN_PASSWORD) };
    const res = await call('POST', '/api/script/scripts', { name: 'batch-test', type: 'run', content: SCRIPT });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
  });
  afterAll(async () => {
    await second?.close();
    await server?.app.close();
    await db.drop();
  });

  it('DO fetches the records of the query and processes them in chunks: SUCCESS, progress 100 %, one log per record', async () => {
    const regs = await tasks('bulk-a', ['one', 'two', 'three', 'four', 'five']);
    await tasks('other', ['untouched']);
    const reg = await batch('bulk-a');
    expect((await call('GET', `/api/script/batches/${reg}`)).body.status).toBe('DRAFT');
    const started = await action(reg, 'DO');
    expect(started.status, JSON.stringify(started.body)).toBe(200);
    expect(['PROCESSING', 'SUCCESS']).toContain(started.body.status);
    expect(started.body.lastAction).toBe('DO');
    const done = await ended(reg);
    expect(done).toMatchObject({ status: 'SUCCESS', progress: 1, nbTotal: 5, nbDone: 5, nbSuccess: 5, nbWarning: 0, nbError: 0 });
    expect(done.endDate).toBeTruthy();
    for (const r of regs) expect((await task(r)).name).toBe(String((await task(r)).name).toUpperCase());
    expect((await task(regs[0])).description).toBe('+x');
    const logs = (await call('GET', `/api/script/logs?requestId=${String(done.runId)}&range=0-49`)).body as unknown as Rec[];
    expect(logs).toHaveLength(5);
    expect(logs.map((l) => String(l.output)).sort()).toEqual(regs.map((r) => `${r}: updated name, description`).sort());
  });

  it('refuses an action the status does not allow, an unknown action, a status written through the API, and bad parameters', async () => {
    await tasks('bulk-b', ['b1']);
    const reg = await batch('bulk-b');
    const undo = await action(reg, 'UNDO');
    expect(undo.status).toBe(409);
    expect(undo.body).toMatchObject({ code: 'BATCH_ACTION_NOT_ALLOWED', message: `Action UNDO is not allowed on batch ${reg} in status DRAFT` });
    expect((await action(reg, 'FLY')).body).toMatchObject({ status: 400, code: 'INVALID_FIELD_IN_PATH' });
    const patched = await call('PATCH', `/api/script/batches/${reg}`, { status: 'SUCCESS' });
    expect(patched.body.status).toBe('DRAFT');
    const bad = await batch('bulk-b', { parameters: { entityName: 'Task', query: 'nosuchfield=1' } });
    const refused = await action(bad, 'DO');
    expect(refused.body).toMatchObject({ status: 400, code: 'BATCH_INVALID_PARAMETERS' });
    expect((await call('GET', `/api/script/batches/${bad}`)).body.status).toBe('DRAFT');
    const noScript = await batch('bulk-b', { scriptName: 'no-such-script' });
    expect((await action(noScript, 'DO')).body).toMatchObject({ status: 400, code: 'BATCH_INVALID_PARAMETERS' });
  });

  it('warnings and failures: ERROR, CONTINUE retries the failed records, UNDO restores what the run changed (not what changed since), RESET', async () => {
    const [ok, changed, , skip] = await tasks('bulk-c', ['ok', 'changed', 'boom', 'skip']);
    const reg = await batch('bulk-c');
    await action(reg, 'DO');
    const done = await ended(reg);
    expect(done).toMatchObject({ status: 'ERROR', nbTotal: 4, nbSuccess: 2, nbWarning: 1, nbError: 1, progress: 1 });
    const logs = (await call('GET', `/api/script/logs?requestId=${String(done.runId)}&range=0-49`)).body as unknown as Rec[];
    expect(logs.map((l) => l.level).sort()).toEqual(['error', 'info', 'info', 'warn']);
    expect(logs.find((l) => l.level === 'error')?.output).toMatch(/cannot process boom/);
    expect((await action(reg, 'COMPLETE')).body.code).toBe('BATCH_ACTION_NOT_ALLOWED');
    // CONTINUE tries the failed record again (it fails again)
    expect((await action(reg, 'CONTINUE')).status).toBe(200);
    expect(await ended(reg)).toMatchObject({ status: 'ERROR', nbError: 1, lastAction: 'CONTINUE' });
    // someone else edits one record after the run
    const edited = await call('PATCH', `/api/core/tasks/${changed}`, { name: 'edited by hand' });
    expect(edited.status).toBe(200);
    const undone = await action(reg, 'UNDO');
    expect(undone.body).toMatchObject({ status: 'WARNING', lastAction: 'UNDO', output: 'UNDO: 1 restored, 1 not restored' });
    expect(await task(ok)).toMatchObject({ name: 'ok', description: '' });
    expect(await task(changed)).toMatchObject({ name: 'edited by hand', description: '+x' });
    expect((await task(skip)).name).toBe('skip');
    const undoLogs = (await call('GET', `/api/script/logs?requestId=${String(done.runId)}&level=warn&range=0-49`)).body as unknown as Rec[];
    expect(undoLogs.map((l) => l.output)).toContain(`${changed}: not restored: changed since the run (name)`);
    // undone: only RESET is left
    expect((await action(reg, 'UNDO')).status).toBe(409);
    const reset = await action(reg, 'RESET');
    expect(reset.body).toMatchObject({ status: 'DRAFT', lastAction: 'RESET', nbTotal: null, progress: null });
  });

  it('STOP_FETCHING pauses between chunks, two concurrent CONTINUE never process a record twice, COMPLETE', async () => {
    const regs = await tasks('bulk-d', Array.from({ length: 12 }, (_, i) => `d${i}`));
    const reg = await batch('bulk-d', { parameters: { entityName: 'Task', query: 'type=bulk-d', chunkSize: 1, args: { mark: 'y' } } });
    // DO without starting the processing (as if the server died right after fetching)
    const job = { ctx: server.app.tabula, runner: server.app.scriptRunner, tenant: 'master', username: 'admin@master', locale: 'en' };
    const outcome = await applyBatchAction(job, reg, 'DO');
    expect(outcome.background).toBeTypeOf('function');
    expect((await call('GET', `/api/script/batches/${reg}`)).body).toMatchObject({ status: 'PROCESSING', nbTotal: 12, nbDone: 0, progress: 0 });
    expect((await action(reg, 'STOP_FETCHING')).body).toMatchObject({ status: 'STOPPED', lastAction: 'STOP_FETCHING' });
    // a worker still running when the pause came stops at the next chunk boundary
    await processBatch(job, reg);
    expect((await call('GET', `/api/script/batches/${reg}`)).body).toMatchObject({ status: 'STOPPED', nbDone: 0 });
    // CONTINUE resumes it to the end
    await (await applyBatchAction(job, reg, 'CONTINUE')).background?.();
    expect((await call('GET', `/api/script/batches/${reg}`)).body).toMatchObject({ status: 'SUCCESS', nbDone: 12, lastAction: 'CONTINUE' });
    expect((await action(reg, 'UNDO')).body).toMatchObject({ status: 'SUCCESS', output: 'UNDO: 12 restored, 0 not restored' });
    for (const r of regs) expect((await task(r)).description).toBe('');
    expect((await action(reg, 'RESET')).status).toBe(200);
    await applyBatchAction(job, reg, 'DO');
    expect((await action(reg, 'STOP_FETCHING')).body.status).toBe('STOPPED');
    // two instances on PostgreSQL (one server, twice, on PGlite) continue at the same time
    let via: { app: FastifyInstance; headers: Headers } | undefined;
    if (db.name === 'pg') {
      second ??= await build({ databaseUrl, adminPassword: ADMIN_PASSWORD, demoData: false, logger: false });
      secondHeaders ??= await signIn(second, 'admin@master', ADMIN_PASSWORD);
      via = { app: second, headers: secondHeaders };
    }
    const [a, b] = await Promise.all([action(reg, 'CONTINUE'), action(reg, 'CONTINUE', via)]);
    expect([a.status, b.status]).toEqual([200, 200]);
    const done = await ended(reg);
    expect(done).toMatchObject({ status: 'SUCCESS', nbTotal: 12, nbSuccess: 12, progress: 1 });
    for (const r of regs) expect((await task(r)).description).toBe('+y');
    const logs = (await call('GET', `/api/script/logs?requestId=${String(done.runId)}&range=0-99`)).body as unknown as Rec[];
    expect(logs).toHaveLength(12);
    expect((await action(reg, 'COMPLETE')).status).toBe(409);
  });

  it('COMPLETE marks a stopped run done', async () => {
    await tasks('bulk-e', ['e1', 'e2']);
    const reg = await batch('bulk-e');
    const job = { ctx: server.app.tabula, runner: server.app.scriptRunner, tenant: 'master', username: 'admin@master', locale: 'en' };
    await applyBatchAction(job, reg, 'DO');
    await action(reg, 'STOP_FETCHING');
    const completed = await action(reg, 'COMPLETE');
    expect(completed.body).toMatchObject({ status: 'SUCCESS', lastAction: 'COMPLETE', nbDone: 0 });
  });
});
