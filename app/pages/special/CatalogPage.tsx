import { useState } from 'react';
import { Alert, Button, Input, Select, Space, Table } from 'antd';
import { Link, useNavigate, useParams } from 'react-router-dom';
import useSWR from 'swr';
import { fillText } from '../../../engine/i18n/fillText.ts';
import { useEngine } from '../../../renderers/context/EngineContext.ts';
import { errorText } from '../../../renderers/pages/errorText.ts';
import { fillNodes } from '../../i18n/fillNodes.tsx';
import { SpecialCard } from './SpecialCard.tsx';

type Rec = Record<string, unknown>;
const LIMIT = 200;

/** The catalogue scripts of the tenant, to switch between catalogues. */
function useCatalogueScripts() {
  const { data } = useEngine();
  return useSWR('catalogue-scripts', () =>
    data.getList({
      entityName: 'Script',
      offset: 0,
      size: 200,
      query: { type: 'catalogue', sort: 'name', projection: 'name,type' },
    }),
  );
}

/**
 * /catalog/{name}: the entries of the catalogue answered by the tenant's catalogue script {name}
 * (run on the server with {catalogue, query, limit}), searchable; /edit-catalog/{name} edits it.
 */
export default function CatalogPage() {
  const { name = '' } = useParams();
  const navigate = useNavigate();
  const { data, t } = useEngine();
  const [query, setQuery] = useState('');
  const scripts = useCatalogueScripts();
  const {
    data: items,
    error,
    isLoading,
  } = useSWR(['catalog', name, query], () =>
    data.custom<unknown>({
      method: 'POST',
      path: `/api/script/runs/${encodeURIComponent(name)}`,
      body: { catalogue: name, query, limit: LIMIT },
    }),
  );
  const rows = Array.isArray(items) ? (items as Rec[]) : [];
  const keys = [...new Set(rows.flatMap((r) => Object.keys(r)))].filter(
    (k) => k !== 'value' && k !== 'label',
  );
  const show = (v: unknown) =>
    v === null || v === undefined ? '' : typeof v === 'object' ? JSON.stringify(v) : String(v);
  return (
    <SpecialCard
      title={fillText(t('Catalogue {{name}}'), { name })}
      intro={
        <>
          {fillNodes(t('The entries the catalogue script {{name}} answers (at most {{limit}}), as pickers and autocompletes receive them. Type to search the way users do.'), { name: <code>{name}</code>, limit: LIMIT })}{' '}
          <Link to={`/edit-catalog/${encodeURIComponent(name)}`}>{t('Edit this catalogue')}</Link>
        </>
      }
      extra={
        <Select
          value={name}
          style={{ width: 220 }}
          onChange={(n: string) => navigate(`/catalog/${encodeURIComponent(n)}`)}
          options={[...new Set([name, ...(scripts.data?.records ?? []).map((s) => String(s.name))])].map(
            (n) => ({ value: n, label: n }),
          )}
        />
      }
    >
      <Space style={{ marginBottom: 12 }}>
        <Input.Search
          placeholder={t('Search the catalogue')}
          allowClear
          onSearch={setQuery}
          style={{ width: 320 }}
        />
        <Button onClick={() => navigate(`/edit-catalog/${encodeURIComponent(name)}`)}>{t('Edit')}</Button>
      </Space>
      {error && <Alert type="error" showIcon style={{ marginBottom: 12 }} title={errorText(error)} />}
      {items !== undefined && !Array.isArray(items) && (
        <Alert
          type="warning"
          showIcon
          title={fillText(t('The script answered something other than a list: {{answer}}'), { answer: show(items) })}
        />
      )}
      <Table<Rec>
        rowKey={(r) => show(r.value)}
        size="small"
        loading={isLoading}
        dataSource={rows}
        columns={[
          { title: t('Value'), dataIndex: 'value', render: show },
          { title: t('Label'), dataIndex: 'label', render: show },
          ...keys.map((k) => ({ title: k, dataIndex: k, render: show })),
        ]}
      />
    </SpecialCard>
  );
}
