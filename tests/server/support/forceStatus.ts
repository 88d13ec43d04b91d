import type { FastifyInstance } from 'fastify';

type Rec = Record<string, unknown>;

/**
 * Moves a record to `status` through the server's own store, the way a transition does
 * (`workflow: true`, a History TRANSITION entry): the set-up of a record beyond its workflow's
 * initial status, which a client create may not name (seed 002 §4). Answers the stored record.
 */
export function forceStatus(app: FastifyInstance, tenant: string, entityName: string, registration: unknown, status: string): Promise<Rec> {
  const { db, store, registry } = app.tabula;
  return db.withTenant(tenant, (q) => store.update(q, registry.get(entityName), String(registration), { status }, { username: `workflow@${tenant}`, workflow: true }));
}
