import { Card, Collapse, Spin, Tag, Typography } from 'antd';
import useSWR from 'swr';
import { fillText } from '../../../engine/i18n/fillText.ts';
import { useEngine } from '../../../renderers/context/EngineContext.ts';
import { http } from '../../api/http.ts';

interface OpenApiDoc {
  info?: { title?: string; version?: string };
  paths?: Record<string, Record<string, { summary?: string; tags?: string[] }>>;
}

const METHOD_COLOURS: Record<string, string> = { get: 'blue', post: 'green', patch: 'orange', put: 'gold', delete: 'red' };

/** /documentation/api: the OpenAPI document generated from the schemas, grouped by path. */
export default function OpenApiPage() {
  const { t } = useEngine();
  const { data, error } = useSWR('/api/docs/openapi.json', async (p: string) => (await http<OpenApiDoc>('GET', p)).data);
  if (error) return <Typography.Text type="danger">{t('The API description is not available.')}</Typography.Text>;
  if (!data) return <Spin />;
  const paths = Object.entries(data.paths ?? {});
  return (
    <Card title={`${data.info?.title ?? 'API'} ${data.info?.version ?? ''}`} extra={<a href="/api/docs/openapi.json">openapi.json</a>}>
      <Typography.Paragraph>{fillText(t('{{count}} paths'), { count: paths.length })}</Typography.Paragraph>
      <Collapse
        items={paths.map(([path, ops]) => ({
          key: path,
          label: (
            <span>
              {Object.keys(ops).map((m) => (
                <Tag key={m} color={METHOD_COLOURS[m] ?? 'default'}>
                  {m.toUpperCase()}
                </Tag>
              ))}
              <code>{path}</code>
            </span>
          ),
          children: Object.entries(ops).map(([m, op]) => (
            <div key={m}>
              <Tag color={METHOD_COLOURS[m] ?? 'default'}>{m.toUpperCase()}</Tag> {op.summary ?? ''}
            </div>
          )),
        }))}
      />
    </Card>
  );
}
