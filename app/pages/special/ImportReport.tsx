import { Alert, Space, Table } from 'antd';
import { fillText } from '../../../engine/i18n/fillText.ts';
import { useEngine } from '../../../renderers/context/EngineContext.ts';

type Rec = Record<string, unknown>;
interface RowError {
  line: number;
  message?: string;
}

/** What one import run did (an ImportRun record): rows created and refused, and each refused row's reason. */
export function ImportReport({ run }: { run: Rec }) {
  const { t } = useEngine();
  const errors = Array.isArray(run.errors) ? (run.errors as RowError[]) : [];
  const failed = Number(run.failed ?? errors.length);
  return (
    <Space orientation="vertical" style={{ width: '100%' }}>
      <Alert
        type={failed ? 'warning' : 'success'}
        showIcon
        title={fillText(t('{{created}} created, {{refused}} refused'), { created: Number(run.created ?? 0), refused: failed })}
      />
      {errors.length > 0 && (
        <Table<RowError>
          rowKey="line"
          size="small"
          pagination={false}
          dataSource={errors}
          columns={[
            { title: t('Row'), dataIndex: 'line' },
            { title: t('Reason'), dataIndex: 'message' },
          ]}
        />
      )}
    </Space>
  );
}
