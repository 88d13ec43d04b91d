/**
 * The pages without parameters, other than entity pages, that a tenant's menu may point to
 * (app/pages/special: each is routed there, tests/app/shell/menuPages.test.ts checks it). They open
 * to every signed-in user, as the client route guard lets them (engine/permissions/routeAccess.ts):
 * the data they show is guarded by the server.
 */
export const MENU_PAGES: readonly string[] = [
  '/cache-info',
  '/documentation-search',
  '/global-search',
  '/notifications',
  '/calendar',
  '/tests',
  '/database/current-operations',
  '/chat',
  '/crons',
  '/exports',
  '/imports',
  '/themes',
  '/icons',
  '/tenant',
  '/object-storage-containers',
  '/content',
  '/user-content',
  '/dyno-entities',
  '/move-money',
  '/arbitration',
  '/bank/set-overdraft',
];
