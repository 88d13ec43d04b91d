import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from '../../engine/errors/AppError.ts';
import { requireSelfOr } from '../auth/identity.ts';
import { MAX_PHOTO_BYTES, photoType } from '../auth/photos.ts';

type Params = { username: string };

/** The uploaded file of a multipart request, with every upload failure turned into a catalogued error. */
async function uploaded(request: FastifyRequest): Promise<{ data: Buffer; filename: string }> {
  let file;
  try {
    file = await request.file();
  } catch {
    throw new AppError('MISSING_FILE_IN_REQUEST');
  }
  if (!file) throw new AppError('MISSING_FILE_IN_REQUEST');
  try {
    return { data: await file.toBuffer(), filename: file.filename };
  } catch {
    throw new AppError('PAYLOAD_TOO_LARGE');
  }
}

/**
 * A user's photo (seed 001 §7): GET (binary; ?no404=1 answers 204 instead of 404), POST multipart
 * `file`, DELETE. Users manage their own; 'write /api/core/users' manages anyone's.
 */
export async function identityPhotosPlugin(app: FastifyInstance): Promise<void> {
  const { tabula } = app;
  await app.register(multipart, { limits: { fileSize: MAX_PHOTO_BYTES, files: 1 } });
  const path = '/api/core/users/:username/photo';

  app.get<{ Params: Params; Querystring: { no404?: string } }>(path, async (request, reply) => {
    const caller = await requireSelfOr(app, request, request.params.username, 'read /api/core/users');
    const { rows } = await tabula.db.withTenant(caller.tenant, (q) =>
      q.query<{ content_type: string; data: Uint8Array }>('SELECT content_type, data FROM user_photos WHERE username = $1', [request.params.username]),
    );
    if (!rows[0]) {
      if (request.query.no404 === '1' || request.query.no404 === 'true') return reply.status(204).send();
      throw new AppError('PHOTO_NOT_FOUND', [request.params.username]);
    }
    return reply.type(rows[0].content_type).header('Cache-Control', 'private, max-age=60').send(Buffer.from(rows[0].data));
  });

  app.post<{ Params: Params }>(path, async (request) => {
    const caller = await requireSelfOr(app, request, request.params.username, 'write /api/core/users');
    const { data, filename } = await uploaded(request);
    const contentType = photoType(data, filename);
    await tabula.db.withTenant(caller.tenant, (q) =>
      q.query(
        `INSERT INTO user_photos (username, content_type, data) VALUES ($1, $2, $3)
         ON CONFLICT (tenant, username) DO UPDATE SET content_type = EXCLUDED.content_type, data = EXCLUDED.data, updated_at = now()`,
        [request.params.username, contentType, data],
      ),
    );
    return { username: request.params.username, contentType, size: data.length };
  });

  app.delete<{ Params: Params }>(path, async (request, reply) => {
    const caller = await requireSelfOr(app, request, request.params.username, 'write /api/core/users');
    await tabula.db.withTenant(caller.tenant, (q) => q.query('DELETE FROM user_photos WHERE username = $1', [request.params.username]));
    return reply.status(204).send();
  });
}
