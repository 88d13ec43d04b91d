import { List, Typography } from 'antd';
import { formatDate } from '../../engine/format/formatDate.ts';
import { selectLabel } from '../../engine/lists/selectLabel.ts';
import { useT } from '../context/useT.ts';
import { useUserLocale } from '../context/useUserLocale.ts';
import { useLookupList } from '../widgets/useLookupList.ts';
import type { CardProps } from './CardProps.ts';
import { useRecords } from './parts/useRecords.ts';

type Rec = Record<string, unknown>;

const short = (v: unknown) => {
  const s = v === null || v === undefined ? '∅' : typeof v === 'object' ? JSON.stringify(v) : String(v);
  return s.length > 60 ? `${s.slice(0, 59)}…` : s;
};

/** The value of a History entry: its changed fields as `field: old → new`. */
function changes(value: unknown): string[] {
  if (!Array.isArray(value)) return value === undefined || value === null ? [] : [short(value)];
  return (value as Rec[]).map((c) => `${String(c.field)}: ${short(c.old)} → ${short(c.new)}`);
}

/** History: the changes of this record (seed 002 §3.12: date, username, value), newest first; reloaded with each new version. */
export function HistoryCard({ entityName, record, registration }: CardProps) {
  const t = useT();
  const locale = useUserLocale();
  const { options: types } = useLookupList('historyType');
  const { data: page, isLoading } = useRecords(registration ? 'History' : null, { entityName, entityRegistration: registration, sort: '-date' }, 50, record._version);
  if (!registration) return <p>{t('No history for a new record.')}</p>;
  return (
    <List
      size="small"
      loading={isLoading}
      dataSource={page?.records ?? []}
      locale={{ emptyText: t('No history') }}
      data-testid="history-list"
      renderItem={(h) => (
        <List.Item data-type={String(h.type ?? '')}>
          <List.Item.Meta
            title={
              <span>
                {h.date ? formatDate(String(h.date), locale, true) : ''} <Typography.Text type="secondary">{String(h.username ?? '')}</Typography.Text>{' '}
                <Typography.Text code>{selectLabel(types, h.type) ?? ''}</Typography.Text>
              </span>
            }
            description={changes(h.value).map((line, i) => (
              <div key={i}>{line}</div>
            ))}
          />
        </List.Item>
      )}
    />
  );
}
