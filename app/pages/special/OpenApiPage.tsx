import { Card, Collapse, Spin, Tag, Typography } from 'antd';
import useSWR from 'swr';
import { http } from '../../api/http.ts';

interface OpenApiDoc {
  info?: { title?: string; version?: string };
  paths?: Record<string, Record<string, { summary?: string; tags?: string[] }>>;
}

const METHOD_COLOURS: Record<string, string> = { get: 'blue', post: 'green', patch: 'orange', put: 'gold', delete: 'red' };

/** /documentation/api: the OpenAPI document generated from the schemas, grouped by path. */
export default function OpenApiPage() {
  const { data, error } = useSWR('/api/docs/openapi.json', async (p: string) => (await http<OpenApiDoc>('GET', p)).data);
  if (error) return <Typography.Text type="danger">The API description is not available.</Typography.Text>;
  if (!data) return <Spin />;
  const paths = Object.entries(data.paths ?? {});
  return (
    <Card title={`${data.info?.title ?? 'API'} ${data.info?.version ?? ''}`} extra={<a href="/api/docs/openapi.json">openapi.json</a>}>
      <Typography.Paragraph>{paths.length} paths</Typography.Paragraph>
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
