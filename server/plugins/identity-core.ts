import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { CallerResolver } from '../auth/callers.ts';
import '../auth/identity.ts';
import { loadSecretBox } from '../auth/secretBox.ts';

/** Decorates the server with the identity services shared by the identity plugins. */
async function identityCore(app: FastifyInstance): Promise<void> {
  app.decorate('identity', { callers: new CallerResolver(app.tabula), box: await loadSecretBox(app.tabula.db) });
}

export const identityCorePlugin = fp(identityCore, { name: 'identity-core' });
