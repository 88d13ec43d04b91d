import type { FastifyInstance, FastifyRequest } from 'fastify';
import { entityPermission } from '../../engine/permissions/index.ts';
import { resolveDateKeyword } from '../../engine/query/dateKeywords.ts';
import { requirePermission } from '../auth/identity.ts';
import { productsCatalog } from '../products/productsCatalog.ts';
import { requireSession } from './session.ts';

type IdRequest = FastifyRequest<{ Params: { id: string } }>;

/** The run of seed 002 §7's preload list ("runs products-catalog"). */
export const PRODUCTS_CATALOG_RUN = '/api/script/runs/products-catalog';

/**
 * The products catalogue of the pickers and of offline mode (seed 002 §7 preload: "runs
 * products-catalog, agreements products-catalog"), docs/finance.md "Products catalogue":
 * GET /api/script/runs/products-catalog, the tenant's products (server/products/productsCatalog.ts);
 * GET /api/financing/agreements/products-catalog/{id}, those of one agreement (registration or
 * `_id`): its financialProducts codes. Both need `read` of products, the second also of agreements;
 * an unknown agreement is 404 ENTITY_REGISTRATION_NOT_FOUND; the caller's tenant only.
 */
export async function productsCatalogPlugin(app: FastifyInstance): Promise<void> {
  const { tabula } = app;
  if (!tabula.registry.has('Product')) return;
  const product = tabula.registry.get('Product');
  const readProducts = entityPermission('GET', product.apiPath);
  const today = () => resolveDateKeyword('today') as string;
  const eachStatement = { eachStatement: true };

  app.get(PRODUCTS_CATALOG_RUN, { config: { permission: readProducts, openapi: { summary: "The tenant's products as the pickers read them (code, type, currency, amount and duration bounds, active)" } } }, async (request) => {
    const session = requireSession(request);
    await requirePermission(app, request, readProducts, { entity: product.name });
    return tabula.db.withTenant(session.tenant, (q) => productsCatalog(tabula, q, product, today()), eachStatement);
  });

  if (!tabula.registry.has('Agreement')) return;
  const agreement = tabula.registry.get('Agreement');
  const readAgreements = entityPermission('GET', agreement.apiPath);
  const config = { permission: readAgreements, openapi: { summary: 'The products of one agreement: those whose code is one of its financial products' } };
  app.get(`${agreement.apiPath}/products-catalog/:id`, { config }, async (request: IdRequest) => {
    const session = requireSession(request);
    await requirePermission(app, request, readProducts, { entity: product.name });
    return tabula.db.withTenant(
      session.tenant,
      async (q) => {
        const found = await tabula.store.get(q, agreement, request.params.id);
        const codes = Array.isArray(found.financialProducts) ? found.financialProducts.filter((c): c is string => typeof c === 'string') : [];
        return productsCatalog(tabula, q, product, today(), codes);
      },
      eachStatement,
    );
  });
}
