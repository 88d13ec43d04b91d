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
  const { navigate, registry, t } = useEngine();
  const own = entityName && record?.registration ? { entityName, entityRegistration: String(record.registration) } : {};
  const query = { ...own, ...(readProp.obj(element.props, 'query') as Record<string, string>), sort: 'dueDate' };
  const { data: page, isLoading } = useRecords('Task', query, readProp.num(element.props, 'size', 10));
  return (
    <List
      size="small"
      loading={isLoading}
      dataSource={page?.records ?? []}
      locale={{ emptyText: t('No task') }}
      renderItem={(task) => (
        <List.Item extra={task.dueDate ? <Tag>{String(task.dueDate)}</Tag> : null}>
          <Typography.Link onClick={() => navigate(registry.clientRoute('Task', String(task.registration)))}>{String(task.name ?? task.registration)}</Typography.Link>
          {task.status ? <Tag style={{ marginInlineStart: 8 }}>{String(task.status)}</Tag> : null}
        </List.Item>
      )}
    />
  );
}
