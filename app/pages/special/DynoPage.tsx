import { Alert, List, Spin } from 'antd';
import { Link, useLocation } from 'react-router-dom';
import useSWR from 'swr';
import type { RouteMatch } from '../../../engine/registry/EntityRegistry.ts';
import { GenericCardPage } from '../../../renderers/pages/GenericCardPage.tsx';
import { useEngine } from '../../../renderers/context/EngineContext.ts';
import { errorText } from '../../../renderers/pages/errorText.ts';
import type { DynoDescriptor } from '../../../schemas/generated/meta.ts';
import ListRoute from '../ListRoute.tsx';
import { SpecialCard } from './SpecialCard.tsx';

interface DynoAnswer {
  entities: (DynoDescriptor & { route: string; listRoute: string | null })[];
  problems: { index: number; name: unknown; message: string }[];
}

/**
 * /page/{kebab-name}[/{registration}|/new] and /page/{kebab-collection}: the pages of the tenant's
 * dyno entities (configuration item dyno-descriptors), registered in the client registry when the
 * page loads; then the generic list and card pages serve them like any entity.
 */
export default function DynoPage() {
  const { pathname } = useLocation();
  const { data, registry } = useEngine();
  const { data: answer, error } = useSWR('dyno-entities', async () => {
    const found = await data.custom<DynoAnswer>({ method: 'GET', path: '/api/dyno' });
    for (const d of found.entities) registry.registerDyno(d, { override: registry.has(d.name) });
    return found;
  });
  if (error) return <Alert type="error" showIcon title={errorText(error)} />;
  if (!answer) return <Spin />;

  let match: RouteMatch | undefined;
  try {
    match = registry.resolveRoute(pathname);
  } catch {
    match = undefined;
  }
  if (match?.info?.dyno && match.kind === 'list')
    return <ListRoute key={match.info.name} info={match.info} />;
  if (match?.info?.dyno)
    return (
      <GenericCardPage
        key={`${match.info.name}:${match.key ?? 'new'}`}
        entityName={match.info.name}
        recordKey={match.isNew ? undefined : match.key}
      />
    );
  return (
    <SpecialCard
      title="Custom pages"
      intro={
        <>
          {pathname} is not a page of this tenant. Custom pages come from the dynamic entities of the{' '}
          <Link to="/scripts?selectedSettingType=script&name=dyno-descriptors">dyno-descriptors</Link> item:
          each one has a list page and a card page (/new to create).
        </>
      }
    >
      {answer.problems.map((p) => (
        <Alert
          key={p.index}
          type="warning"
          showIcon
          style={{ marginBottom: 8 }}
          title={`Descriptor ${p.index + 1} (${String(p.name ?? '?')}) is ignored: ${p.message}`}
        />
      ))}
      <List
        size="small"
        dataSource={answer.entities}
        locale={{ emptyText: 'This tenant has no dynamic entity yet.' }}
        renderItem={(d) => (
          <List.Item>
            {d.listRoute ? <Link to={d.listRoute}>{d.title ?? d.name}</Link> : (d.title ?? d.name)} —{' '}
            <Link to={`${d.route}/new`}>new</Link>
          </List.Item>
        )}
      />
    </SpecialCard>
  );
}
