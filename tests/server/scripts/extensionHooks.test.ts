import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabases } from '../support/testDatabases.ts';
import { startTestServer, type Headers, type TestServer } from '../support/testServer.ts';

type Rec = Record<string, unknown>;

/** A note-extension script: refuses notes that say "forbidden", upper-cases names, keeps pinned notes. */
const NOTE_EXTENSION = `
function execute(ctx) {
  if (ctx.event === 'beforeDelete' && ctx.previous.pinned) return { errors: [{ path: 'pinned', message: 'A pinned note cannot be deleted' }] };
  if (ctx.event !== 'beforeCreate' && ctx.event !== 'beforeUpdate') return null;
  const content = String(ctx.data.content || '');
  if (content.includes('forbidden')) return { errors: [{ path: 'content', message: 'Notes may not say forbidden' }] };
  if (content === 'boom') throw new Error('kaput');
  return { data: { name: String(ctx.data.name || '').toUpperCase(), status: 'HACKED', registration: 'NOT-MINE' } };
}`;

/** A format-check script for French number plates (AB-123-CD). */
const PLATE_CHECK = `
function execute(ctx) {
  if (ctx.value === 'crash') throw new Error('plate service down');
  return /^[A-Z]{2}-[0-9]{3}-[A-Z]{2}$/.test(ctx.value) ? { valid: true } : { valid: false, message: 'Plate must look like AB-123-CD' };
}`;

/** A dyno entity created at run time whose plate field names the format-check script. */
const INSPECTIONS = [
  {
    name: 'dynoInspection',
    title: 'Vehicle inspection',
    properties: {
      plate: { type: ['string', 'null'], 'x-field': { type: 'text', label: 'Plate', formatCheck: 'plate-format-check' } },
      result: { type: ['string', 'null'], 'x-field': { type: 'text', label: 'Result' } },
    },
  },
];

describe.each(testDatabases())('extension and format-check scripts on every write (issue 18 item 2) on $name', (db) => {
  let s: TestServer;
  const call = (method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, headers: Headers, payload?: unknown) =>
    s.inject({ method, url, headers, ...(payload === undefined ? {} : { payload: payload as Rec }) });
  const notesCount = async (headers: Headers) => Number((await call('GET', '/api/core/notes?range=0-0&count=exact', headers)).headers['content-range']?.toString().split('/')[1]);

  beforeAll(async () => {
    s = await startTestServer(db);
    for (const script of [
      { name: 'note-extension', type: 'extension', content: NOTE_EXTENSION },
      { name: 'plate-format-check', type: 'format-check', content: PLATE_CHECK },
      { name: 'dyno-inspection-extension', type: 'extension', content: 'function execute(ctx) { return ctx.event === "beforeCreate" ? { data: { result: "PENDING" } } : null; }' },
    ]) {
      const saved = await call('POST', '/api/script/scripts', s.master, script);
      expect(saved.statusCode, saved.body).toBe(201);
    }
    const dyno = await call('PATCH', '/api/script/scripts/dyno-descriptors', s.master, { content: JSON.stringify(INSPECTIONS) });
    expect(dyno.statusCode, dyno.body).toBe(200);
    expect((await call('GET', '/api/dyno', s.master)).statusCode).toBe(200);
  });
  afterAll(() => s.close());

  it('patches the record before it is stored, but never its registration or status', async () => {
    const res = await call('POST', '/api/core/notes', s.master, { name: 'call the client', content: 'fine' });
    expect(res.statusCode, res.body).toBe(201);
    const note = res.json() as Rec;
    expect(note.name).toBe('CALL THE CLIENT');
    expect(note.registration).not.toBe('NOT-MINE');
    expect(note.status).not.toBe('HACKED');
  });

  it("refuses a write with 400 and the script's messages, and stores nothing", async () => {
    const before = await notesCount(s.master);
    const res = await call('POST', '/api/core/notes', s.master, { name: 'x', content: 'this is forbidden' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'EXTENSION_REFUSED', message: 'Notes may not say forbidden', errors: [{ path: 'content', message: 'Notes may not say forbidden' }] });
    expect(await notesCount(s.master)).toBe(before);
  });

  it('runs on updates and on deletes too', async () => {
    const note = (await call('POST', '/api/core/notes', s.master, { name: 'keep', content: 'ok', pinned: true })).json() as Rec;
    const update = await call('PATCH', `/api/core/notes/${note.registration}`, s.master, { content: 'now forbidden' });
    expect(update.statusCode).toBe(400);
    expect((await call('GET', `/api/core/notes/${note.registration}`, s.master)).json().content).toBe('ok');
    const del = await call('DELETE', `/api/core/notes/${note.registration}`, s.master);
    expect(del.statusCode).toBe(400);
    expect(del.json().message).toBe('A pinned note cannot be deleted');
    expect((await call('GET', `/api/core/notes/${note.registration}`, s.master)).statusCode).toBe(200);
  });

  it('refuses cleanly when the script fails, and logs the failure', async () => {
    const before = await notesCount(s.master);
    const res = await call('POST', '/api/core/notes', s.master, { name: 'x', content: 'boom' });
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('EXTENSION_FAILED');
    expect(res.json().message).toContain('note-extension');
    expect(await notesCount(s.master)).toBe(before);
    await expect
      .poll(async () => ((await call('GET', '/api/script/logs?scriptName=note-extension&range=0-9', s.master)).json() as Rec[]).some((l) => String(l.output).includes('kaput')))
      .toBe(true);
  });

  it("applies a saved change at once, and never to another tenant's writes", async () => {
    const other = await call('POST', '/api/core/notes', s.test, { name: 'x', content: 'forbidden in test is fine' });
    expect(other.statusCode).toBe(201);
    const script = (await call('GET', '/api/script/scripts/note-extension', s.master)).json() as Rec;
    const disabled = await call('PATCH', '/api/script/scripts/note-extension', s.master, { enabled: false, _version: script._version });
    expect(disabled.statusCode, disabled.body).toBe(200);
    expect((await call('POST', '/api/core/notes', s.master, { name: 'x', content: 'forbidden but off' })).statusCode).toBe(201);
  });

  it('checks a field that names a format-check script, on an entity created at run time', async () => {
    const bad = await call('POST', '/api/dyno/dynoInspection', s.master, { name: 'Yearly', plate: 'abc' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ code: 'INVALID_FIELD_VALUE', errors: [{ path: 'plate', message: 'Plate must look like AB-123-CD' }] });
    expect(bad.json().message).toContain('Plate');
    const good = await call('POST', '/api/dyno/dynoInspection', s.master, { name: 'Yearly', plate: 'AB-123-CD' });
    expect(good.statusCode, good.body).toBe(201);
    // the dyno entity's own extension script ran too
    expect(good.json().result).toBe('PENDING');
    const failing = await call('PATCH', `/api/dyno/dynoInspection/${good.json().registration}`, s.master, { plate: 'crash' });
    expect(failing.statusCode).toBe(400);
    expect(failing.json().errors[0]).toMatchObject({ path: 'plate' });
    expect((await call('GET', `/api/dyno/dynoInspection/${good.json().registration}`, s.master)).json().plate).toBe('AB-123-CD');
  });
});
