import { describe, expect, it } from 'vitest';
import { AppError } from '../../../engine/errors/AppError.ts';
import { createDefaultRegistry } from '../../../engine/registry/defaultRegistry.ts';
import { PSEUDO_ENTITIES } from '../../../engine/registry/EntityRegistry.ts';

const registry = createDefaultRegistry();

/** Seed 000 §3.1, in the spec's order: entity, client route, collection, API path (seed 000 §7). */
const ENTITIES: [name: string, route: string, collection: string, apiPath: string][] = [
  ['AccessLog', '/access-log', 'accessLogs', '/api/system/access-logs'],
  ['AccountingCatalogItem', '/accounting-catalog-item', 'accountingCatalogItems', '/api/accounting/accounting-catalog-items'],
  ['Agreement', '/agreement', 'agreements', '/api/financing/agreements'],
  ['Amendment', '/amendment', 'amendments', '/api/financing/amendments'],
  ['AmendmentCatalogItem', '/amendment-catalog-item', 'amendmentCatalogItems', '/api/financing/amendment-catalog-items'],
  ['Asset', '/asset', 'assets', '/api/asset/assets'],
  ['AssetCatalogItem', '/asset-catalog-item', 'assetCatalogItems', '/api/asset/asset-catalog-items'],
  ['AssetServiceCatalogItem', '/asset-service-catalog-item', 'assetServiceCatalogItems', '/api/asset/asset-service-catalog-items'],
  ['AssetLot', '/asset-lot', 'assetLots', '/api/asset/asset-lots'],
  ['Audit', '/audit', 'audits', '/api/core/audits'],
  ['Batch', '/batch', 'batches', '/api/script/batches'],
  ['BankAccount', '/bank-account', 'bankAccounts', '/api/bank/bank-accounts'],
  ['BankOperation', '/bank-operation', 'bankOperations', '/api/bank/bank-operations'],
  ['BankStatement', '/bank-statement', 'bankStatements', '/api/bank/bank-statements'],
  ['BankTransaction', '/bank-transaction', 'bankTransactions', '/api/bank/bank-transactions'],
  ['Booking', '/booking', 'bookings', '/api/accounting/bookings'],
  ['Budget', '/budget', 'budgets', '/api/support/budgets'],
  ['Campaign', '/campaign', 'campaigns', '/api/person/campaigns'],
  ['Camt', '/camt', 'camts', '/api/billing/camts'],
  ['Cashflow', '/cashflow', 'cashflows', '/api/billing/cashflows'],
  ['CashflowAllocation', '/cashflow-allocation', 'cashflowAllocations', '/api/billing/cashflow-allocations'],
  ['Case', '/case', 'cases', '/api/case/cases'],
  ['Claim', '/claim', 'claims', '/api/case/claims'],
  ['Collateral', '/collateral', 'collaterals', '/api/asset/collaterals'],
  ['Committee', '/committee', 'committees', '/api/support/committees'],
  ['Communication', '/communication', 'communications', '/api/communication/communications'],
  ['Contract', '/contract', 'contracts', '/api/financing/contracts'],
  ['ContractElement', '/contract-element', 'contractElements', '/api/financing/contract-elements'],
  ['ContractLot', '/contract-lot', 'contractLots', '/api/financing/contract-lots'],
  ['Counter', '/counter', 'counters', '/api/core/counters'],
  ['CreditLine', '/credit-line', 'creditLines', '/api/financing/credit-lines'],
  ['Currency', '/currency', 'currencies', '/api/core/currencies'],
  ['Deal', '/deal', 'deals', '/api/financing/deals'],
  ['DepreciationSchedule', '/depreciation-schedule', 'depreciationSchedules', '/api/asset/depreciation-schedules'],
  ['Document', '/document', 'documents', '/api/core/documents'],
  ['Dtxn', '/dtxn', 'dtxns', '/api/core/dtxns'],
  ['ExternalData', '/external-data', 'externalDatas', '/api/external/external-data'],
  ['FeatureFlag', '/feature-flag', 'featureFlags', '/api/core/feature-flags'],
  ['FinancingService', '/financing-service', 'financingServices', '/api/financing/financing-services'],
  ['Flow', '/flow', 'flows', '/api/core/flows'],
  ['Fund', '/fund', 'funds', '/api/financing/funds'],
  ['Funding', '/funding', 'fundings', '/api/financing/fundings'],
  ['History', '/history', 'histories', '/api/core/histories'],
  ['Index', '/index', 'indexes', '/api/core/indexes'],
  ['Indice', '/indice', 'indices', '/api/core/indices'],
  ['Inspection', '/inspection', 'inspections', '/api/asset/inspections'],
  ['Inventory', '/inventory', 'inventories', '/api/accounting/inventories'],
  ['Invoice', '/invoice', 'invoices', '/api/billing/invoices'],
  ['KeyValue', '/key-value', 'keyValues', '/api/core/key-values'],
  ['List', '/list', 'lists', '/api/script/lists'],
  ['Locale', '/locale', 'locales', '/api/core/locales'],
  ['Location', '/location', 'locations', '/api/asset/locations'],
  ['Maintenance', '/maintenance', 'maintenances', '/api/asset/maintenances'],
  ['Mail', '/mail', 'mails', '/api/communication/mails'],
  // not in §3.1: the import mappings behind the /mapping and /mapping/{id} pages of §2.4
  ['Mapping', '/mapping', 'mappings', '/api/import/mappings'],
  ['ImportRun', '/import-run', 'imports', '/api/import/imports'],
  ['Metric', '/metric', 'metrics', '/api/core/metrics'],
  ['Note', '/note', 'notes', '/api/core/notes'],
  ['Organization', '/organization', 'organizations', '/api/person/organizations'],
  ['PaymentFile', '/payment-file', 'paymentFiles', '/api/billing/payment-files'],
  ['PaymentFileLine', '/payment-file-line', 'paymentFileLines', '/api/billing/payment-file-lines'],
  ['Person', '/person', 'persons', '/api/person/persons'],
  ['PersonAmendment', '/person-amendment', 'personAmendments', '/api/person/person-amendments'],
  ['Posting', '/posting', 'postings', '/api/accounting/postings'],
  ['PostingEvent', '/posting-event', 'postingEvents', '/api/accounting/posting-events'],
  ['PrivateEquityAsset', '/private-equity-asset', 'privateEquityAssets', '/api/private-equity/assets'],
  ['PrivateEquityOperation', '/private-equity-operation', 'privateEquityOperations', '/api/private-equity/operations'],
  ['PrivateEquityTransaction', '/private-equity-transaction', 'privateEquityTransactions', '/api/private-equity/transactions'],
  ['Product', '/product', 'products', '/api/financing/products'],
  ['ProductCatalogItem', '/product-catalog-item', 'productCatalogItems', '/api/financing/product-catalog-items'],
  ['ProductElementCatalogItem', '/product-element-catalog-item', 'productElementCatalogItems', '/api/financing/product-element-catalog-items'],
  ['ProductTable', '/product-table', 'productTables', '/api/financing/product-tables'],
  ['Project', '/project', 'projects', '/api/support/projects'],
  ['Prospect', '/prospect', 'prospects', '/api/person/prospects'],
  ['Question', '/question', 'questions', '/api/support/questions'],
  ['Quotation', '/quotation', 'quotations', '/api/financing/quotations'],
  ['Report', '/report', 'reports', '/api/report/reports'],
  ['Rule', '/rule', 'rules', '/api/case/rules'],
  ['Score', '/score', 'scores', '/api/scoring/scores'],
  ['Script', '/script', 'scripts', '/api/script/scripts'],
  ['ScriptLog', '/script-log', 'scriptLogs', '/api/script/logs'],
  ['Sepa', '/sepa', 'sepas', '/api/billing/sepas'],
  ['SystemLog', '/system-log', 'systemLogs', '/api/system/system-logs'],
  ['SystemEvent', '/system-event', 'systemEvents', '/api/system/system-events'],
  ['Task', '/task', 'tasks', '/api/core/tasks'],
  ['Tax', '/tax', 'taxes', '/api/core/taxes'],
  ['Tenant', '/tenant', 'tenants', '/api/core/tenants'],
  ['Ticket', '/ticket', 'tickets', '/api/support/tickets'],
  ['TimeEntry', '/time-entry', 'timeEntries', '/api/support/time-entries'],
  ['User', '/user', 'users', '/api/core/users'],
  ['UserPreference', '/user-preference', 'userPreferences', '/api/core/user-preferences'],
  ['Vote', '/vote', 'votes', '/api/support/votes'],
  ['Voting', '/voting', 'votings', '/api/support/votings'],
];

