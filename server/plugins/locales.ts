import type { FastifyInstance } from 'fastify';
import { AppError } from '../../engine/errors/AppError.ts';
import { requireSession } from './session.ts';

/** Value stored for a key reported missing, until someone translates it. */
export const TO_TRANSLATE = 'TO TRANSLATE';

/**
 * POST /api/core/locales/{locale}/keys {keysToAdd}: the client reports translation keys it did not
 * find; they are added to the tenant's locale as 'TO TRANSLATE' (existing keys are never touched).
 * GET /api/core/locales/{locale} is the generic Locale record, whose `translations` the client reads.
 */
export async function localesPlugin(app: FastifyInstance): Promise<void> {
  app.post<{ Params: { locale: string }; Body: { keysToAdd: string[] } }>(
    '/api/core/locales/:locale/keys',
    {
      schema: {
        body: {
          type: 'object',
          required: ['keysToAdd'],
          properties: { keysToAdd: { type: 'array', maxItems: 500, items: { type: 'string', minLength: 1, maxLength: 500 } } },
        },
      },
    },
    async (request) => {
      const session = requireSession(request);
      const { registry, store, db } = app.tabula;
      if (!registry.has('Locale')) throw new AppError('UNSUPPORTED_ENTITY', ['Locale']);
      const info = registry.get('Locale');
      return db.withTenant(session.tenant, async (q) => {
        const locale = await store.get(q, info, request.params.locale);
        const translations = { ...((locale.translations as Record<string, string> | null) ?? {}) };
        const added = request.body.keysToAdd.filter((k) => !(k in translations));
        if (!added.length) return { added: [] };
        for (const key of added) translations[key] = TO_TRANSLATE;
        await store.update(q, info, request.params.locale, { translations }, { username: session.username });
        return { added };
      });
    },
  );
}
