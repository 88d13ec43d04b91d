import { Button, Checkbox, List } from 'antd';
import { ArrowDownOutlined, ArrowUpOutlined } from '@ant-design/icons';
import type { ColumnDefinition } from '../../schemas/generated/meta.ts';
import { fieldLabel } from '../../engine/lists/fieldLabel.ts';
import { useT } from '../context/useT.ts';
import { moveColumn, setColumnHidden, type TableConfig } from '../../engine/lists/tableConfig.ts';

interface ColumnListProps {
  columns: readonly ColumnDefinition[];
  config: TableConfig;
  onChange: (config: TableConfig) => void;
}

/** Column reorder (up and down) and show/hide, in the configured order. */
export function ColumnList({ columns, config, onChange }: ColumnListProps) {
  const t = useT();
  const byName = new Map(columns.map((c) => [c.name, c]));
  return (
    <List
      size="small"
      bordered
      dataSource={config.columns}
      data-testid="config-columns"
      renderItem={(setting, index) => (
        <List.Item
          data-testid={`config-column-${setting.name}`}
          actions={[
            <Button key="up" size="small" icon={<ArrowUpOutlined />} disabled={index === 0} aria-label={t('Move up')} onClick={() => onChange(moveColumn(config, index, index - 1))} />,
            <Button key="down" size="small" icon={<ArrowDownOutlined />} disabled={index === config.columns.length - 1} aria-label={t('Move down')} onClick={() => onChange(moveColumn(config, index, index + 1))} />,
          ]}
        >
          <Checkbox checked={!setting.hidden} onChange={(e) => onChange(setColumnHidden(config, setting.name, !e.target.checked))}>
            {t(fieldLabel(byName.get(setting.name) ?? { name: setting.name }))}
          </Checkbox>
        </List.Item>
      )}
    />
  );
}
