import { Alert, Table } from 'antd';
import { Link } from 'react-router-dom';
import useSWR from 'swr';
import { formatFileSize } from '../../../engine/format/index.ts';
import { fillText } from '../../../engine/i18n/fillText.ts';
import { useEngine } from '../../../renderers/context/EngineContext.ts';
import { errorText } from '../../../renderers/pages/errorText.ts';
import { SpecialCard } from './SpecialCard.tsx';
import { formatDate } from '../../../engine/format/formatDate.ts';

interface Container {
  name: string;
  objects: number;
  bytes: number;
  lastStored: string | null;
}

/** /object-storage-containers: the stored documents of the tenant, one container per owning entity. */
export default function ObjectStorageContainersPage() {
  const { data, t, user } = useEngine();
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
      title={t('Object storage')}
      intro={`${t('The files stored for this tenant, grouped by the kind of record they are attached to ("unattached" for the others): how many, how big, and when the last one was stored.')}${containers ? ` ${fillText(t('{{size}} in all.'), { size: formatFileSize(total) })}` : ''}`}
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
            title: t('Container'),
            dataIndex: 'name',
            render: (name: string) => (
              <Link to={`/object-storage-container/${encodeURIComponent(name)}`}>{name}</Link>
            ),
          },
          { title: t('Objects'), dataIndex: 'objects' },
          { title: t('Size'), dataIndex: 'bytes', render: (v: number) => formatFileSize(v) },
          {
            title: t('Last stored'),
            dataIndex: 'lastStored',
            render: (v: string | null) => (v ? formatDate(v, user?.locale, true) : ''),
          },
        ]}
      />
    </SpecialCard>
  );
}
