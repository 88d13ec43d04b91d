import { Space, Tag, Typography } from 'antd';
import type { SavedSearch } from '../../engine/lists/savedSearches.ts';
import { useT } from '../context/useT.ts';

export interface SavedSearchItem {
  id: string;
  search: SavedSearch;
}

interface SavedSearchListProps {
  items: readonly SavedSearchItem[];
  onApply: (search: SavedSearch) => void;
  onDelete: (id: string) => void;
}

/** The "Saved searches" list: a click applies one, the cross removes it. */
export function SavedSearchList({ items, onApply, onDelete }: SavedSearchListProps) {
  const t = useT();
  return (
    <Space wrap size={[4, 4]} data-testid="saved-searches">
      <Typography.Text type="secondary">{t('Saved searches:')}</Typography.Text>
      {items.length === 0 && <Typography.Text type="secondary">{t('none yet (Ctrl+S saves this one)')}</Typography.Text>}
      {items.map(({ id, search }) => (
        <Tag
          key={id}
          color="blue"
          closable
          style={{ cursor: 'pointer' }}
          data-testid="saved-search"
          onClick={() => onApply(search)}
          onClose={(e) => {
            e.preventDefault();
            onDelete(id);
          }}
        >
          {search.name}
        </Tag>
      ))}
    </Space>
  );
}
