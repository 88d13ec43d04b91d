import { kebabToCamel, toLabel } from '../registry/naming.ts';

/**
 * The business domains of the main menu, in the order a lender's staff works through them: each
 * lists its list pages in their own order. A list page of no domain is a technical module and goes
 * under Administration (sorted by title).
 */
export interface MenuDomain {
  key: string;
  title: string;
  routes: readonly string[];
}

export const ADMINISTRATION_DOMAIN = 'administration';

export const MENU_DOMAINS: readonly MenuDomain[] = [
  { key: 'financing', title: 'Financing', routes: ['/contracts', '/deals', '/credit-lines', '/agreements', '/amendments', '/products', '/product-tables', '/funds', '/fundings', '/contract-lots', '/contract-elements', '/financing-services', '/rates'] },
  { key: 'billing', title: 'Billing', routes: ['/invoices', '/cashflows', '/payment-files', '/sepas', '/camts'] },
  { key: 'persons', title: 'Persons', routes: ['/persons', '/prospects', '/person-amendments', '/campaigns', '/communications'] },
  { key: 'assets', title: 'Assets', routes: ['/assets', '/asset-lots', '/collaterals', '/inspections', '/maintenances', '/depreciation-schedules', '/private-equity-assets'] },
  { key: 'risk', title: 'Risk and collections', routes: ['/cases', '/claims', '/scores', '/rules'] },
  { key: 'treasury', title: 'Treasury', routes: ['/bank-accounts', '/bank-operations', '/bank-transactions'] },
  { key: 'accounting', title: 'Accounting', routes: ['/postings', '/posting-events', '/bookings', '/inventories'] },
  { key: 'workplace', title: 'Workplace', routes: ['/tasks', '/notes', '/documents', '/committees', '/votings', '/votes', '/projects', '/tickets', '/time-entries', '/budgets', '/questions'] },
  { key: 'catalogues', title: 'Catalogues', routes: ['/asset-catalog-items', '/asset-service-catalog-items', '/product-catalog-items', '/product-element-catalog-items', '/amendment-catalog-items'] },
  { key: ADMINISTRATION_DOMAIN, title: 'Administration', routes: [] },
];

/** Menu titles that the list route does not spell well on its own. */
const TITLES: Readonly<Record<string, string>> = {
  '/sepas': 'SEPA batches',
  '/camts': 'Bank statements',
  '/payment-files': 'Payment files',
  '/external-datas': 'External data',
  '/dtxns': 'Distributed transactions',
  '/rates': 'Indexes and rates',
  '/key-values': 'Key values',
  '/access-logs': 'Access logs',
  '/system-logs': 'System logs',
  '/system-events': 'System events',
  '/script-logs': 'Script logs',
  '/feature-flags': 'Feature flags',
  '/mails': 'Mail outbox',
};


/** The menu title of a list route: '/credit-lines' -> 'Credit lines', '/sepas' -> 'SEPA mandates'. */
export function menuTitle(route: string): string {
  return TITLES[route] ?? toLabel(kebabToCamel(route.replace(/^\//, '')));
}

const DOMAIN_OF = new Map(MENU_DOMAINS.flatMap((d) => d.routes.map((r, i) => [r, { key: d.key, rank: i }] as const)));

/** The domain of a list route and its rank in it (Administration, after the listed ones, for others). */
export function menuDomainOf(route: string): { key: string; rank: number } {
  return DOMAIN_OF.get(route) ?? { key: ADMINISTRATION_DOMAIN, rank: Number.MAX_SAFE_INTEGER };
}
