import { useEffect, useRef, useState } from 'react';
import { AutoComplete, Badge, Button, Input, Segmented, Space, Tooltip } from 'antd';
import { FileExcelOutlined, FilterOutlined, ReloadOutlined, SettingOutlined } from '@ant-design/icons';
import { clearsOnBackspace } from '../../engine/lists/autocomplete.ts';
import { useT } from '../context/useT.ts';
import { useAutocomplete } from './useAutocomplete.ts';

export type ListView = 'table' | 'kanban';

export interface SearchRowProps {
  entityName: string;
  filter: string;
  autocompleteQuery: Record<string, string>;
  onFilterChange: (text: string) => void;
  activeFilters: number;
  onToggleAdvanced: () => void;
  onOpenConfig: () => void;
  view: ListView;
  onViewChange?: (view: ListView) => void;
  onExport: () => void;
  exporting: boolean;
  onReload: () => void;
}

/**
 * The search row (seed 001 §2): a free-text box with autocomplete (more than 2 characters; Enter
 * searches the typed text, a suggestion applies only when picked; Backspace on one character clears the filter), and the buttons advanced search (Alt+Q), table configuration,
 * view toggle, Excel export and reload (Alt+R).
 */
export function SearchRow(props: SearchRowProps) {
  const { entityName, filter, autocompleteQuery, onFilterChange, activeFilters, view, onViewChange } = props;
  const t = useT();
  const [text, setText] = useState(filter);
  useEffect(() => setText(filter), [filter]);
  const options = useAutocomplete(entityName, text, autocompleteQuery);
  // the suggestion the keyboard or the mouse is on, if any
  const activeOption = useRef<string | null>(null);
  return (
    <Space wrap style={{ marginBottom: 12 }}>
      <AutoComplete
        value={text}
        options={options}
        style={{ width: 320 }}
        // no suggestion is active until the user moves to one: Enter searches the typed text
        defaultActiveFirstOption={false}
        onActive={(v: string | null) => (activeOption.current = v ?? null)}
        onOpenChange={(open) => !open && (activeOption.current = null)}
        onChange={(v: string) => setText(v)}
        onSelect={(v: string) => {
          activeOption.current = null;
          onFilterChange(v);
        }}
      >
        <Input.Search
          allowClear
          placeholder={t('Type to search')}
          data-testid="list-search"
          onSearch={(v, e) => {
            // Enter on a suggestion the user moved to is the suggestion's (onSelect), not the typed text's
            if (e && 'key' in e && activeOption.current !== null) return;
            onFilterChange(v.trim());
          }}
          onKeyDown={(e) => {
            if (!clearsOnBackspace(text, e.key)) return;
            e.preventDefault();
            setText('');
            onFilterChange('');
          }}
        />
      </AutoComplete>
      <Tooltip title={t('Advanced search (Alt+Q)')}>
        <Badge count={activeFilters} size="small">
          <Button icon={<FilterOutlined />} onClick={props.onToggleAdvanced} data-testid="toggle-advanced-search">
            {t('Filters')}
          </Button>
        </Badge>
      </Tooltip>
      <Tooltip title={t('Table configuration')}>
        <Button icon={<SettingOutlined />} onClick={props.onOpenConfig} data-testid="open-table-config" aria-label={t('Table configuration')} />
      </Tooltip>
      {onViewChange && (
        <Segmented<ListView>
          value={view}
          onChange={onViewChange}
          options={[
            { value: 'table', label: t('Table') },
            { value: 'kanban', label: t('Kanban') },
          ]}
          data-testid="view-toggle"
        />
      )}
      <Tooltip title={t('Export all matching rows to Excel')}>
        <Button icon={<FileExcelOutlined />} loading={props.exporting} onClick={props.onExport} data-testid="list-export">
          {t('Export')}
        </Button>
      </Tooltip>
      <Tooltip title={t('Reload (Alt+R)')}>
        <Button icon={<ReloadOutlined />} onClick={props.onReload} data-testid="list-reload" aria-label={t('Reload')} />
      </Tooltip>
    </Space>
  );
}
