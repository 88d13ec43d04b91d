import { Button, Space, Typography } from 'antd';
import { fillText } from '../../engine/i18n/fillText.ts';
import { hasMoreRows } from '../../engine/lists/appendPaging.ts';
import { rowsCountLabel, type ListTotal } from '../../engine/lists/pagination.ts';
import { useT } from '../context/useT.ts';
import { useUserLocale } from '../context/useUserLocale.ts';
import { RowsCount } from './RowsCount.tsx';

export interface AppendBarProps extends ListTotal {
  /** Rows shown (pages 1 to N). */
  shown: number;
  loaded: boolean;
  onLoadMore: () => void;
}

/**
 * The foot of an appending list (seed 002 §2.4-2.5): the rows count, how many are shown while some
 * are not yet, and a Load more button that appends the next server page below the rows shown
 * (scrolling the grid to its last row does the same).
 */
export function AppendBar({ shown, loaded, onLoadMore, ...total }: AppendBarProps) {
  const t = useT();
  const locale = useUserLocale();
  const more = loaded && hasMoreRows(shown, total);
  return (
    <Space wrap style={{ justifyContent: 'space-between', width: '100%', marginTop: 8 }} data-testid="pagination">
      <Space>
        <RowsCount {...total} />
        {more && <Typography.Text type="secondary" data-testid="rows-shown">{fillText(t('{{count}} shown'), { count: rowsCountLabel(shown, false, locale) })}</Typography.Text>}
      </Space>
      {more && (
        <Button onClick={onLoadMore} data-testid="load-more">
          {t('Load more')}
        </Button>
      )}
    </Space>
  );
}
