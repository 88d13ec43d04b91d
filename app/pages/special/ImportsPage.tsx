import { useMemo, useState } from 'react';
import { Alert, Button, Form, Select, Table, Upload } from 'antd';
import { UploadOutlined } from '@ant-design/icons';
import { fillText } from '../../../engine/i18n/fillText.ts';
import { mapImportRow, type ImportColumn } from '../../../engine/imports/mapImportRow.ts';
import { parseImportFile } from '../../../engine/imports/parseImportFile.ts';
import { useEngine } from '../../../renderers/context/EngineContext.ts';
import { errorText } from '../../../renderers/pages/errorText.ts';
import { ImportHistory } from './ImportHistory.tsx';
import { ImportReport } from './ImportReport.tsx';
import { RecordSelect } from './RecordSelect.tsx';
import { SpecialCard } from './SpecialCard.tsx';

type Row = Record<string, unknown>;

/**
 * /imports: creates records of one collection from a CSV or JSON file, optionally through an import
 * mapping (/mapping): the server runs the import (POST /api/import/imports/run, one create per row
 * with the same checks as the forms) and keeps the run; every row that fails is listed with the
 * server's reason, and the history of the runs follows (GET /api/import/imports).
 */
export default function ImportsPage() {
  const { data, registry, t } = useEngine();
  const [entityName, setEntityName] = useState<string>();
  const [mapping, setMapping] = useState<{ registration?: string; columns: ImportColumn[] }>({ columns: [] });
  const [file, setFile] = useState<{ name: string; rows: Row[] }>();
  const [problem, setProblem] = useState<string>();
  const [run, setRun] = useState<Row>();
  const [runs, setRuns] = useState(0);
  const [running, setRunning] = useState(false);
  const entities = registry.all().filter((i) => i.listRoute && !i.dyno && !i.idOnly);
  const schema = entityName ? registry.get(entityName).schema : undefined;
  const mapped = useMemo(
    () => (schema && file ? file.rows.map((r) => mapImportRow(r, schema, mapping.columns)) : []),
    [schema, file, mapping],
  );

  const choose = (name: string) => {
    setEntityName(name);
    setMapping({ columns: [] });
    setRun(undefined);
  };

  const read = async (f: File) => {
    setRun(undefined);
    try {
      setFile({ name: f.name, rows: parseImportFile(f.name, await f.text()) });
      setProblem(undefined);
    } catch (err) {
      setFile(undefined);
      setProblem(`${f.name}: ${(err as Error).message}`);
    }
    return false;
  };

  const start = async () => {
    if (!entityName || !file) return;
    setRunning(true);
    setProblem(undefined);
    try {
      const body = { entityName, fileName: file.name, mappingRegistration: mapping.registration ?? null, rows: file.rows };
      setRun(await data.custom<Row>({ method: 'POST', path: '/api/import/imports/run', body }));
      setRuns((n) => n + 1);
    } catch (err) {
      setProblem(errorText(err));
    } finally {
      setRunning(false);
    }
  };

  const columns = Object.keys(mapped[0] ?? {}).map((k) => ({
    title: k,
    dataIndex: k,
    render: (v: unknown) =>
      v === null || v === undefined ? '' : typeof v === 'object' ? JSON.stringify(v) : String(v),
  }));
  return (
    <SpecialCard
      title={t('Imports')}
      intro={t("Creates records from a CSV file (first line: column names; ; , or tab) or a JSON array. Choose the collection, optionally an import mapping that renames the file's columns, check the preview, then import: each row is created like a form would, and each refused row is listed with its reason.")}
    >
      <Form layout="inline" style={{ marginBottom: 12, rowGap: 8 }}>
        <Form.Item label={t('Database collection')}>
          <Select
            showSearch={{ optionFilterProp: 'label' }}
            style={{ minWidth: 240 }}
            value={entityName}
            onChange={choose}
            options={entities.map((i) => ({ value: i.name, label: i.name }))}
            data-testid="import-entity"
          />
        </Form.Item>
        <Form.Item label={t('Mapping')}>
          <RecordSelect
            key={entityName}
            entityName="Mapping"
            query={entityName ? { entityName } : undefined}
            value={mapping.registration}
            placeholder={t('None: columns are field names')}
            onChange={(registration, record) =>
              setMapping({
                registration,
                columns: Array.isArray(record?.columns) ? (record.columns as ImportColumn[]) : [],
              })
            }
          />
        </Form.Item>
        <Form.Item>
          <Upload accept=".csv,.json,.txt" maxCount={1} showUploadList={false} beforeUpload={(f) => read(f)}>
            <Button icon={<UploadOutlined />}>{file ? file.name : t('Choose a file')}</Button>
          </Upload>
        </Form.Item>
        <Form.Item>
          <Button
            type="primary"
            disabled={!entityName || !mapped.length}
            loading={running}
            onClick={() => void start()}
            data-testid="import-run"
          >
            {fillText(t('Import {{count}} rows'), { count: mapped.length || '' })}
          </Button>
        </Form.Item>
      </Form>
      {problem && <Alert type="error" showIcon title={problem} style={{ marginBottom: 12 }} />}
      {run && (
        <div style={{ marginBottom: 12 }} data-testid="import-report">
          <ImportReport run={run} />
        </div>
      )}
      {mapped.length > 0 && (
        <Table<Row>
          rowKey={(row) => String(mapped.indexOf(row))}
          size="small"
          title={() => t('Preview (first 5 rows, as they will be sent)')}
          pagination={false}
          dataSource={mapped.slice(0, 5)}
          columns={columns}
          scroll={{ x: true }}
        />
      )}
      <div style={{ marginTop: 16 }}>
        <ImportHistory version={runs} />
      </div>
    </SpecialCard>
  );
}
