import { useEffect, useState } from 'react';
import { Card, Input, List, Tag, Typography } from 'antd';
import { Link, useSearchParams } from 'react-router-dom';
import { entityLabel } from '../../../engine/registry/entityLabel.ts';
import { useEngine } from '../../../renderers/context/EngineContext.ts';

/** Entities searched, in the order results are shown. */
const SEARCHED = ['Person', 'Prospect', 'Contract', 'Deal', 'Invoice', 'Asset', 'Agreement', 'CreditLine', 'Case', 'Claim', 'Ticket', 'Project'];
const PER_ENTITY = 5;

interface Group {
  entityName: string;
  records: Record<string, unknown>[];
  more: boolean;
}

/**
 * /global-search: one text searched in the main entities at once (their default search fields:
 * registration and name). Entities the user may not read are skipped silently.
 */
export default function GlobalSearchPage() {
  const { data, registry, t } = useEngine();
  const [params, setParams] = useSearchParams();
  const search = params.get('search') ?? '';
  const [groups, setGroups] = useState<Group[]>([]);
  const [loading, setLoading] = useState(false);

  useEffect(() => {
    if (search.trim().length < 2) return setGroups([]);
    let cancelled = false;
    setLoading(true);
    const names = SEARCHED.filter((n) => registry.has(n));
    Promise.all(
      names.map((entityName) =>
        data
          .getList({ entityName, offset: 0, size: PER_ENTITY, query: { search } })
          .then((page) => ({ entityName, records: page.records, more: page.continues }))
          .catch(() => ({ entityName, records: [], more: false })),
      ),
    ).then((all) => {
      if (cancelled) return;
      setGroups(all.filter((g) => g.records.length));
      setLoading(false);
    });
    return () => {
      cancelled = true;
    };
  }, [data, registry, search]);

  return (
    <Card title={t('Global search')}>
      <Input.Search key={search} defaultValue={search} placeholder={t('Registration or name (2 characters or more)')} onSearch={(v) => setParams(v ? { search: v } : {})} loading={loading} data-testid="global-search" />
      {!loading && search.length >= 2 && !groups.length ? <Typography.Paragraph style={{ marginTop: 16 }}>{t('No result')}</Typography.Paragraph> : null}
      {groups.map((g) => {
        const info = registry.get(g.entityName);
        return (
          <List
            key={g.entityName}
            header={<Typography.Text strong>{t(g.entityName)}</Typography.Text>}
            dataSource={g.records}
            footer={g.more && info.listRoute ? <Link to={`${info.listRoute}?filter=${encodeURIComponent(search)}`}>{t('All results')}</Link> : null}
            renderItem={(r) => (
              <List.Item>
                <Link to={registry.clientRoute(g.entityName, String(r.registration))}>{entityLabel(r)}</Link>
                {r.status ? <Tag>{String(r.status)}</Tag> : null}
              </List.Item>
            )}
          />
        );
      })}
    </Card>
  );
}
