import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import { loadHomePage } from '../../chunks.ts';
import { lazyLoaded } from '../../lazyLoaded.ts';

export interface SpecialPage {
  path: string;
  title: string;
  component: LazyExoticComponent<ComponentType>;
}

const ContentPage = lazy(() => import('./ContentPage.tsx'));
const DynoPage = lazy(() => import('./DynoPage.tsx'));

/**
 * The pages of seed 000 §2 that are not an entity's list or card: one entry each, loaded lazily.
 * Entity pages come from the registry; these complete the route map. A path with parameters
 * (`:name`, `*`) needs a sample value in tests/e2e/routes.spec.ts, which visits every entry.
 */
export const SPECIAL_PAGES: SpecialPage[] = [
  { path: '/home', title: 'Home', component: lazyLoaded(loadHomePage, (m) => m.default) },
  { path: '/scripts', title: 'Scripts', component: lazy(() => import('../scripts/ScriptsPage.tsx')) },
  { path: '/app-preload', title: 'Preload', component: lazy(() => import('./AppPreloadPage.tsx')) },
  { path: '/cache-info', title: 'Cache information', component: lazy(() => import('./CacheInfoPage.tsx')) },
  { path: '/documentation-search', title: 'Documentation search', component: lazy(() => import('./DocumentationSearchPage.tsx')) },
  { path: '/documentation/api', title: 'API', component: lazy(() => import('./OpenApiPage.tsx')) },
  { path: '/global-search', title: 'Global search', component: lazy(() => import('./GlobalSearchPage.tsx')) },
  { path: '/notifications', title: 'Notifications', component: lazy(() => import('./NotificationsPage.tsx')) },
  { path: '/calendar', title: 'Calendar', component: lazy(() => import('./CalendarPage.tsx')) },
  { path: '/tests', title: 'Self-test', component: lazy(() => import('./TestsPage.tsx')) },
  { path: '/database/current-operations', title: 'Database operations', component: lazy(() => import('./DatabaseOperationsPage.tsx')) },
  { path: '/chat', title: 'Chat', component: lazy(() => import('./ChatPage.tsx')) },
  { path: '/crons', title: 'Scheduled jobs', component: lazy(() => import('./CronsPage.tsx')) },
  { path: '/exports', title: 'Exports', component: lazy(() => import('./ExportsPage.tsx')) },
  { path: '/imports', title: 'Imports', component: lazy(() => import('./ImportsPage.tsx')) },
  { path: '/themes', title: 'Themes', component: lazy(() => import('./ThemesPage.tsx')) },
  { path: '/icons', title: 'Icons', component: lazy(() => import('./IconsPage.tsx')) },
  { path: '/tenant', title: 'Current tenant', component: lazy(() => import('./TenantPage.tsx')) },
  { path: '/object-storage-containers', title: 'Object storage', component: lazy(() => import('./ObjectStorageContainersPage.tsx')) },
  { path: '/object-storage-container/:containerName', title: 'Object storage container', component: lazy(() => import('./ObjectStorageContainerPage.tsx')) },
  { path: '/metric-record/:key', title: 'Metric', component: lazy(() => import('./MetricRecordPage.tsx')) },
  { path: '/request-log/:requestId', title: 'Request log', component: lazy(() => import('./RequestLogPage.tsx')) },
  { path: '/content', title: 'Content', component: ContentPage },
  { path: '/content/*', title: 'Content page', component: ContentPage },
  { path: '/user-content', title: 'My documents', component: lazy(() => import('./UserContentPage.tsx')) },
  { path: '/dyno-entities', title: 'Dyno entities', component: lazy(() => import('./DynoEntitiesPage.tsx')) },
  { path: '/page/:name', title: 'Custom page', component: DynoPage },
  { path: '/page/:name/:key', title: 'Custom page record', component: DynoPage },
  { path: '/catalog/:name', title: 'Catalogue', component: lazy(() => import('./CatalogPage.tsx')) },
  { path: '/edit-catalog/:name', title: 'Edit catalogue', component: lazy(() => import('./EditCatalogPage.tsx')) },
  { path: '/move-money', title: 'Move money', component: lazy(() => import('./MoveMoneyPage.tsx')) },
  { path: '/arbitration', title: 'Arbitration', component: lazy(() => import('./ArbitrationPage.tsx')) },
  { path: '/bank/set-overdraft', title: 'Set overdraft', component: lazy(() => import('./SetOverdraftPage.tsx')) },
];
