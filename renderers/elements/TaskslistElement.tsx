import { List, Tag, Typography } from 'antd';
import { useEngine } from '../context/EngineContext.ts';
import { useRecords } from '../cards/parts/useRecords.ts';
import { readProp } from './readProp.ts';
import type { ElementProps } from './ElementProps.ts';

/**
 * taskslist: open tasks, sorted by due date: those of the page's record by default, or those
 * matching the element's `query` (e.g. `{assignee: 'me@master'}`).
 */
export function TaskslistElement({ element, entityName, record }: ElementProps) {
  const { navigate, registry } = useEngine();
  const own = entityName && record?.registration ? { entityName, entityRegistration: String(record.registration) } : {};
  const query = { ...own, ...(readProp.obj(element.props, 'query') as Record<string, string>), sort: 'dueDate' };
  const { data: page, isLoading } = useRecords('Task', query, readProp.num(element.props, 'size', 10));
  return (
    <List
      size="small"
      loading={isLoading}
      dataSource={page?.records ?? []}
      locale={{ emptyText: 'No task' }}
      renderItem={(t) => (
        <List.Item extra={t.dueDate ? <Tag>{String(t.dueDate)}</Tag> : null}>
          <Typography.Link onClick={() => navigate(registry.clientRoute('Task', String(t.registration)))}>{String(t.name ?? t.registration)}</Typography.Link>
          {t.status ? <Tag style={{ marginInlineStart: 8 }}>{String(t.status)}</Tag> : null}
        </List.Item>
      )}
    />
  );
}
