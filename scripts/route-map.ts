/**
 * `npx tsx scripts/route-map.ts`: prints the client route map as JSON, from the same sources as
 * app/routes.tsx (the entity registry and the special pages). tests/e2e/routes.spec.ts visits it;
 * Playwright's loader cannot import the JSON-backed registry itself, so it runs this.
 */
import { SPECIAL_PAGES } from '../app/pages/special/index.ts';
import { createDefaultRegistry } from '../engine/registry/defaultRegistry.ts';

const entities = createDefaultRegistry()
  .all()
  .map(({ name, route, listRoute, idOnly, keyField, apiPath }) => ({
    name,
    route,
    listRoute,
    idOnly,
    keyField,
    apiPath,
  }));
process.stdout.write(JSON.stringify({ entities, special: SPECIAL_PAGES.map((p) => p.path) }));
