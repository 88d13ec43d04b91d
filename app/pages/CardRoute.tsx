import { useMemo } from 'react';
import { useParams, useSearchParams } from 'react-router-dom';
import type { PageConfig } from '../../schemas/generated/meta.ts';
import { READ_ONLY_PARAM } from '../../engine/lists/rowActions.ts';
import type { EntityInfo } from '../../engine/registry/types.ts';
import { GenericCardPage } from '../../renderers/pages/GenericCardPage.tsx';
import { useAuth } from '../auth/AuthContext.tsx';
import { registry } from '../registry.ts';
import { listDefinitionFor } from './listDefinition.ts';

/**
 * A detail route: /{entity} (or /{entity}/new, like dyno pages) creates, /{entity}/{registration} opens.
 * The card is read-only when asked (`?readOnly=1`, the view icon's link) or when the entity's list
 * page is read-only by its page configuration (seed 002 §2.4).
 */
export default function CardRoute({ info }: { info: EntityInfo }) {
  const { key } = useParams();
  const [params] = useSearchParams();
  const pageConfigs = useAuth().configuration?.pageConfigs as Record<string, PageConfig> | undefined;
  const listReadOnly = useMemo(() => listDefinitionFor(info, registry, pageConfigs).pageConfig?.readOnly === true, [info, pageConfigs]);
  const recordKey = key === 'new' ? undefined : key;
  const readOnly = Boolean(recordKey) && (params.get(READ_ONLY_PARAM) === '1' || listReadOnly);
  return <GenericCardPage key={`${info.name}:${recordKey ?? 'new'}`} entityName={info.name} recordKey={recordKey} readOnly={readOnly} />;
}
