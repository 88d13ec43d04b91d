import { useMemo, useState } from 'react';
import { Alert, Button, Form, Select, Space, Table, Upload } from 'antd';
import { UploadOutlined } from '@ant-design/icons';
import { fillText } from '../../../engine/i18n/fillText.ts';
import { mapImportRow, type ImportColumn } from '../../../engine/imports/mapImportRow.ts';
import { parseImportFile } from '../../../engine/imports/parseImportFile.ts';
import { useEngine } from '../../../renderers/context/EngineContext.ts';
import { errorText } from '../../../renderers/pages/errorText.ts';
import { RecordSelect } from './RecordSelect.tsx';
import { SpecialCard } from './SpecialCard.tsx';

type Row = Record<string, unknown>;
interface Outcome {
  line: number;
  registration?: string;
  error?: string;
}

/**
 * /imports: creates records of one collection from a CSV or JSON file, optionally through an import
 * mapping (/mapping), one create per row through the same API and checks as the forms; every row
 * that fails is listed with the server's reason, and nothing else is skipped.
 */
export default function ImportsPage() {
  const { data, registry, t } = useEngine();
  const [entityName, setEntityName] = useState<string>();
  const [mapping, setMapping] = useState<{ registration?: string; columns: ImportColumn[] }>({ columns: [] });
  const [file, setFile] = useState<{ name: string; rows: Row[] }>();
  const [problem, setProblem] = useState<string>();
  const [outcomes, setOutcomes] = useState<Outcome[]>([]);
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
    setOutcomes([]);
  };

  const read = async (f: File) => {
    setOutcomes([]);
    try {
      setFile({ name: f.name, rows: parseImportFile(f.name, await f.text()) });
      setProblem(undefined);
    } catch (err) {
      setFile(undefined);
      setProblem(`${f.name}: ${(err as Error).message}`);
    }
    return false;
  };

  const run = async () => {
    if (!entityName) return;
    setRunning(true);
    const results: Outcome[] = [];
    for (const [i, row] of mapped.entries()) {
      try {
        const created = await data.create({ entityName, data: row });
        results.push({ line: i + 1, registration: String(created.registration) });
      } catch (err) {
        results.push({ line: i + 1, error: errorText(err) });
      }
      setOutcomes([...results]);
    }
    setRunning(false);
  };

  const failed = outcomes.filter((o) => o.error);
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
            onClick={() => void run()}
            data-testid="import-run"
          >
            {fillText(t('Import {{count}} rows'), { count: mapped.length || '' })}
          </Button>
        </Form.Item>
      </Form>
      {problem && <Alert type="error" showIcon title={problem} style={{ marginBottom: 12 }} />}
      {outcomes.length > 0 && (
        <Space orientation="vertical" style={{ width: '100%', marginBottom: 12 }}>
          <Alert
            type={failed.length ? 'warning' : 'success'}
            showIcon
            title={fillText(t('{{created}} created, {{refused}} refused'), { created: outcomes.length - failed.length, refused: failed.length })}
          />
          {failed.length > 0 && (
            <Table<Outcome>
              rowKey="line"
              size="small"
              pagination={false}
              dataSource={failed}
              columns={[
                { title: t('Row'), dataIndex: 'line' },
                { title: t('Reason'), dataIndex: 'error' },
              ]}
            />
          )}
        </Space>
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
    </SpecialCard>
  );
}
