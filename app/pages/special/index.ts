import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

export interface SpecialPage {
  path: string;
  title: string;
  component: LazyExoticComponent<ComponentType>;
}

/**
 * The pages of seed 000 §2 that are not an entity's list or card: one entry each, loaded lazily.
 * Entity pages come from the registry; these complete the route map.
 */
export const SPECIAL_PAGES: SpecialPage[] = [
  { path: '/app-preload', title: 'Preload', component: lazy(() => import('./AppPreloadPage.tsx')) },
  { path: '/cache-info', title: 'Cache information', component: lazy(() => import('./CacheInfoPage.tsx')) },
  { path: '/documentation-search', title: 'Documentation search', component: lazy(() => import('./DocumentationSearchPage.tsx')) },
  { path: '/documentation/api', title: 'API', component: lazy(() => import('./OpenApiPage.tsx')) },
  { path: '/global-search', title: 'Global search', component: lazy(() => import('./GlobalSearchPage.tsx')) },
  { path: '/notifications', title: 'Notifications', component: lazy(() => import('./NotificationsPage.tsx')) },
  { path: '/calendar', title: 'Calendar', component: lazy(() => import('./CalendarPage.tsx')) },
  { path: '/tests', title: 'Self-test', component: lazy(() => import('./TestsPage.tsx')) },
  { path: '/database/current-operations', title: 'Database operations', component: lazy(() => import('./DatabaseOperationsPage.tsx')) },
];
