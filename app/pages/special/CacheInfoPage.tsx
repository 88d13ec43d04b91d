import { useEffect, useState } from 'react';
import { Button, Card, Descriptions, Table } from 'antd';
import { formatFileSize } from '../../../engine/format/index.ts';
import { useEngine } from '../../../renderers/context/EngineContext.ts';

interface StorageRow {
  key: string;
  size: number;
}

function localStorageRows(): StorageRow[] {
  return Object.keys(localStorage)
    .sort()
    .map((key) => ({ key, size: (localStorage.getItem(key) ?? '').length * 2 }));
}

/**
 * /cache-info: what this browser keeps for Tabula — local storage entries (UI state, auth, locale,
 * debug flags), Cache Storage caches and the storage estimate — with a way to clear the UI state.
 */
export default function CacheInfoPage() {
  const { t } = useEngine();
  const [rows, setRows] = useState(localStorageRows);
  const [caches, setCaches] = useState<string[]>([]);
  const [estimate, setEstimate] = useState<StorageEstimate>();

  useEffect(() => {
    void globalThis.caches?.keys().then(setCaches).catch(() => setCaches([]));
    void navigator.storage?.estimate?.().then(setEstimate).catch(() => undefined);
  }, []);

  const clearUiState = () => {
    for (const { key } of rows) if (key.startsWith('tabula.') && key !== 'tabula.auth.token') localStorage.removeItem(key);
    setRows(localStorageRows());
  };

  return (
    <Card title={t('Cache information')} extra={<Button onClick={clearUiState}>{t('Clear UI state')}</Button>}>
      <Descriptions column={1} size="small" style={{ marginBottom: 16 }}>
        <Descriptions.Item label={t('Storage used')}>{estimate?.usage !== undefined ? formatFileSize(estimate.usage) : t('Unknown')}</Descriptions.Item>
        <Descriptions.Item label={t('Storage quota')}>{estimate?.quota !== undefined ? formatFileSize(estimate.quota) : t('Unknown')}</Descriptions.Item>
        <Descriptions.Item label={t('Cache Storage')}>{caches.length ? caches.join(', ') : t('None')}</Descriptions.Item>
      </Descriptions>
      <Table<StorageRow>
        rowKey="key"
        size="small"
        pagination={false}
        dataSource={rows}
        columns={[
          { title: t('Local storage key'), dataIndex: 'key' },
          { title: t('Size'), dataIndex: 'size', render: (v: number) => formatFileSize(v) },
        ]}
      />
    </Card>
  );
}
