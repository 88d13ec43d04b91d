import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { build } from '../../../server/app.ts';
import type { CronTickResult } from '../../../server/cron/runCronTick.ts';
import { ADMIN_PASSWORD, signIn, type Headers } from '../support/testServer.ts';
import { testDatabases } from '../support/testDatabases.ts';

type Rec = Record<string, unknown>;

const SCRIPT = `export function execute(ctx) { return { data: { description: 'scheduled ' + ctx.body.batch.registration } }; }`;

/** The fixed clock of the ticks: the batches are scheduled before or after it. */
const NOW = new Date('2024-03-01T08:00:30Z');
const ofMaster = (r: CronTickResult) => r.batches.filter((b) => b.tenant === 'master');

describe.each(testDatabases())('scheduled batches ($name)', (db) => {
  let app: FastifyInstance;
  let second: FastifyInstance | undefined;
  let admin: Headers;
  const call = async (method: 'GET' | 'POST' | 'PATCH', url: string, payload?: unknown) => {
    const res = await app.inject({ method, url, headers: admin, ...(payload === undefined ? {} : { payload: payload as Rec }) });
    return { status: res.statusCode, body: (res.body ? JSON.parse(res.body) : undefined) as Rec };
  };
  const batch = async (tag: string, scheduledDate: string | null, scriptName = 'scheduled-test') => {
    const res = await call('POST', '/api/script/batches', { name: `Run ${tag}`, scriptName, scheduledDate, parameters: { entityName: 'Task', query: `type=${tag}` } });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    return String(res.body.registration);
  };
  const get = async (reg: string) => (await call('GET', `/api/script/batches/${reg}`)).body;

  beforeAll(async () => {
    const databaseUrl = await db.create();
    app = await build({ databaseUrl, adminPassword: ADMIN_PASSWORD, demoData: false, logger: false });
    admin = await signIn(app, 'admin@master', ADMIN_PASSWORD);
    // on PostgreSQL a second instance shares the database, as two servers would
    if (databaseUrl) second = await build({ databaseUrl, adminPassword: ADMIN_PASSWORD, demoData: false, logger: false });
    expect((await call('POST', '/api/script/scripts', { name: 'scheduled-test', type: 'run', content: SCRIPT })).status).toBe(201);
    for (const name of ['one', 'two']) expect((await call('POST', '/api/core/tasks', { name, type: 'sched', description: '' })).status).toBe(201);
  });
  afterAll(async () => {
    await second?.close();
    await app?.close();
    await db.drop();
  });

  it('a DRAFT batch whose scheduledDate has passed starts by itself once, even when two instances tick together', async () => {
    const due = await batch('sched', '2024-03-01T07:59:00Z');
    const later = await batch('sched', '2024-03-01T09:00:00Z');
    const unscheduled = await batch('sched', null);

    const ticks = await Promise.all([app.cron.tick(NOW), (second ?? app).cron.tick(NOW)]);
    const started = ticks.flatMap(ofMaster);
    expect(started.map((s) => [s.registration, s.status])).toEqual([[due, 'success']]);
    expect(await started[0].processing).toBeUndefined();

    const run = await get(due);
    expect(run).toMatchObject({ status: 'SUCCESS', lastAction: 'DO', nbTotal: 2, nbSuccess: 2 });
    const tasks = (await call('GET', '/api/core/tasks?type=sched')).body as unknown as Rec[];
    expect(tasks.map((t) => t.description)).toEqual([`scheduled ${due}`, `scheduled ${due}`]);
    expect((await get(later)).status).toBe('DRAFT');
    expect((await get(unscheduled)).status).toBe('DRAFT');

    // the start is a run of the scheduler; a later pass starts nothing again, a DO by hand is refused
    const runs = (await call('GET', `/api/core/crons/runs?job=batch:${due}`)).body as unknown as Rec[];
    expect(runs).toEqual([expect.objectContaining({ status: 'success', scheduledAt: '2024-03-01T07:59:00.000Z', username: 'cron@master' })]);
    expect(ofMaster(await app.cron.tick(new Date('2024-03-01T08:01:30Z')))).toEqual([]);
    const again = await call('POST', `/api/script/batches/${due}/actions/DO`, {});
    expect(again.status).toBe(409);
    expect(again.body.code).toBe('BATCH_ACTION_NOT_ALLOWED');

    // RESET drops the passed schedule: the batch stays DRAFT
    expect((await call('POST', `/api/script/batches/${due}/actions/RESET`, {})).body).toMatchObject({ status: 'DRAFT', scheduledDate: null });
    expect(ofMaster(await app.cron.tick(new Date('2024-03-01T08:30:30Z')))).toEqual([]);

    // the later one starts when its time comes
    const next = ofMaster(await app.cron.tick(new Date('2024-03-01T09:00:10Z')));
    expect(next.map((s) => s.registration)).toEqual([later]);
    await next[0].processing;
    expect((await get(later)).status).toBe('SUCCESS');
  });

  it('a scheduled batch that cannot run stays DRAFT with the reason, and is not tried every minute', async () => {
    const broken = await batch('sched', '2024-03-02T06:00:00Z', 'no-such-script');
    const [failed] = ofMaster(await app.cron.tick(new Date('2024-03-02T06:00:20Z')));
    expect(failed).toMatchObject({ registration: broken, status: 'failure' });
    expect(failed.error).toContain('no-such-script');
    const after = await get(broken);
    expect(after.status).toBe('DRAFT');
    expect((after.errors as Rec[])[0]).toMatchObject({ code: 'BATCH_INVALID_PARAMETERS' });
    expect(ofMaster(await app.cron.tick(new Date('2024-03-02T06:01:20Z')))).toEqual([]);
  });
});
