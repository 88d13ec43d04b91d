import type { FastifyInstance } from 'fastify';
import { entityPermission } from '../../engine/permissions/index.ts';
import { requirePermission } from '../auth/identity.ts';
import { importRequestOf, runImport } from '../imports/runImport.ts';

/** Where the /imports page runs an import (a static segment: never an update of a run). */
export const IMPORT_RUN_PATH = '/api/import/imports/run';

/**
 * POST /api/import/imports/run (seed 000 §6 "read and write /api/import/imports"): runs an import
 * and answers its ImportRun record (201), see server/imports/runImport.ts and docs/imports.md. Needs
 * `write /api/import/imports` and the write permission of the entity imported. The runs are read
 * with the generic routes GET /api/import/imports and /api/import/imports/{id} (`read
 * /api/import/imports`); the generic writes of that collection are refused (auditCollections.ts).
 */
export async function importsPlugin(app: FastifyInstance): Promise<void> {
  const { tabula } = app;
  if (!tabula.registry.has('ImportRun')) return;
  const permission = entityPermission('POST', tabula.registry.get('ImportRun').apiPath);
  const config = { permission, openapi: { summary: 'Runs an import: creates one record per row (each checked as a create), keeps and answers the run with its counts and refused rows' } };
  app.post(IMPORT_RUN_PATH, { config }, async (request, reply) => {
    const caller = await requirePermission(app, request, permission);
    const run = await runImport(tabula, caller, importRequestOf(request.body));
    return reply.status(201).send(run);
  });
}
