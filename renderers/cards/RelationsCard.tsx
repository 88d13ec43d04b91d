import { useState } from 'react';
import { Alert, Button } from 'antd';
import useSWR from 'swr';
import { MAX_DEPTH, type Hierarchy } from '../../engine/relations/index.ts';
import { useEngine } from '../context/EngineContext.ts';
import type { CardProps } from './CardProps.ts';
import { AddPersonModal } from './relations/AddPersonModal.tsx';
import { RelationsDiagram } from './relations/RelationsDiagram.tsx';
import { usePersonUsers } from './relations/usePersonUsers.ts';
import { useLookupList } from '../widgets/useLookupList.ts';

/**
 * Relations: the diagram of the persons around a saved person or prospect (GET
 * {apiPath}/{registration}/hierarchy, all depths up to 5, filtered on the page), a click opening a
 * person, each user's username under its person (for a caller who may read users), and the
 * add-person modal. A load failure only ends the loading (seed 002 §8).
 */
export function RelationsCard({ entityName, record, registration }: CardProps) {
  const { data, navigate, registry, t } = useEngine();
  const [adding, setAdding] = useState(false);
  const { options: relationItems } = useLookupList('relation');
  const apiPath = registry.has(entityName) ? registry.get(entityName).apiPath : undefined;
  const key = registration && apiPath ? ['hierarchy', apiPath, registration, String(record._version ?? '')] : null;
  const { data: graph, isLoading, mutate } = useSWR<Hierarchy | undefined>(key, () =>
    data.custom<Hierarchy>({ method: 'GET', path: `${apiPath}/${encodeURIComponent(registration as string)}/hierarchy?depth=${MAX_DEPTH}` }).catch(() => undefined),
  );
  const { usernames } = usePersonUsers(graph?.persons.map((p) => p.registration) ?? []);
  if (!registration) return <Alert type="info" showIcon title={t('Save the person to see its relations')} />;
  return (
    <>
      <RelationsDiagram
        graph={graph}
        center={registration}
        loading={isLoading}
        usernames={usernames}
        onOpen={(r) => navigate(registry.clientRoute(entityName, r))}
        extra={<Button size="small" onClick={() => setAdding(true)}>{t('Add person')}</Button>}
      />
      <AddPersonModal
        open={adding}
        entityName={entityName}
        source={record}
        relations={relationItems.map((o) => ({ value: String(o.value), label: o.label }))}
        onClose={() => setAdding(false)}
        onAdded={() => {
          setAdding(false);
          void mutate();
        }}
      />
    </>
  );
}
