import { List, Typography } from 'antd';
import { formatDate } from '../../engine/format/formatDate.ts';
import { selectLabel } from '../../engine/lists/selectLabel.ts';
import type { EntityInfo, JsonSchema } from '../../engine/registry/types.ts';
import { useEngine } from '../context/EngineContext.ts';
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

/** How a changed field is named and its values read: the field's label, its lookup list, whether it is a date. */
interface FieldReading {
  label: string;
  list?: string;
  date?: 'date' | 'datetime';
}

/** The reading of a changed path (`status`, `addresses.0.city`): from the entity's top-level field. */
function readingOf(info: EntityInfo | undefined, path: string): FieldReading {
  const [top, ...rest] = path.split('.');
  const schema = info?.schema.properties?.[top] as JsonSchema | undefined;
  const field = schema?.['x-field'] ?? {};
  const label = typeof field.label === 'string' ? field.label : path;
  const nested = rest.filter((s) => !/^\d+$/.test(s));
  if (nested.length) return { label: `${label} › ${nested.join(' › ')}` };
  const list = top === 'status' && info ? info.statusList : typeof (field.select as { list?: unknown } | undefined)?.list === 'string' ? String((field.select as { list: string }).list) : undefined;
  const date = field.type === 'date' || field.type === 'datetime' ? (field.type as 'date' | 'datetime') : undefined;
  return { label, list, date };
}

/** One change of a History entry, `Label: old → new`, values by their label in the user's language. */
function ChangeLine({ change, info }: { change: Rec; info: EntityInfo | undefined }) {
  const t = useT();
  const locale = useUserLocale();
  const reading = readingOf(info, String(change.field ?? ''));
  const { options, loading } = useLookupList(reading.list);
  const show = (v: unknown) => {
    if (v === null || v === undefined || v === '') return '∅';
    // while the list loads, an ellipsis rather than the code
    if (reading.list) return loading ? '…' : (selectLabel(options, v) ?? short(v));
    if (reading.date && typeof v === 'string') return formatDate(v, locale, reading.date === 'datetime');
    return short(v);
  };
  return (
    <div>
      {t(reading.label)}: {show(change.old)} → {show(change.new)}
    </div>
  );
}

/** History: the changes of this record (seed 002 §3.12: date, username, value), newest first; reloaded with each new version. */
export function HistoryCard({ entityName, record, registration }: CardProps) {
  const t = useT();
  const locale = useUserLocale();
  const { registry } = useEngine();
  const info = registry.has(entityName) ? registry.get(entityName) : undefined;
  const { options: types, loading: typesLoading } = useLookupList('historyType');
  const { data: page, isLoading } = useRecords(registration ? 'History' : null, { entityName, entityRegistration: registration, sort: '-date' }, 50, record._version);
  if (!registration) return <p>{t('No history for a new record.')}</p>;
  return (
    <List
      size="small"
      loading={isLoading || typesLoading}
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
            description={
              Array.isArray(h.value)
                ? (h.value as Rec[]).map((c, i) => <ChangeLine key={i} change={c} info={info} />)
                : h.value === undefined || h.value === null
                  ? null
                  : short(h.value)
            }
          />
        </List.Item>
      )}
    />
  );
}
