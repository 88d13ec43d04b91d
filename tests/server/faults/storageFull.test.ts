/**
 * A full disk while a document is uploaded. The failure is injected at the storage boundary (the
 * server's ContentStore, wrapped so that `put` fails the way a full disk fails), never in the
 * database layer: the upload must answer 507 STORAGE_FULL, and no Document record, History entry
 * or content may remain; once there is room again the same upload succeeds.
 */
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { build } from '../../../server/app.ts';
import { databaseContentStore, type ContentStore } from '../../../server/storage/documentContents.ts';
import { signIn, type Headers } from '../support/testServer.ts';
import { testDatabases } from '../support/testDatabases.ts';

type Rec = Record<string, unknown>;
const PASSWORD = 'Storage-Full-Passw0rd';
const CONTRACTS = '/api/financing/contracts';

/** The error a file system answers when it is full (what fs.writeFile throws). */
function enospc(): Error {
  return Object.assign(new Error('ENOSPC: no space left on device, write'), {
    code: 'ENOSPC',
    errno: -28,
    syscall: 'write',
  });
}

/** What PostgreSQL answers when it cannot grow a table file (SQLSTATE 53100, disk_full). */
function pgDiskFull(): Error {
  return Object.assign(new Error('could not extend file "base/16384/24601": No space left on device'), {
    code: '53100',
    severity: 'ERROR',
    hint: 'Check free disk space.',
  });
}

/** A multipart body with text fields and one file. */
function multipart(
  headers: Headers,
  fields: Record<string, string>,
  file: { name: string; content: Buffer; type: string },
) {
  const boundary = `----tabula${Date.now()}`;
  const parts: Buffer[] = [];
  for (const [k, v] of Object.entries(fields))
    parts.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`));
  parts.push(
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${file.name}"\r\nContent-Type: ${file.type}\r\n\r\n`,
    ),
  );
  parts.push(file.content, Buffer.from(`\r\n--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(parts),
    headers: { ...headers, 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

describe.each(testDatabases())('disk full on upload on $name', (db) => {
  let app: FastifyInstance;
  let h: Headers;
  let owner = '';
  let failure: (() => Error) | undefined;
  /** The server's store, failing like a full disk while `failure` is set. */
  const contentStore: ContentStore = {
    ...databaseContentStore,
    async put(q, id, content, contentType) {
      if (failure) throw failure();
      return databaseContentStore.put(q, id, content, contentType);
    },
  };

  beforeAll(async () => {
    const databaseUrl = await db.create();
    app = await build({ databaseUrl, adminPassword: PASSWORD, demoData: false, logger: false, contentStore });
    h = await signIn(app, 'admin@master', PASSWORD);
    const c = await app.inject({
      method: 'POST',
      url: CONTRACTS,
      headers: h,
      payload: { name: 'With a full disk' },
    });
    expect(c.statusCode, c.body).toBe(201);
    owner = String(c.json().registration);
  }, 120_000);
  afterAll(async () => {
    await app?.close();
    await db.drop();
  });

  /** What is stored about documents: records, contents, and the History entries of Document records. */
  const stored = () =>
    app.tabula.db.withTenant('master', async (q) => {
      const count = async (sql: string) => Number((await q.query<{ n: number }>(sql)).rows[0].n);
      return {
        documents: await count(`SELECT count(*)::int AS n FROM ${app.tabula.registry.get('Document').table}`),
        contents: await count('SELECT count(*)::int AS n FROM document_contents'),
        histories: await count(
          `SELECT count(*)::int AS n FROM ${app.tabula.registry.get('History').table} WHERE data ->> 'entityName' = 'Document'`,
        ),
      };
    });

  const uploadMultipart = () =>
    app.inject({
      method: 'POST',
      url: `${CONTRACTS}/${owner}/documents`,
      ...multipart(
        h,
        { type: 'CONTRACT' },
        { name: 'signed.txt', content: Buffer.from('signed contract'), type: 'text/plain' },
      ),
    });
  const uploadJson = () =>
    app.inject({
      method: 'POST',
      url: `${CONTRACTS}/${owner}/documents`,
      headers: h,
      payload: {
        fileName: 'note.txt',
        contentBase64: Buffer.from('a note').toString('base64'),
        mimeType: 'text/plain',
      },
    });

  it('answers 507 STORAGE_FULL and keeps no Document record, History entry or content; the upload works once there is room', async () => {
    const before = await stored();
    for (const [fail, upload] of [
      [enospc, uploadMultipart],
      [pgDiskFull, uploadJson],
    ] as const) {
      failure = fail;
      const res = await upload();
      expect(res.statusCode, res.body).toBe(507);
      expect(res.json()).toEqual({
        status: 507,
        code: 'STORAGE_FULL',
        message: 'No space left to store the data: ask an administrator to free some',
      });
      expect(await stored()).toEqual(before);
      const list = await app.inject({ method: 'GET', url: `${CONTRACTS}/${owner}/documents`, headers: h });
      expect(list.json()).toEqual([]);
    }
    failure = undefined;
    const ok = await uploadMultipart();
    expect(ok.statusCode, ok.body).toBe(201);
    const doc = ok.json() as Rec;
    const content = await app.inject({
      method: 'GET',
      url: `${CONTRACTS}/${owner}/documents/${String(doc._id)}/content`,
      headers: h,
    });
    expect(content.body).toBe('signed contract');
    expect(await stored()).toEqual({
      documents: before.documents + 1,
      contents: before.contents + 1,
      histories: before.histories + 1,
    });
  });
});
