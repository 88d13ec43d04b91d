import { Button, Space } from 'antd';
import { DoubleLeftOutlined, DoubleRightOutlined, LeftOutlined, RightOutlined } from '@ant-design/icons';
import { useT } from '../context/useT.ts';
import { RowsCount } from './RowsCount.tsx';
import { pageCount, pageWindow, showFirstLast } from '../../engine/lists/pagination.ts';

export interface PaginationBarProps {
  page: number;
  pageSize: number;
  total: number;
  totalIsLowerBound?: boolean;
  /** The server's estimate when it capped the count: shown as "about N" instead of `100,000+`. */
  totalEstimate?: number;
  onPageChange: (page: number) => void;
}

/**
 * First, previous, page buttons (at most 10), next, last (first and last only beyond 10 pages) and
 * the rows count, `100,000+` when the server capped it at the tenant's exact-count limit ("about 120,000" when it also estimated it).
 */
export function PaginationBar({ page, pageSize, total, totalIsLowerBound, totalEstimate, onPageChange }: PaginationBarProps) {
  const t = useT();
  const pages = pageCount(total, pageSize);
  const edges = showFirstLast(pages);
  const go = (p: number) => p !== page && onPageChange(p);
  return (
    <Space wrap style={{ justifyContent: 'space-between', width: '100%', marginTop: 8 }} data-testid="pagination">
      <RowsCount total={total} totalIsLowerBound={totalIsLowerBound} totalEstimate={totalEstimate} />
      <Space.Compact>
        {edges && <Button icon={<DoubleLeftOutlined />} disabled={page === 1} onClick={() => go(1)} aria-label={t('First page')} data-testid="page-first" />}
        <Button icon={<LeftOutlined />} disabled={page === 1} onClick={() => go(page - 1)} aria-label={t('Previous page')} data-testid="page-previous" />
        {pageWindow(page, pages).map((p) => (
          <Button key={p} type={p === page ? 'primary' : 'default'} onClick={() => go(p)} data-testid={`page-${p}`}>
            {p}
          </Button>
        ))}
        <Button icon={<RightOutlined />} disabled={page >= pages} onClick={() => go(page + 1)} aria-label={t('Next page')} data-testid="page-next" />
        {edges && <Button icon={<DoubleRightOutlined />} disabled={page >= pages} onClick={() => go(pages)} aria-label={t('Last page')} data-testid="page-last" />}
      </Space.Compact>
    </Space>
  );
}
