import type { FastifyInstance } from 'fastify';
import { AppError } from '../../engine/errors/AppError.ts';
import { readLocaleBundle } from '../i18n/localeBundle.ts';
import { requirePermission } from '../auth/identity.ts';
import { LOCALES_WRITE } from '../auth/localesWrite.ts';
import { requireSession } from './session.ts';

/** Value stored for a key reported missing, until someone translates it. */
export const TO_TRANSLATE = 'TO TRANSLATE';

/**
 * GET /api/core/locales/resolve/{code} (public): the Locale record that fits a locale best (`en-US`
 * -> `en-EU`, `fr-CA` -> `fr`) with the tenant's string overrides on top, and the locales offered;
 * signed out, the shipped ones (the sign-in page). The client loads its translations from it, so a
 * regional locale never asks for a record that does not exist.
 * POST /api/core/locales/{locale}/keys {keysToAdd} (`write /api/core/locales`): the client reports translation keys it did not
 * find; they are added to the tenant's locale as 'TO TRANSLATE' (existing keys are never touched).
 * A blank locale in either path is 400 MISSING_LOCALE.
 */
export async function localesPlugin(app: FastifyInstance): Promise<void> {
  app.get<{ Params: { code: string } }>(
    '/api/core/locales/resolve/:code',
    {
      schema: { params: { type: 'object', properties: { code: { type: 'string', maxLength: 64 } } } },
      config: { public: true, openapi: { summary: 'The translations of the Locale record that fits a locale best (en-US -> en-EU), and the locales offered' } },
    },
    async (request) => {
      const { tabula } = app;
      const session = request.session;
      if (!request.params.code.trim()) throw new AppError('MISSING_LOCALE');
      if (!session) return readLocaleBundle(tabula, request.params.code);
      return tabula.db.withTenant(session.tenant, (q) => readLocaleBundle(tabula, request.params.code, q));
    },
  );

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
      await requirePermission(app, request, LOCALES_WRITE);
      if (!request.params.locale.trim()) throw new AppError('MISSING_LOCALE');
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
