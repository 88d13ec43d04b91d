import { Alert, Button, Table } from 'antd';
import { Link, useParams } from 'react-router-dom';
import useSWR from 'swr';
import { formatFileSize } from '../../../engine/format/index.ts';
import { fillText } from '../../../engine/i18n/fillText.ts';
import { useEngine } from '../../../renderers/context/EngineContext.ts';
import { errorText } from '../../../renderers/pages/errorText.ts';
import { saveBlob } from '../../../renderers/table/saveBlob.ts';
import { files } from '../../api/fileTransfer.ts';
import { SpecialCard } from './SpecialCard.tsx';
import { formatDate } from '../../../engine/format/formatDate.ts';

interface StoredObject {
  _id: string;
  registration: string;
  name: string | null;
  fileName: string | null;
  entityRegistration: string | null;
  contentType: string;
  size: number;
  sha256: string;
  storedAt: string;
}

/** /object-storage-container/{containerName}: the objects of one container, newest first, each downloadable. */
export default function ObjectStorageContainerPage() {
  const { containerName = '' } = useParams();
  const { data, registry, notify, t, user } = useEngine();
  const path = `/api/core/object-storage/containers/${encodeURIComponent(containerName)}`;
  const {
    data: objects,
    error,
    isLoading,
  } = useSWR(path, () => data.custom<StoredObject[]>({ method: 'GET', path }));
  const owner = registry.has(containerName) ? registry.get(containerName) : undefined;
  const download = async (o: StoredObject) => {
    try {
      saveBlob(await files.download({ method: 'GET', path: `/api/core/documents/${o._id}/content` }));
    } catch (err) {
      notify('error', errorText(err));
    }
  };
  return (
    <SpecialCard
      title={fillText(t('Container {{name}}'), { name: containerName })}
      intro={
        <>
          {owner
            ? fillText(t('The files stored for {{entity}} records (the newest 1,000), with their type, size and SHA-256 checksum.'), { entity: t(owner.name) })
            : t('The files stored for no record (the newest 1,000), with their type, size and SHA-256 checksum.')}{' '}
          <Link to="/object-storage-containers">{t('All containers')}</Link>
        </>
      }
    >
      {error && <Alert type="error" showIcon title={errorText(error)} />}
      <Table<StoredObject>
        rowKey="_id"
        size="small"
        loading={isLoading}
        dataSource={objects ?? []}
        locale={{ emptyText: fillText(t('No object in container {{name}}'), { name: containerName }) }}
        columns={[
          {
            title: t('Document'),
            dataIndex: 'registration',
            render: (v: string) => <Link to={registry.clientRoute('Document', v)}>{v}</Link>,
          },
          { title: t('Name'), dataIndex: 'name', render: (v: string | null, o) => v ?? o.fileName },
          {
            title: t('Attached to'),
            dataIndex: 'entityRegistration',
            render: (v: string | null) =>
              v && owner ? <Link to={registry.clientRoute(owner.name, v)}>{v}</Link> : v,
          },
          { title: t('Type'), dataIndex: 'contentType' },
          { title: t('Size'), dataIndex: 'size', render: (v: number) => formatFileSize(v) },
          {
            title: 'SHA-256',
            dataIndex: 'sha256',
            render: (v: string) => <code title={v}>{v.slice(0, 12)}…</code>,
          },
          { title: t('Stored'), dataIndex: 'storedAt', render: (v: string) => formatDate(v, user?.locale, true) },
          {
            title: '',
            key: 'download',
            render: (_: unknown, o) => (
              <Button size="small" onClick={() => void download(o)}>
                {t('Download')}
              </Button>
            ),
          },
        ]}
      />
    </SpecialCard>
  );
}
