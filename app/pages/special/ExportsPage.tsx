import { useMemo, useState } from 'react';
import { Button, Input, Table } from 'antd';
import { DownloadOutlined } from '@ant-design/icons';
import { listExportBody } from '../../../engine/lists/exportRequest.ts';
import type { EntityInfo } from '../../../engine/registry/types.ts';
import { useEngine } from '../../../renderers/context/EngineContext.ts';
import { errorText } from '../../../renderers/pages/errorText.ts';
import { saveBlob } from '../../../renderers/table/saveBlob.ts';
import { files } from '../../api/fileTransfer.ts';
import { registry } from '../../registry.ts';
import { listDefinitionFor } from '../listDefinition.ts';
import { SpecialCard } from './SpecialCard.tsx';

/**
 * /exports: every collection of the tenant as an Excel file, with the columns of its list page;
 * the server streams all rows (POST /api/report/excel), not one page.
 */
export default function ExportsPage() {
  const { notify, t, user } = useEngine();
  const [filter, setFilter] = useState('');
  const [busy, setBusy] = useState<string>();
  const rows = useMemo(
    () =>
      registry
        .all()
        .filter(
          (i) => i.listRoute && !i.dyno && (!filter || i.name.toLowerCase().includes(filter.toLowerCase())),
        ),
    [filter],
  );

  const exportAll = async (info: EntityInfo) => {
    const definition = listDefinitionFor(info, registry);
    const title = definition.title ?? info.name;
    setBusy(info.name);
    try {
      const body = listExportBody(
        info.name,
        t(title),
        (definition.columns ?? []).filter((c) => !c.hidden),
        { ...definition.defaultQuery },
        user?.locale,
      );
      saveBlob(await files.download({ method: 'POST', path: '/api/report/excel', body }));
    } catch (err) {
      notify('error', errorText(err));
    } finally {
      setBusy(undefined);
    }
  };

  return (
    <SpecialCard
      title={t('Exports')}
      intro={t('Download a whole collection as an Excel file: every record you may read, with the columns of its list page. To export a search, use the export button of the list page itself.')}
    >
      <Input.Search
        placeholder={t('Filter collections')}
        allowClear
        onChange={(e) => setFilter(e.target.value)}
        style={{ maxWidth: 320, marginBottom: 12 }}
      />
      <Table<EntityInfo>
        rowKey="name"
        size="small"
        pagination={{ pageSize: 20 }}
        dataSource={rows}
        columns={[
          { title: t('Database collection'), dataIndex: 'collection' },
          { title: t('Entity'), dataIndex: 'name' },
          { title: 'API', dataIndex: 'apiPath', render: (v: string) => <code>{v}</code> },
          {
            title: '',
            key: 'export',
            render: (_: unknown, info) => (
              <Button
                size="small"
                icon={<DownloadOutlined />}
                loading={busy === info.name}
                onClick={() => void exportAll(info)}
              >
                Excel
              </Button>
            ),
          },
        ]}
      />
    </SpecialCard>
  );
}
