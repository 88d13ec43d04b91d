import { escapeRegex } from '../../engine/format/searchValue.ts';
import type { Condition, ListQuery } from '../../engine/query/types.ts';
import type { AppContext } from '../context.ts';
import type { Queryable } from '../db/Database.ts';

type Rec = Record<string, unknown>;

/** One item of an asset catalogue, as the asset lines table turns it into a contract line. */
export interface CatalogItem {
  code: string | null;
  name: string | null;
  type: string | null;
  catalogName: string | null;
  unitPrice: number | null;
  taxCode: string | null;
  supplierRegistration: string | null;
  currency: string | null;
  /** The tenant record the item is, when it is one (the built-in provider: an AssetCatalogItem). */
  registration?: string;
  /** Entity of {@link CatalogItem.registration}: `Asset` makes the line point at that asset. */
  entityName?: string;
}

export interface CatalogQuery {
  /** Catalogue name (`LECTURA`, `AUTOVISTA`...); all catalogues when absent. */
  catalog?: string;
  /** Free text matched against the item's name and code, case-insensitively. */
  search?: string;
  /** Most items answered. */
  limit: number;
}

/**
 * A source of catalogue items read from the tenant's records. `search` runs inside the caller's
 * tenant transaction (`q`), so it sees only the caller's records. A thrown error is answered as
 * CATALOG_UNAVAILABLE (502).
 */
export interface RecordsCatalogProvider {
  name: string;
  external?: false;
  search(q: Queryable, query: CatalogQuery): Promise<CatalogItem[]>;
}

/**
 * A source of catalogue items that calls an outside service for the caller's `tenant`. It is asked
 * outside any transaction, so no database connection waits on the remote service. A thrown error
 * (the service failing, or not answering in time) is answered as CATALOG_UNAVAILABLE (502); a
 * thrown AppError keeps its own answer.
 */
export interface ExternalCatalogProvider {
  name: string;
  external: true;
  search(tenant: string, query: CatalogQuery): Promise<CatalogItem[]>;
}

export type AssetCatalogProvider = RecordsCatalogProvider | ExternalCatalogProvider;

/** Name of the built-in provider, the default of GET /api/asset/catalog/items. */
export const BUILT_IN_CATALOG = 'tabula';

/** Catalogue item statuses never offered for a new line. */
const HIDDEN_STATUSES = ['INACTIVE', 'ARCHIVED'];

const text = (v: unknown): string | null => (typeof v === 'string' && v !== '' ? v : null);
const amount = (v: unknown): number | null => (typeof v === 'number' && Number.isFinite(v) ? v : null);

/** An AssetCatalogItem record as a {@link CatalogItem}. */
export function catalogItemOf(record: Rec): CatalogItem {
  return {
    code: text(record.code),
    name: text(record.name),
    type: text(record.type),
    catalogName: text(record.catalogName),
    unitPrice: amount(record.unitPrice),
    taxCode: text(record.taxCode),
    supplierRegistration: text(record.supplierRegistration),
    currency: text(record.currency),
    registration: String(record.registration),
    entityName: 'AssetCatalogItem',
  };
}

const contains = (field: string, value: string): Condition => ({ field, op: 'regex', pattern: escapeRegex(value), anchored: false, literal: value });

/**
 * The built-in provider: the tenant's AssetCatalogItem records whose name or code contains the
 * search text (case-insensitive), of the asked catalogue, not inactive or archived; by name.
 */
export function recordsCatalog(ctx: Pick<AppContext, 'registry' | 'store'>): RecordsCatalogProvider {
  return {
    name: BUILT_IN_CATALOG,
    async search(q, { catalog, search, limit }) {
      const info = ctx.registry.get('AssetCatalogItem');
      const base: Condition[] = [{ field: 'status', op: 'nin', values: HIDDEN_STATUSES }];
      if (catalog) base.push({ field: 'catalogName', op: 'eq', value: catalog });
      const words = search?.trim();
      // name OR code: one query each (list conditions are AND-ed), merged by registration
      const filters = words ? [[...base, contains('name', words)], [...base, contains('code', words)]] : [base];
      const found = new Map<string, Rec>();
      for (const conditions of filters) {
        const query: ListQuery = { offset: 0, size: limit, conditions, sort: [{ field: 'name', desc: false }], include: [], count: 'none' };
        for (const record of (await ctx.store.list(q, info, query)).records) found.set(String(record.registration), record);
      }
      const byName = (a: Rec, b: Rec) => String(a.name ?? '').localeCompare(String(b.name ?? '')) || String(a.registration).localeCompare(String(b.registration));
      return [...found.values()].sort(byName).slice(0, limit).map(catalogItemOf);
    },
  };
}

/** The catalogue providers of a server, one per name; the built-in one is always there. */
export class AssetCatalogProviders {
  private readonly byName = new Map<string, AssetCatalogProvider>();

  constructor(providers: readonly AssetCatalogProvider[] = []) {
    for (const provider of providers) this.register(provider);
  }

  /** Adds a provider, or replaces the one of the same name. */
  register(provider: AssetCatalogProvider): void {
    this.byName.set(provider.name, provider);
  }

  get(name: string): AssetCatalogProvider | undefined {
    return this.byName.get(name);
  }

  names(): string[] {
    return [...this.byName.keys()];
  }
}
