import type { FastifyInstance } from 'fastify';
import { requireSession } from './session.ts';

/** The container of documents attached to no record. */
export const UNATTACHED_CONTAINER = 'unattached';

interface ContainerRow {
  name: string;
  objects: number;
  bytes: string | number;
  lastStored: string | null;
}

/**
 * The document store seen as object storage (pages /object-storage-containers and
 * /object-storage-container/{name}): one container per entity that documents are attached to
 * (`unattached` for the others), its stored objects, their bytes and checksums. Read-only; the
 * documents themselves are managed from the records they belong to.
 */
export async function objectStoragePlugin(app: FastifyInstance): Promise<void> {
  const { tabula } = app;
  const documents = tabula.registry.get('Document');
  const config = { permission: `read ${documents.apiPath}` };
  const container = `COALESCE(NULLIF(d.data ->> 'entityName', ''), '${UNATTACHED_CONTAINER}')`;

  app.get('/api/core/object-storage/containers', { config }, async (request) => {
    const session = requireSession(request);
    const { rows } = await tabula.db.withTenant(session.tenant, (q) =>
      q.query<ContainerRow>(
        `SELECT ${container} AS name, count(*)::int AS objects, COALESCE(sum(c.size), 0)::bigint AS bytes,
                to_char(max(c.created_at) AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') AS "lastStored"
         FROM ${documents.table} d JOIN document_contents c ON c.tenant = d.tenant AND c.id = d.id
         GROUP BY 1 ORDER BY 1`,
      ),
    );
    return rows.map((r) => ({ ...r, bytes: Number(r.bytes) }));
  });

  app.get<{ Params: { name: string } }>(
    '/api/core/object-storage/containers/:name',
    { config },
    async (request) => {
      const session = requireSession(request);
      const { rows } = await tabula.db.withTenant(session.tenant, (q) =>
        q.query(
          `SELECT d.id::text AS "_id", d.registration, d.name, d.data ->> 'fileName' AS "fileName",
                d.data ->> 'entityRegistration' AS "entityRegistration", c.content_type AS "contentType",
                c.size, c.sha256, to_char(c.created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') AS "storedAt"
         FROM ${documents.table} d JOIN document_contents c ON c.tenant = d.tenant AND c.id = d.id
         WHERE ${container} = $1 ORDER BY c.created_at DESC LIMIT 1000`,
          [request.params.name],
        ),
      );
      return rows;
    },
  );
}
