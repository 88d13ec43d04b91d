import { Alert, Table } from 'antd';
import { Link } from 'react-router-dom';
import useSWR from 'swr';
import { formatFileSize } from '../../../engine/format/index.ts';
import { useEngine } from '../../../renderers/context/EngineContext.ts';
import { errorText } from '../../../renderers/pages/errorText.ts';
import { SpecialCard } from './SpecialCard.tsx';

interface Container {
  name: string;
  objects: number;
  bytes: number;
  lastStored: string | null;
}

/** /object-storage-containers: the stored documents of the tenant, one container per owning entity. */
export default function ObjectStorageContainersPage() {
  const { data } = useEngine();
  const {
    data: containers,
    error,
    isLoading,
  } = useSWR('object-storage', () =>
    data.custom<Container[]>({ method: 'GET', path: '/api/core/object-storage/containers' }),
  );
  const total = (containers ?? []).reduce((sum, c) => sum + c.bytes, 0);
  return (
    <SpecialCard
      title="Object storage"
      intro={`The files stored for this tenant, grouped by the kind of record they are attached to ("unattached" for the others): how many, how big, and when the last one was stored.${containers ? ` ${formatFileSize(total)} in all.` : ''}`}
    >
      {error && <Alert type="error" showIcon title={errorText(error)} />}
      <Table<Container>
        rowKey="name"
        size="small"
        loading={isLoading}
        pagination={false}
        dataSource={containers ?? []}
        columns={[
          {
            title: 'Container',
            dataIndex: 'name',
            render: (name: string) => (
              <Link to={`/object-storage-container/${encodeURIComponent(name)}`}>{name}</Link>
            ),
          },
          { title: 'Objects', dataIndex: 'objects' },
          { title: 'Size', dataIndex: 'bytes', render: (v: number) => formatFileSize(v) },
          {
            title: 'Last stored',
            dataIndex: 'lastStored',
            render: (v: string | null) => (v ? new Date(v).toLocaleString() : ''),
          },
        ]}
      />
    </SpecialCard>
  );
}