/** Every entity collection path of seed 000 §7 (temporary-collection is a scratch area, not an entity). */
const API_PATHS = [
  '/api/system/access-logs',
  ...['accounting-catalog-items', 'bookings', 'inventories', 'postings', 'posting-events'].map((p) => `/api/accounting/${p}`),
  ...['agreements', 'amendments', 'amendment-catalog-items', 'contracts', 'contract-elements', 'contract-lots', 'credit-lines', 'deals', 'financing-services', 'funds', 'fundings', 'products', 'product-catalog-items', 'product-element-catalog-items', 'product-tables'].map((p) => `/api/financing/${p}`),
  ...['assets', 'asset-catalog-items', 'asset-service-catalog-items', 'asset-lots', 'collaterals', 'depreciation-schedules', 'inspections', 'locations', 'maintenances'].map((p) => `/api/asset/${p}`),
  ...['audits', 'counters', 'currencies', 'documents', 'dtxns', 'feature-flags', 'flows', 'histories', 'indexes', 'indices', 'key-values', 'locales', 'metrics', 'notes', 'tasks', 'taxes', 'tenants', 'users'].map((p) => `/api/core/${p}`),
  ...['bank-accounts', 'bank-operations', 'bank-transactions', 'bank-statements'].map((p) => `/api/bank/${p}`),
  ...['batches', 'lists', 'scripts', 'logs'].map((p) => `/api/script/${p}`),
  ...['camts', 'cashflows', 'invoices', 'payment-files', 'payment-file-lines', 'sepas'].map((p) => `/api/billing/${p}`),
  ...['cases', 'claims', 'rules'].map((p) => `/api/case/${p}`),
  ...['campaigns', 'persons', 'person-amendments', 'prospects'].map((p) => `/api/person/${p}`),
  ...['committees', 'projects', 'budgets', 'questions', 'tickets', 'time-entries', 'votings', 'votes'].map((p) => `/api/support/${p}`),
  '/api/communication/communications',
  '/api/external/external-data',
  ...['assets', 'operations', 'transactions'].map((p) => `/api/private-equity/${p}`),
  '/api/report/reports',
  '/api/scoring/scores',
  '/api/system/system-logs',
  '/api/system/system-events',
];

