import { useMemo } from 'react';
import { Alert } from 'antd';
import { useEngine } from '../../../renderers/context/EngineContext.ts';
import { useAuth } from '../../auth/AuthContext.tsx';
import { registry } from '../../registry.ts';
import ListRoute from '../ListRoute.tsx';
import { listDefinitionFor } from '../listDefinition.ts';

/**
 * /user-content: the documents the signed-in user stored, whatever record they are attached to:
 * the documents list definition narrowed to `_insertUser` = the user.
 */
export default function UserContentPage() {
  const { user } = useAuth();
  const { t } = useEngine();
  const info = registry.get('Document');
  const definition = useMemo(() => {
    const documents = listDefinitionFor(info, registry);
    return {
      ...documents,
      route: '/user-content',
      title: 'My documents',
      noAdd: true,
      defaultQuery: { ...documents.defaultQuery, _insertUser: user?.username ?? '' },
    };
  }, [info, user?.username]);
  return (
    <>
      <Alert
        type="info"
        showIcon
        style={{ marginBottom: 12 }}
        data-testid="page-intro"
        title={t('The documents you stored, on any record. Open one to see it, or the record it belongs to.')}
      />
      <ListRoute info={info} definition={definition} />
    </>
  );
}
