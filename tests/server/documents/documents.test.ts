import type { FastifyInstance } from 'fastify';
import { PDFDocument } from 'pdf-lib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { build } from '../../../server/app.ts';

type Rec = Record<string, unknown>;
const PASSWORD = 'Documents-test-Passw0rd';
const CONTRACTS = '/api/financing/contracts';
/** A 1x1 PNG. */
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');

let app: FastifyInstance;
let auth: Record<string, string>;
let owner: string;
let samplePdf: Buffer;

/** A multipart body with text fields and one file. */
function multipart(fields: Record<string, string>, file: { name: string; content: Buffer; type: string }) {
  const boundary = `----tabula${Date.now()}`;
  const parts: Buffer[] = [];
  for (const [k, v] of Object.entries(fields)) parts.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`));
  parts.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${file.name}"\r\nContent-Type: ${file.type}\r\n\r\n`));
  parts.push(file.content, Buffer.from(`\r\n--${boundary}--\r\n`));
  return { payload: Buffer.concat(parts), headers: { ...auth, 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

async function upload(fields: Record<string, string>, file: { name: string; content: Buffer; type: string }, query = '') {
  const body = multipart(fields, file);
  const res = await app.inject({ method: 'POST', url: `${CONTRACTS}/${owner}/documents${query}`, ...body });
  return { status: res.statusCode, body: JSON.parse(res.body) as Rec };
}

beforeAll(async () => {
  process.env.TABULA_DOCUMENT_MAX_SIZE = '1MB';
  app = await build({ adminPassword: PASSWORD, logger: false, demoData: false });
  const login = await app.inject({ method: 'POST', url: '/api/core/auth/login', payload: { username: 'admin@master', password: PASSWORD } });
  auth = { authorization: String(login.headers.authorization) };
  const c = await app.inject({ method: 'POST', url: CONTRACTS, headers: auth, payload: { name: 'With documents' } });
  owner = String((JSON.parse(c.body) as Rec).registration);
  const doc = await PDFDocument.create();
  doc.addPage([300, 300]).drawText('Tabula', { x: 50, y: 150 });
  samplePdf = Buffer.from(await doc.save());
});
afterAll(async () => {
  delete process.env.TABULA_DOCUMENT_MAX_SIZE;
  await app?.close();
});

describe('documents of a record', () => {
  it('uploads, lists, downloads byte-identical, renames and deletes', async () => {
    const up = await upload({ type: 'CONTRACT', name: 'Signed contract' }, { name: 'signed.pdf', content: samplePdf, type: 'application/pdf' });
    expect(up.status).toBe(201);
    const id = String(up.body._id);
    expect(up.body).toMatchObject({ name: 'Signed contract', type: 'CONTRACT', entityName: 'Contract', entityRegistration: owner, size: samplePdf.length });
    const list = await app.inject({ method: 'GET', url: `${CONTRACTS}/${owner}/documents?type=CONTRACT`, headers: auth });
    expect((JSON.parse(list.body) as Rec[]).map((d) => d._id)).toEqual([id]);
    const other = await app.inject({ method: 'GET', url: `${CONTRACTS}/${owner}/documents?type=INVOICE`, headers: auth });
    expect(JSON.parse(other.body)).toEqual([]);

    const content = await app.inject({ method: 'GET', url: `${CONTRACTS}/${owner}/documents/${id}/content?contentDisposition=inline`, headers: auth });
    expect(content.statusCode).toBe(200);
    expect(content.headers['content-type']).toBe('application/pdf');
    expect(String(content.headers['content-disposition'])).toMatch(/^inline; filename="signed.pdf"/);
    expect(Buffer.compare(content.rawPayload, samplePdf)).toBe(0);
    // the session token in the query opens nothing (issue 40 item 4)
    const token = auth.authorization.slice('Bearer '.length);
    const queryToken = await app.inject({ method: 'GET', url: `${CONTRACTS}/${owner}/documents/${id}/content?contentDisposition=inline&token=${token}` });
    expect(queryToken.statusCode).toBe(401);

    // the link for a new window: the content URL with a single-use ticket, spent by its first opening
    const link = await app.inject({ method: 'GET', url: `${CONTRACTS}/${owner}/documents/${id}/link`, headers: auth });
    const url = String((JSON.parse(link.body) as Rec).url);
    expect(url).toMatch(new RegExp(`^${CONTRACTS}/${owner}/documents/${id}/content\\?contentDisposition=inline&ticket=`));
    expect(url).not.toContain(token);
    const viaLink = await app.inject({ method: 'GET', url });
    expect(Buffer.compare(viaLink.rawPayload, samplePdf)).toBe(0);
    expect((await app.inject({ method: 'GET', url })).statusCode).toBe(401);

    const renamed = await app.inject({ method: 'PATCH', url: `${CONTRACTS}/${owner}/documents/${id}`, headers: auth, payload: { name: 'Renamed' } });
    expect(JSON.parse(renamed.body)).toMatchObject({ _id: id, name: 'Renamed' });
    const del = await app.inject({ method: 'DELETE', url: `${CONTRACTS}/${owner}/documents/${id}`, headers: auth });
    expect(del.statusCode).toBe(204);
    const gone = await app.inject({ method: 'GET', url: `${CONTRACTS}/${owner}/documents/${id}/content`, headers: auth });
    expect(JSON.parse(gone.body)).toMatchObject({ status: 404, code: 'DOCUMENT_NOT_FOUND' });
  });

  it('refuses a file over the maximum size with the spec message', async () => {
    const res = await upload({}, { name: 'big.pdf', content: Buffer.alloc(1048576 + 10, 1), type: 'application/pdf' });
    expect(res).toMatchObject({ status: 413, body: { code: 'FILE_TOO_LARGE', message: 'File too large. Max size 1MB' } });
  });

  it('refuses a forbidden extension with INVALID_FILE_EXTENSION and the accepted list', async () => {
    const res = await upload({}, { name: 'run.exe', content: Buffer.from('MZ'), type: 'application/octet-stream' });
    expect(res.status).toBe(400);
    expect(res.body.code).toBe('INVALID_FILE_EXTENSION');
    expect(String(res.body.message)).toMatch(/^Forbidden document extension "exe"\. Accepted formats: pdf, jpg, jpeg, png/);
    const wm = await upload({ watermark: 'COPY' }, { name: 'notes.txt', content: Buffer.from('x'), type: 'text/plain' });
    expect(wm.body.message).toBe('Forbidden document extension "txt". Accepted formats: jpeg, jpg, png, pdf');
  });

  it('watermarks a PDF into a valid PDF, and converts an image to PDF', async () => {
    const wm = await upload({ watermark: 'CONFIDENTIAL', name: 'marked' }, { name: 'a.pdf', content: samplePdf, type: 'application/pdf' });
    expect(wm.status).toBe(201);
    const marked = await app.inject({ method: 'GET', url: `${CONTRACTS}/${owner}/documents/${wm.body._id}/content`, headers: auth });
    expect(marked.rawPayload.length).toBeGreaterThan(samplePdf.length);
    expect((await PDFDocument.load(marked.rawPayload)).getPageCount()).toBe(1);

    const img = await upload({ convertToPdf: '1' }, { name: 'photo.png', content: PNG, type: 'image/png' });
    expect(img.body).toMatchObject({ fileName: 'photo.pdf', mimeType: 'application/pdf' });
    const pdf = await app.inject({ method: 'GET', url: `${CONTRACTS}/${owner}/documents/${img.body._id}/content`, headers: auth });
    expect((await PDFDocument.load(pdf.rawPayload)).getPageCount()).toBe(1);
  });

  it('answers UNAVAILABLE_SOFTWARE (500) for an office conversion without LibreOffice', async () => {
    process.env.TABULA_SOFFICE = '/nonexistent/soffice';
    const res = await upload({ convertToPdf: 'true' }, { name: 'letter.docx', content: Buffer.from('PK'), type: 'application/zip' });
    delete process.env.TABULA_SOFFICE;
    expect(res.status).toBe(500);
    expect(res.body.code).toBe('UNAVAILABLE_SOFTWARE');
    expect(String(res.body.message)).toContain('LibreOffice');
  });

  it('accepts the JSON form of an upload and keeps documents per record', async () => {
    const res = await app.inject({
      method: 'POST',
      url: `${CONTRACTS}/${owner}/documents`,
      headers: auth,
      payload: { fileName: 'hello.txt', contentBase64: Buffer.from('hello').toString('base64'), type: 'NOTE' },
    });
    expect(res.statusCode).toBe(201);
    const other = await app.inject({ method: 'POST', url: CONTRACTS, headers: auth, payload: { name: 'Other' } });
    const reg = String((JSON.parse(other.body) as Rec).registration);
    const id = String((JSON.parse(res.body) as Rec)._id);
    const cross = await app.inject({ method: 'GET', url: `${CONTRACTS}/${reg}/documents/${id}/content`, headers: auth });
    expect(cross.statusCode).toBe(404);
    const direct = await app.inject({ method: 'GET', url: `/api/core/documents/${id}/content`, headers: auth });
    expect(direct.body).toBe('hello');
  });
});
