import { Button, Drawer, Form, Select, Space, Switch, Tooltip } from 'antd';
import type { ColumnDefinition } from '../../schemas/generated/meta.ts';
import { pageSizeOptions, type TableConfig } from '../../engine/lists/tableConfig.ts';
import { useT } from '../context/useT.ts';
import { ColumnList } from './ColumnList.tsx';
import { useShortcut } from './useShortcut.ts';

export interface TableConfigPanelProps {
  open: boolean;
  columns: readonly ColumnDefinition[];
  config: TableConfig;
  defaultPageSize: number;
  saving: boolean;
  onChange: (config: TableConfig) => void;
  onSave: () => void;
  onReset: () => void;
  onClose: () => void;
}

/**
 * The table configuration panel (seed 001 §2): page size, open links in side view, filters in a
 * popup, filters on load, column order and visibility. Changes apply at once; Ctrl/Cmd+S or Save
 * keeps them as a user preference of the route; Reset goes back to the defaults.
 */
export function TableConfigPanel(props: TableConfigPanelProps) {
  const { open, columns, config, defaultPageSize, saving, onChange, onSave, onReset, onClose } = props;
  const t = useT();
  useShortcut('mod+KeyS', onSave, open);
  const flag = (key: 'sideView' | 'advancedSearchInModal' | 'displaySearchFiltersOnLoad', label: string) => (
    <Form.Item label={label} style={{ marginBottom: 8 }}>
      <Switch checked={config[key]} onChange={(checked) => onChange({ ...config, [key]: checked })} data-testid={`config-${key}`} />
    </Form.Item>
  );
  return (
    <Drawer
      open={open}
      title={t('Table configuration')}
      size={420}
      onClose={onClose}
      destroyOnHidden
      extra={
        <Space>
          <Button onClick={onReset} data-testid="config-reset">
            {t('Reset')}
          </Button>
          <Tooltip title="Ctrl/Cmd+S">
            <Button type="primary" loading={saving} onClick={onSave} data-testid="config-save">
              {t('Save')}
            </Button>
          </Tooltip>
        </Space>
      }
    >
      <Form layout="horizontal" labelCol={{ span: 14 }} wrapperCol={{ span: 10 }} labelAlign="left">
        <Form.Item label={t('Page size')} style={{ marginBottom: 8 }}>
          <Select
            value={config.pageSize}
            options={pageSizeOptions(defaultPageSize).map((n) => ({ value: n, label: String(n) }))}
            onChange={(pageSize: number) => onChange({ ...config, pageSize })}
            data-testid="config-page-size"
          />
        </Form.Item>
        {flag('sideView', t('Open links in side view'))}
        {flag('advancedSearchInModal', t('Search filters in a popup'))}
        {flag('displaySearchFiltersOnLoad', t('Search filters on load'))}
      </Form>
      <ColumnList columns={columns} config={config} onChange={onChange} />
    </Drawer>
  );
}
