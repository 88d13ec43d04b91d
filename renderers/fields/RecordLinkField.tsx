import { useContext } from 'react';
import { Typography } from 'antd';
import { LinkOutlined } from '@ant-design/icons';
import type { WidgetProps } from '@rjsf/utils';
import { EngineContext } from '../context/EngineContext.ts';
import { fieldMeta } from './fieldMeta.ts';

/**
 * recordLink (a `renderer` override of a read-only registration field): the registration of a
 * record of `query.entityName` as a link to its page, e.g. the person a prospect was converted
 * into; nothing to follow while the field is empty.
 */
export function RecordLinkField(props: WidgetProps) {
  const env = useContext(EngineContext);
  const entityName = fieldMeta(props).query?.entityName;
  const value = typeof props.value === 'string' ? props.value : '';
  const route = entityName && env?.registry.has(entityName) ? env.registry.get(entityName).route : undefined;
  if (!value) return <Typography.Text id={props.id} type="secondary">—</Typography.Text>;
  if (!route) return <Typography.Text id={props.id}>{value}</Typography.Text>;
  return (
    <Typography.Link id={props.id} href={`${route}/${encodeURIComponent(value)}`} data-testid={`record-link-${props.name}`}>
      <LinkOutlined /> {value}
    </Typography.Link>
  );
}