/** Seed 000 §2.4 and §2.5 detail routes that belong to an entity (metric-record, request-log and object-storage-container do not). */
const DETAIL_ROUTES = `/asset-catalog-item, /asset-service-catalog-item, /depreciation-schedule, /user, /batch, /task, /flow, /note, /booking, /posting,
  /posting-event, /inspection, /inventory, /bank-account, /bank-operation, /invoice, /cashflow, /rule, /case, /campaign, /voting, /vote, /committee,
  /question, /project, /budget, /external-data, /credit-line, /contract, /deal, /contract-lot, /asset-lot, /maintenance, /asset, /agreement,
  /amendment, /fund, /person, /prospect, /person-amendment, /score, /product, /product-catalog-item, /document, /product-element-catalog-item,
  /product-table, /amendment-catalog-item, /ticket, /communication, /collateral, /private-equity-asset, /private-equity-operation,
  /financing-service, /payment-file, /claim, /mapping, /accounting-catalog-item, /feature-flag, /locale, /bank-transaction, /contract-element, /funding,
  /sepa, /camt, /payment-file-line`.split(/,\s*/);

function errorOf(run: () => unknown): AppError {
  try {
    run();
  } catch (error) {
    if (error instanceof AppError) return error;
    throw error;
  }
  throw new Error('expected an AppError');
}

