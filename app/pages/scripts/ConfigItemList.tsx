import { Alert, Input, List, Segmented, Tag, Typography } from 'antd';
import { useEngine } from '../../../renderers/context/EngineContext.ts';
import type { ConfigItemKind } from './configItemKind.ts';
import { useConfigItems } from './useConfigItems.ts';

interface Props {
  kind: ConfigItemKind;
  filter: string;
  selected?: string;
  onKind: (kind: ConfigItemKind) => void;
  onFilter: (filter: string) => void;
  onSelect: (name: string) => void;
}

/** The left column of /scripts: scripts or lists, a filter, and the items to open. */
export function ConfigItemList({ kind, filter, selected, onKind, onFilter, onSelect }: Props) {
  const { t } = useEngine();
  const { data, error, isLoading } = useConfigItems(kind, filter);
  return (
    <div data-testid="config-item-list">
      <Segmented
        block
        value={kind}
        onChange={(v) => onKind(v as ConfigItemKind)}
        options={[
          { value: 'script', label: t('Scripts') },
          { value: 'list', label: t('Lists') },
        ]}
        style={{ marginBottom: 8 }}
      />
      <Input.Search allowClear defaultValue={filter} placeholder={t('Filter by name')} onSearch={onFilter} data-testid="config-item-filter" style={{ marginBottom: 8 }} />
      {error ? <Alert type="error" title={String((error as Error).message)} /> : null}
      <List
        size="small"
        loading={isLoading}
        dataSource={data?.items ?? []}
        locale={{ emptyText: t('Nothing matches') }}
        renderItem={(item) => (
          <List.Item
            key={item.registration}
            onClick={() => onSelect(item.name)}
            style={{ cursor: 'pointer', background: item.name === selected ? 'var(--ant-color-primary-bg, #e6f4ff)' : undefined, paddingInline: 8 }}
            data-testid={`config-item-${item.name}`}
          >
            <Typography.Text ellipsis style={{ maxWidth: 180 }} delete={item.enabled === false}>
              {item.name}
            </Typography.Text>
            {item.type ? <Tag>{item.type}</Tag> : null}
          </List.Item>
        )}
      />
      {data?.continues ? <Typography.Text type="secondary">{t('More items exist: narrow the filter.')}</Typography.Text> : null}
    </div>
  );
}
