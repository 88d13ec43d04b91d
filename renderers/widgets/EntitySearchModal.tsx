import { useMemo, useState } from 'react';
import { Button, Input, Modal, Space, Table } from 'antd';
import { fillText } from '../../engine/i18n/fillText.ts';
import { matchesSelectFilter } from '../../engine/validation/index.ts';
import type { FieldQuery } from '../../schemas/generated/meta.ts';
import { EntityAdvancedSearch } from './EntityAdvancedSearch.tsx';
import { ENTITY_SEARCH_PAGE_SIZE } from './entitySearchQuery.ts';
import { useEntitySearch } from './useEntitySearch.ts';
import { useT } from '../context/useT.ts';
import { useEngine } from '../context/EngineContext.ts';
import { StatusCell } from '../table/StatusCell.tsx';
import { useLookupList } from './useLookupList.ts';

type Row = Record<string, unknown>;

/** How the modal closed: chosen registrations, 'add' (its Add button), or null (Cancel). */
export type EntitySearchResult = string[] | 'add' | null;

const text = (row: Row) => `${String(row.registration ?? '')} ${String(row.name ?? '')}`;

/** 'Search {entity}' in the user's language, the entity by its translated name. */
export const entitySearchTitle = (t: (key: string) => string, entity: string): string => fillText(t('Search {{entity}}'), { entity: t(entity) });

/**
 * The 'Search {entity}' modal (seed 001 §2): a quick filter (typing filters the rows shown, Enter
 * searches the database), a collapsible advanced search, results 10 per page with registration as
 * row id, Cancel, Validate when several may be chosen (one click chooses otherwise), optional Add.
 */
export function EntitySearchModal(props: { entityName: string; label?: string; query: Partial<FieldQuery>; open: boolean; multiple: boolean; selected: string[]; onClose: (result: EntitySearchResult) => void }) {
  const { entityName, query, open, multiple, onClose } = props;
  const state = useEntitySearch(entityName, query, open);
  const t = useT();
  const [filter, setFilter] = useState('');
  const [chosen, setChosen] = useState<string[]>(props.selected);
  const rows = useMemo(() => state.rows.filter((row) => matchesSelectFilter(filter, text(row))), [state.rows, filter]);
  // statuses by their labels in the user's language, asked beside the rows
  const { registry } = useEngine();
  const statuses = useLookupList(registry.has(entityName) ? registry.get(entityName).statusList : undefined);
  const columns = [
    { title: t('Registration'), dataIndex: 'registration', key: 'registration' },
    { title: t('Name'), dataIndex: 'name', key: 'name' },
    { title: t('Status'), dataIndex: 'status', key: 'status', render: (s: unknown) => <StatusCell options={statuses.options} loading={statuses.loading} value={s} entityName={props.entityName} /> },
  ];
  const footer = (
    <Space>
      {query.allowAdd ? <Button onClick={() => onClose('add')}>{t('Add')}</Button> : null}
      <Button onClick={() => onClose(null)}>{t('Cancel')}</Button>
      {multiple ? <Button type="primary" onClick={() => onClose(chosen)}>{t('Validate')}</Button> : null}
    </Space>
  );
  return (
    <Modal title={entitySearchTitle(t, props.label ?? entityName)} open={open} onCancel={() => onClose(null)} footer={footer} width={800} destroyOnHidden>
      <Space orientation="vertical" style={{ width: '100%' }}>
        <Input
          allowClear
          placeholder={t('Type to filter or press enter to search in database')}
          value={filter}
          onChange={(e) => setFilter(e.target.value)}
          onPressEnter={() => state.search({ search: filter })}
        />
        <EntityAdvancedSearch onSearch={state.search} />
        <Table<Row>
          size="small"
          rowKey={(row) => String(row.registration ?? row._id)}
          loading={state.loading}
          columns={columns}
          dataSource={rows}
          pagination={{ current: state.page, pageSize: ENTITY_SEARCH_PAGE_SIZE, total: state.total, showSizeChanger: false, onChange: state.goTo }}
          rowSelection={multiple ? { selectedRowKeys: chosen, preserveSelectedRowKeys: true, onChange: (keys) => setChosen(keys.map(String)) } : undefined}
          onRow={(row) => ({ onClick: multiple ? undefined : () => onClose([String(row.registration)]), style: multiple ? undefined : { cursor: 'pointer' } })}
        />
      </Space>
    </Modal>
  );
}
