import { useMemo } from 'react';
import { Alert, List, Spin } from 'antd';
import { Link, useLocation } from 'react-router-dom';
import { fillText } from '../../../engine/i18n/fillText.ts';
import { dynoListDefinition } from '../../../engine/dyno/dynoListDefinition.ts';
import type { RouteMatch } from '../../../engine/registry/EntityRegistry.ts';
import { GenericCardPage } from '../../../renderers/pages/GenericCardPage.tsx';
import { useEngine } from '../../../renderers/context/EngineContext.ts';
import { errorText } from '../../../renderers/pages/errorText.ts';
import ListRoute from '../ListRoute.tsx';
import { SpecialCard } from './SpecialCard.tsx';
import { useDynoEntities } from './dyno/useDynoEntities.ts';

/**
 * /page/{kebab-name}[/{registration}|/new] and /page/{kebab-collection}: the pages of the tenant's
 * dyno entities (configuration item dyno-descriptors), registered in the client registry when the
 * page loads; then the generic list and card pages serve them like any entity. A name the tenant
 * does not declare (another tenant's entity left in the client registry) is not a page here.
 */
export default function DynoPage() {
  const { pathname } = useLocation();
  const { registry, t } = useEngine();
  const { data: answer, error } = useDynoEntities();
  let match: RouteMatch | undefined;
  try {
    match = answer ? registry.resolveRoute(pathname) : undefined;
  } catch {
    match = undefined;
  }
  const descriptor = answer?.entities.find((d) => d.name === match?.info?.name);
  const info = descriptor ? match?.info : undefined;
  const definition = useMemo(() => (info && descriptor ? dynoListDefinition(info, descriptor) : undefined), [info, descriptor]);
  if (error) return <Alert type="error" showIcon title={errorText(error)} />;
  if (!answer) return <Spin />;

  if (info?.dyno && match?.kind === 'list') return <ListRoute key={info.name} info={info} definition={definition} />;
  if (info?.dyno && match)
    return (
      <GenericCardPage
        key={`${info.name}:${match.key ?? 'new'}`}
        entityName={info.name}
        recordKey={match.isNew ? undefined : match.key}
      />
    );
  return (
    <SpecialCard
      title={t('Custom pages')}
      intro={
        <>
          {fillText(t('{{path}} is not a page of this tenant.'), { path: pathname })}{' '}
          {t('Custom pages are the list and card pages of the entities made in the configurator:')}{' '}
          <Link to="/dyno-entities">{t('Dyno entities')}</Link>
        </>
      }
    >
      {answer.problems.map((p) => (
        <Alert
          key={p.index}
          type="warning"
          showIcon
          style={{ marginBottom: 8 }}
          title={fillText(t('Descriptor {{n}} ({{name}}) is ignored: {{reason}}'), { n: p.index + 1, name: String(p.name ?? '?'), reason: p.message })}
        />
      ))}
      <List
        size="small"
        dataSource={answer.entities}
        locale={{ emptyText: t('This tenant has no dynamic entity yet.') }}
        renderItem={(d) => (
          <List.Item>
            {d.listRoute ? <Link to={d.listRoute}>{d.title ?? d.name}</Link> : (d.title ?? d.name)} —{' '}
            <Link to={`${d.route}/new`}>{t('New')}</Link>
          </List.Item>
        )}
      />
    </SpecialCard>
  );
}
