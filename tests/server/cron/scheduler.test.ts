import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { CronTickResult } from '../../../server/cron/runCronTick.ts';
import { buildApp, createUser, signIn, USER_PASSWORD, type Headers } from '../identity/helpers.ts';

type Rec = Record<string, unknown>;

let app: FastifyInstance;
let admin: Headers;

/** Each test schedules its own minute, so the runs of one never meet another's. */
const BASE = new Date();
BASE.setSeconds(0, 0);
const minute = (n: number, seconds = 10) => new Date(BASE.getTime() + n * 60_000 + seconds * 1000);

async function call(method: 'GET' | 'POST' | 'PATCH' | 'PUT', url: string, payload?: unknown, headers: Headers = admin) {
  const res = await app.inject({ method, url, headers, ...(payload === undefined ? {} : { payload: payload as Rec }) });
  return { status: res.statusCode, headers: res.headers, body: (res.body ? JSON.parse(res.body) : undefined) as unknown };
}

async function setCronList(jobs: Rec[]) {
  const res = await call('PATCH', '/api/script/scripts/cron-list', { content: JSON.stringify(jobs) });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
}

/** The outcomes of the master tenant (the support and test tenants have their own, disabled, jobs). */
const ofMaster = (result: CronTickResult) => result.outcomes.filter((o) => o.tenant === 'master');

beforeAll(async () => {
  app = await buildApp();
  admin = await signIn(app);
  const scripts = {
    'cron-ok': `export function execute(ctx) { ctx.host.log('scheduled ' + ctx.body.job + ' at ' + ctx.body.scheduledAt); return { user: ctx.user.username }; }`,
    'cron-fail': `export function execute() { throw new Error('nightly import failed'); }`,
    'cron-loop': `export function execute() { for (;;) {} }`,
    'cron-flaky': `export function execute(ctx) { if (ctx.body.attempt < 2) throw new Error('first attempt fails'); return { attempt: ctx.body.attempt }; }`,
  };
  for (const [name, content] of Object.entries(scripts)) {
    const res = await call('POST', '/api/script/scripts', { name, type: 'cron', content });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
  }
});
afterAll(async () => app?.close());

