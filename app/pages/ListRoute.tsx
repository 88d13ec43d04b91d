import { useSearchParams } from 'react-router-dom';
import { DEFAULT_COLUMNS } from '../../engine/lists/columns.ts';
import type { EntityInfo } from '../../engine/registry/types.ts';
import { GenericListPage } from '../../renderers/pages/GenericListPage.tsx';
import { listDefinitionFor } from './listDefinition.ts';

/** A list route: the generic list page fed by the entity's list definition; search kept in the URL. */
export default function ListRoute({ info }: { info: EntityInfo }) {
  const [params, setParams] = useSearchParams();
  const definition = listDefinitionFor(info);
  const search = params.get('filter') ?? undefined;
  return (
    <GenericListPage
      entityName={info.name}
      title={definition.title}
      columns={definition.columns.length ? definition.columns : DEFAULT_COLUMNS}
      pageSize={definition.pageSize}
      noAdd={definition.noAdd}
      search={search}
      onSearchChange={(text) => {
        const next = new URLSearchParams(params);
        if (text) next.set('filter', text);
        else next.delete('filter');
        next.delete('page');
        setParams(next);
      }}
    />
  );
}