describe('entity registry', () => {
  it('registers exactly the entities of seed 000 §3.1 (and Mapping, ImportRun)', () => {
    expect(registry.all().map((e) => e.name).sort()).toEqual(ENTITIES.map(([name]) => name).sort());
  });

  it.each(ENTITIES)('%s -> %s, %s, %s', (name, route, collection, apiPath) => {
    const info = registry.get(name);
    expect(info).toMatchObject({ route, collection, apiPath });
    expect(registry.clientRoute(name)).toBe(route);
    expect(registry.byRoute(route)?.name).toBe(name);
    expect(registry.byCollection(collection)?.name).toBe(name);
    expect(registry.byApiPath(apiPath)?.name).toBe(name);
  });

  it.each(API_PATHS)('collection path %s resolves', (path) => {
    expect(registry.byApiPath(path)).toBeDefined();
  });

  it.each([
    ['Contract', '/contract'],
    ['BankAccount', '/bank-account'],
    ['PaymentFile', '/payment-file'],
    ['PrivateEquityAsset', '/private-equity-asset'],
    ['CreditLine', '/credit-line'],
    ['FeatureFlag', '/feature-flag'],
    ['KeyValue', '/key-value'],
    ['SystemLog', '/system-log'],
    ['ScriptLog', '/script-log'],
  ])('seed 000 §2.7 example: %s -> %s', (name, route) => {
    expect(registry.clientRoute(name)).toBe(route);
  });

  it.each(DETAIL_ROUTES)('detail route %s resolves to its entity', (route) => {
    const match = registry.resolveRoute(`${route}/KEY.1`);
    expect(match).toMatchObject({ kind: 'detail', key: 'KEY.1', isNew: false });
    expect(match.info?.route).toBe(route);
  });

  it('names the collections of seed 000 §2.7 and the derived lists and types of §3.1', () => {
    expect(['contracts', 'persons', 'bankAccounts', 'histories', 'taxes'].map((c) => registry.byCollection(c)?.name)).toEqual([
      'Contract',
      'Person',
      'BankAccount',
      'History',
      'Tax',
    ]);
    expect(registry.get('BankAccount')).toMatchObject({
      statusList: 'bankAccountStatus',
      documentType: 'bankAccountDocumentType',
      historyType: 'bankAccountHistoryType',
      table: 'e_bank_accounts',
      listRoute: '/bank-accounts',
    });
  });

  it('adds the key of a record to its route, encoded', () => {
    expect(registry.clientRoute('Contract', 'CTR 1/2')).toBe('/contract/CTR%201%2F2');
    expect(registry.clientRoute('User', 'jane.doe@master')).toBe('/user/jane.doe%40master');
    expect(registry.get('User').keyField).toBe('username');
  });

  it('resolves list routes and new-record routes', () => {
    expect(registry.resolveRoute('/invoices?filter=x')).toMatchObject({ entityName: 'Invoice', kind: 'list' });
    expect(registry.resolveRoute('/invoice')).toMatchObject({ entityName: 'Invoice', kind: 'detail', isNew: true });
    expect(registry.resolveRoute('/rates')).toMatchObject({ entityName: 'Index', kind: 'list' });
    expect(registry.resolveRoute('/tenant')).toMatchObject({ entityName: 'Tenant', kind: 'detail' });
  });

  it('knows the pseudo-entities', () => {
    expect(PSEUDO_ENTITIES).toEqual(['login', 'totp', 'cron', 'import', 'mail', 'database', 'dbdump']);
    expect(registry.clientRoute('cron')).toBe('/crons');
    expect(registry.clientRoute('Mail')).toBe('/mail');
    expect(registry.resolveRoute('/imports')).toMatchObject({ entityName: 'import', kind: 'pseudo' });
  });

  it('maps unknown dyno names to /page/{kebab-name}', () => {
    expect(registry.clientRoute('dynoCarPark')).toBe('/page/dyno-car-park/new');
    expect(registry.clientRoute('dynoCarPark', 'DYN1')).toBe('/page/dyno-car-park/DYN1');
    expect(registry.resolveRoute('/page/dyno-car-park/new')).toMatchObject({ entityName: 'dynoCarPark', isNew: true });
    expect(registry.resolveRoute('/page/dyno-car-park/DYN1')).toMatchObject({ entityName: 'dynoCarPark', key: 'DYN1' });
  });

  it('raises UNSUPPORTED_ENTITY for any other unknown name or route', () => {
    for (const run of [() => registry.get('Spaceship'), () => registry.clientRoute('Spaceship'), () => registry.resolveRoute('/spaceships')]) {
      const error = errorOf(run);
      expect(error.code).toBe('UNSUPPORTED_ENTITY');
      expect(error.status).toBe(400);
    }
    expect(errorOf(() => registry.get('Spaceship')).message).toBe('Unsupported entity "Spaceship"');
  });

  it('raises MISSING_FIELD_IN_ARGS without entityName or clientRoute', () => {
    expect(errorOf(() => registry.clientRoute(undefined)).message).toBe("Field 'entityName' is missing in arguments");
    expect(errorOf(() => registry.get('')).code).toBe('MISSING_FIELD_IN_ARGS');
    expect(errorOf(() => registry.resolveRoute(undefined)).message).toBe("Field 'clientRoute' is missing in arguments");
  });
});