describe('scheduled jobs (cron-list)', () => {
  it('has no timer in tests unless build() enables it: tests drive app.cron.tick(now)', () => {
    expect(app.cron.active).toBe(false);
  });

  it('a due job runs once per scheduled minute, even when two ticks race', async () => {
    await setCronList([{ name: 'ping', cron: '* * * * *', script: 'cron-ok', enabled: true }]);
    const [a, b] = await Promise.all([app.cron.tick(minute(1)), app.cron.tick(minute(1))]);
    const ran = [...ofMaster(a), ...ofMaster(b)];
    expect(ran).toHaveLength(1);
    expect(ran[0]).toMatchObject({ job: 'ping', status: 'success', scheduledAt: minute(1, 0) });
    expect([...a.skipped, ...b.skipped].filter((s) => s.tenant === 'master')).toHaveLength(1);
    // later in the same minute: nothing new; the next minute runs again
    expect(ofMaster(await app.cron.tick(minute(1, 40)))).toEqual([]);
    expect(ofMaster(await app.cron.tick(minute(2))).map((o) => o.job)).toEqual(['ping']);

    const runs = (await call('GET', '/api/core/crons/runs?job=ping')).body as Rec[];
    expect(runs.map((r) => r.scheduledAt)).toEqual([minute(2, 0).toISOString(), minute(1, 0).toISOString()]);
    expect(runs[0]).toMatchObject({ job: 'ping', script: 'cron-ok', status: 'success', username: 'cron@master', error: null, result: '{"user":"cron@master"}' });
    expect(typeof runs[0].durationMs).toBe('number');
  });

  it('a job not due, a disabled job and a job without enabled: true do not run', async () => {
    const other = `${(minute(3).getMinutes() + 30) % 60} * * * *`;
    await setCronList([
      { name: 'later', cron: other, script: 'cron-ok', enabled: true },
      { name: 'off', cron: '* * * * *', script: 'cron-ok', enabled: false },
      { name: 'unset', cron: '* * * * *', script: 'cron-ok' },
    ]);
    expect(ofMaster(await app.cron.tick(minute(3)))).toEqual([]);
    expect((await call('GET', '/api/core/crons/runs?job=off')).body).toEqual([]);
  });

  it('a failing, a runaway and a missing script are failed runs in the script logs; the next job still runs', async () => {
    await setCronList([
      { name: 'import', cron: '* * * * *', script: 'cron-fail', enabled: true },
      { name: 'runaway', cron: '* * * * *', script: 'cron-loop', enabled: true },
      { name: 'ghost', cron: '* * * * *', script: 'no-such-script', enabled: true },
      { name: 'bad-schedule', cron: '61 * * * *', script: 'cron-ok', enabled: true },
      { name: 'report', cron: '* * * * *', script: 'cron-ok', enabled: true },
    ]);
    const outcomes = ofMaster(await app.cron.tick(minute(4)));
    expect(outcomes.map((o) => [o.job, o.status])).toEqual([
      ['import', 'failure'],
      ['runaway', 'failure'],
      ['ghost', 'failure'],
      ['report', 'success'],
    ]);
    expect(outcomes[0].error).toContain('nightly import failed');
    expect(outcomes[1].error).toMatch(/time/i);

    const runs = (await call('GET', '/api/core/crons/runs?latest=true')).body as Rec[];
    const byJob = Object.fromEntries(runs.map((r) => [r.job, r]));
    expect(byJob.import).toMatchObject({ status: 'failure', scheduledAt: minute(4, 0).toISOString() });
    expect(String(byJob.import.error)).toContain('nightly import failed');
    expect(byJob.ghost).toMatchObject({ status: 'failure' });
    expect(byJob.report).toMatchObject({ status: 'success' });

    for (const [job, script] of [['import', 'cron-fail'], ['ghost', 'no-such-script']]) {
      const logs = (await call('GET', `/api/script/logs?scriptName=${script}&range=0-49`)).body as Rec[];
      const mine = logs.filter((l) => l.requestId === byJob[job].requestId);
      expect(mine.length, `${job}: ${JSON.stringify(logs)}`).toBeGreaterThan(0);
      expect(mine[0]).toMatchObject({ level: 'error', username: 'cron@master' });
    }
  });

  it('lists runs newest first with paging, the latest of each job, and only for admins or read /api/core/crons', async () => {
    const page = await call('GET', '/api/core/crons/runs?range=0-1');
    expect(page.status).toBe(200);
    expect(page.body).toHaveLength(2);
    expect(page.headers['pagination-continues']).toBe('true');
    const all = (await call('GET', '/api/core/crons/runs?range=0-99')).body as Rec[];
    const times = all.map((r) => String(r.scheduledAt));
    expect([...times].sort().reverse()).toEqual(times);
    const latest = (await call('GET', '/api/core/crons/runs?latest=true&job=ping')).body as Rec[];
    expect(latest).toHaveLength(1);
    expect(latest[0]).toMatchObject({ job: 'ping', scheduledAt: minute(2, 0).toISOString() });
    expect((await call('GET', '/api/core/crons/runs?range=oops')).status).toBe(400);

    const put = await call('PUT', '/api/core/profiles-permissions', { CRONS: ['read /api/core/crons'], NOTHING: [] });
    expect(put.status, JSON.stringify(put.body)).toBe(200);
    await createUser(app, admin, 'ops@master', { profiles: ['CRONS'] });
    await createUser(app, admin, 'nobody@master', { profiles: ['NOTHING'] });
    const [ops, nobody] = await Promise.all(['ops@master', 'nobody@master'].map((u) => signIn(app, u, USER_PASSWORD)));
    expect((await call('GET', '/api/core/crons/runs', undefined, ops)).status).toBe(200);
    expect((await call('GET', '/api/core/crons/runs', undefined, nobody)).status).toBe(403);
  });

  it('retries a failed job after its delay on a later pass, and dead-letters one that failed its last attempt', async () => {
    await setCronList([
      { name: 'flaky', cron: '* * * * *', script: 'cron-flaky', enabled: true, retryLimit: 2, retryDelaySeconds: 1 },
      { name: 'hopeless', cron: '* * * * *', script: 'cron-fail', enabled: true, retryLimit: 1, retryDelaySeconds: 0 },
    ]);
    const first = ofMaster(await app.cron.tick(minute(6)));
    expect(first.slice(0, 2).map((o) => [o.job, o.status])).toEqual([
      ['flaky', 'failure'],
      ['hopeless', 'failure'],
    ]);
    const waiting = ((await call('GET', '/api/core/crons/runs?job=flaky')).body as Rec[])[0];
    expect(waiting).toMatchObject({ status: 'retry', attempts: 0, retryLimit: 2, deadLettered: false });
    expect(String(waiting.error)).toContain('first attempt fails');
    expect(new Date(String(waiting.nextAttemptAt)).getTime()).toBeGreaterThan(Date.now() - 1000);

    // later passes in the same minute send nothing new, and take each retry once it is due
    // (hopeless's, due at once, in the first pass or the next one)
    const ran = [...first];
    await vi.waitFor(
      async () => {
        ran.push(...ofMaster(await app.cron.tick(minute(6, 40))));
        expect(ran.map((o) => `${o.job} ${o.status}`).sort()).toEqual(['flaky failure', 'flaky success', 'hopeless failure', 'hopeless failure']);
      },
      { timeout: 15_000, interval: 300 },
    );
    const runs = Object.fromEntries(((await call('GET', '/api/core/crons/runs?latest=true')).body as Rec[]).map((r) => [r.job, r]));
    expect(runs.flaky).toMatchObject({ status: 'success', attempts: 1, result: '{"attempt":2}', error: null, deadLettered: false });
    expect(runs.hopeless).toMatchObject({ status: 'failure', attempts: 1, deadLettered: true });
    expect(String(runs.hopeless.error)).toContain('nightly import failed');
  });

  it('runs nothing of an inactive tenant, and nothing once stopped', async () => {
    await setCronList([{ name: 'ping', cron: '* * * * *', script: 'cron-ok', enabled: true }]);
    await app.tabula.db.admin((q) => q.query(`UPDATE tenants SET data = data || '{"isActive": false}' WHERE name = 'master'`));
    expect(ofMaster(await app.cron.tick(minute(5)))).toEqual([]);
    await app.tabula.db.admin((q) => q.query(`UPDATE tenants SET data = data - 'isActive' WHERE name = 'master'`));
    expect(ofMaster(await app.cron.tick(minute(5))).map((o) => o.job)).toEqual(['ping']);
  });
});
