import { Alert, List, Tag } from 'antd';
import useSWR from 'swr';
import { fillText } from '../../engine/i18n/fillText.ts';
import { useEngine } from '../context/EngineContext.ts';
import { errorText } from '../pages/errorText.ts';
import { readProp } from './readProp.ts';
import type { ElementProps } from './ElementProps.ts';

type Operation = { summary?: string; description?: string };
type OpenApiDoc = { paths?: Record<string, Record<string, Operation>> };

const METHODS = ['get', 'post', 'put', 'patch', 'delete'];
const COLORS: Record<string, string> = { get: 'blue', post: 'green', put: 'orange', patch: 'gold', delete: 'red' };

/**
 * openapi: the operations of the API document (`url`, default the server's /api/docs/openapi.json)
 * under a path prefix (`pathPrefix`, default the page entity's API path), method and summary.
 */
export function OpenapiElement({ element, entityName }: ElementProps) {
  const { data, registry, t } = useEngine();
  const url = readProp.text(element.props, 'url', '/api/docs/openapi.json');
  const prefix = readProp.text(element.props, 'pathPrefix', entityName && registry.has(entityName) ? registry.get(entityName).apiPath : '/api/');
  const { data: doc, error } = useSWR(['openapi', url], () => data.custom<OpenApiDoc>({ method: 'GET', path: url }));
  if (error) return <Alert type="error" title={errorText(error)} />;
  const ops = Object.entries(doc?.paths ?? {})
    .filter(([path]) => path.startsWith(prefix))
    .flatMap(([path, item]) => METHODS.filter((m) => item[m]).map((m) => ({ path, method: m, summary: item[m].summary ?? item[m].description ?? '' })));
  return (
    <List
      size="small"
      loading={!doc}
      dataSource={ops}
      locale={{ emptyText: fillText(t('No operation under {{prefix}}'), { prefix }) }}
      renderItem={(op) => (
        <List.Item>
          <Tag color={COLORS[op.method]}>{op.method.toUpperCase()}</Tag>
          <code>{op.path}</code> <span style={{ color: '#595959' }}>{op.summary}</span>
        </List.Item>
      )}
    />
  );
}
