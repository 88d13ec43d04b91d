import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import type { ListDefinition, PageConfig } from '../../schemas/generated/meta.ts';
import type { EntityInfo } from '../../engine/registry/types.ts';
import { GenericListPage } from '../../renderers/pages/GenericListPage.tsx';
import { files } from '../api/fileTransfer.ts';
import { useAuth } from '../auth/AuthContext.tsx';
import { registry } from '../registry.ts';
import { listDefinitionFor } from './listDefinition.ts';

/**
 * A list route: the generic list page fed by its list definition; its search lives in the URL.
 * A dedicated page may hand its own definition (the entity's, narrowed by a fixed query).
 */
export default function ListRoute({ info, definition: given }: { info: EntityInfo; definition?: ListDefinition }) {
  const [params, setParams] = useSearchParams();
  const { user, configuration } = useAuth();
  const pageConfigs = configuration?.pageConfigs as Record<string, PageConfig> | undefined;
  const definition = useMemo(() => given ?? listDefinitionFor(info, registry, pageConfigs), [given, info, pageConfigs]);
  const urlQuery = useMemo(() => Object.fromEntries(params.entries()), [params]);
  const onUrlQueryChange = useCallback((query: Record<string, string>, { replace }: { replace: boolean }) => setParams(query, { replace }), [setParams]);
  return <GenericListPage key={definition.route} definition={definition} urlQuery={urlQuery} onUrlQueryChange={onUrlQueryChange} username={user?.username} files={files} />;
}
