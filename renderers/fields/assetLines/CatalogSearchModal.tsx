import { useEffect, useState } from 'react';
import { Alert, Flex, Input, Modal, Select, Table } from 'antd';
import { useEngine } from '../../context/EngineContext.ts';
import { useT } from '../../context/useT.ts';
import { useLookupList } from '../../widgets/useLookupList.ts';
import type { CatalogItem } from './lineModel.ts';

/** Wait after the last keystroke before the catalogue is searched (seed 002 §9). */
export const CATALOG_SEARCH_DEBOUNCE_MS = 300;
const CATALOG_PATH = '/api/asset/catalog/items';
const PAGE = 20;
/** The error shown when a failed call says nothing itself (a translation key). */
const UNREACHABLE = 'The catalogue cannot be reached';

/** The server's message of a failed call (the catalogued error body), else the error's own text. */
function messageOf(err: unknown): string {
  const e = err as { body?: unknown; message?: unknown };
  const body = e?.body as { message?: unknown } | undefined;
  if (body && typeof body === 'object' && typeof body.message === 'string') return body.message;
  return typeof e?.message === 'string' && e.message ? e.message : UNREACHABLE;
}

function catalogPath(search: string, catalog: string | undefined): string {
  const params = new URLSearchParams({ limit: String(PAGE) });
  if (search.trim()) params.set('search', search.trim());
  if (catalog) params.set('catalog', catalog);
  return `${CATALOG_PATH}?${params.toString()}`;
}

/**
 * The Search assets dialog: searches the asset catalogue (name or code, optionally one catalogue)
 * 300 ms after the last keystroke and lists name, code, price and supplier; clicking an item
 * hands it over. A failed search shows the server's message.
 */
export function CatalogSearchModal(props: {
  formatPrice: (item: CatalogItem) => string;
  onPick: (item: CatalogItem) => void;
  onClose: () => void;
}) {
  const { data } = useEngine();
  const t = useT();
  const catalogs = useLookupList('assetCatalog');
  const [search, setSearch] = useState('');
  const [catalog, setCatalog] = useState<string | undefined>();
  const [state, setState] = useState<{ loading: boolean; items: CatalogItem[]; error?: string }>({ loading: true, items: [] });

  useEffect(() => {
    let live = true;
    setState((s) => ({ ...s, loading: true }));
    const timer = setTimeout(() => {
      data
        .custom<CatalogItem[]>({ method: 'GET', path: catalogPath(search, catalog) })
        .then((items) => live && setState({ loading: false, items: Array.isArray(items) ? items : [] }))
        .catch((err: unknown) => live && setState({ loading: false, items: [], error: messageOf(err) }));
    }, CATALOG_SEARCH_DEBOUNCE_MS);
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [data, search, catalog]);

  return (
    <Modal title={t('Search assets')} open onCancel={props.onClose} footer={null} width={860} destroyOnHidden>
      <Flex vertical gap={8}>
        <Flex gap={8}>
          <Input.Search
            aria-label={t('Search the catalogue')}
            placeholder={t('Name or code')}
            allowClear
            autoFocus
            value={search}
            onChange={(e) => setSearch(e.target.value)}
          />
          <Select
            aria-label={t('Catalogue')}
            style={{ minWidth: 180 }}
            allowClear
            placeholder={t('All catalogues')}
            options={catalogs.options}
            value={catalog}
            onChange={(v) => setCatalog(v ?? undefined)}
          />
        </Flex>
        {state.error ? <Alert type="error" showIcon title={t('The catalogue search failed')} description={state.error === UNREACHABLE ? t(UNREACHABLE) : state.error} /> : null}
        <Table<CatalogItem>
          size="small"
          data-testid="asset-catalog-results"
          loading={state.loading}
          dataSource={state.items}
          rowKey={(item) => `${item.registration ?? ''}|${item.code ?? ''}|${item.name ?? ''}`}
          pagination={false}
          locale={{ emptyText: t(state.loading ? 'Loading' : 'No data') }}
          onRow={(item) => ({ onClick: () => props.onPick(item), style: { cursor: 'pointer' } })}
          columns={[
            { key: 'name', title: t('Name'), render: (_, item) => item.name ?? '' },
            { key: 'code', title: t('Code'), render: (_, item) => item.code ?? '' },
            { key: 'catalogName', title: t('Catalogue'), render: (_, item) => item.catalogName ?? '' },
            { key: 'unitPrice', title: t('Price'), align: 'right', render: (_, item) => props.formatPrice(item) },
            { key: 'supplier', title: t('Supplier'), render: (_, item) => item.supplierRegistration ?? '' },
          ]}
        />
      </Flex>
    </Modal>
  );
}
