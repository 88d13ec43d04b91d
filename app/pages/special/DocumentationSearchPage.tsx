import { useState } from 'react';
import { Card, Input, List, Typography } from 'antd';
import { Link, useSearchParams } from 'react-router-dom';
import useSWR from 'swr';
import { useEngine } from '../../../renderers/context/EngineContext.ts';
import { http } from '../../api/http.ts';

interface Hit {
  name: string;
  title: string;
  excerpt: string;
}

/** /documentation-search: full-text search over the pages of docs/. */
export default function DocumentationSearchPage() {
  const { t } = useEngine();
  const [params, setParams] = useSearchParams();
  const search = params.get('search') ?? '';
  const [text, setText] = useState(search);
  const { data, isLoading } = useSWR(search.length >= 2 ? `/api/docs/search?search=${encodeURIComponent(search)}` : null, async (path: string) => (await http<Hit[]>('GET', path)).data);

  return (
    <Card title={t('Search the documentation')}>
      <Input.Search value={text} onChange={(e) => setText(e.target.value)} onSearch={(v) => setParams(v ? { search: v } : {})} placeholder={t('At least 2 characters')} data-testid="doc-search" />
      <List<Hit>
        loading={isLoading}
        dataSource={data ?? []}
        locale={{ emptyText: t(search ? 'No page matches' : 'Type a word to search') }}
        renderItem={(hit) => (
          <List.Item>
            <List.Item.Meta title={<Link to={`/documentation/${hit.name}`}>{hit.title}</Link>} description={<Typography.Text type="secondary">…{hit.excerpt}…</Typography.Text>} />
          </List.Item>
        )}
      />
    </Card>
  );
}
