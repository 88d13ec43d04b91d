import { useEffect, useState } from 'react';
import { Button, Card, Descriptions, Table } from 'antd';
import { formatFileSize } from '../../../engine/format/index.ts';

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
    <Card title="Cache information" extra={<Button onClick={clearUiState}>Clear UI state</Button>}>
      <Descriptions column={1} size="small" style={{ marginBottom: 16 }}>
        <Descriptions.Item label="Storage used">{estimate?.usage !== undefined ? formatFileSize(estimate.usage) : 'unknown'}</Descriptions.Item>
        <Descriptions.Item label="Storage quota">{estimate?.quota !== undefined ? formatFileSize(estimate.quota) : 'unknown'}</Descriptions.Item>
        <Descriptions.Item label="Cache Storage">{caches.length ? caches.join(', ') : 'none'}</Descriptions.Item>
      </Descriptions>
      <Table<StorageRow>
        rowKey="key"
        size="small"
        pagination={false}
        dataSource={rows}
        columns={[
          { title: 'Local storage key', dataIndex: 'key' },
          { title: 'Size', dataIndex: 'size', render: (v: number) => formatFileSize(v) },
        ]}
      />
    </Card>
  );
}
