import { Alert, Table, Tag } from 'antd';
import { Link, useParams } from 'react-router-dom';
import useSWR from 'swr';
import { fillText } from '../../../engine/i18n/fillText.ts';
import { useEngine } from '../../../renderers/context/EngineContext.ts';
import { errorText } from '../../../renderers/pages/errorText.ts';
import { fillNodes } from '../../i18n/fillNodes.tsx';
import { SpecialCard } from './SpecialCard.tsx';

type Rec = Record<string, unknown>;

interface Entry {
  key: string;
  source: string;
  date: string;
  level: string;
  text: string;
  link: string;
}

type T = (key: string) => string;

/** Where a request leaves traces (`label` is a translation key), and how one record of each reads in the timeline. */
const SOURCES: { entityName: string; label: string; level: (r: Rec) => unknown; text: (r: Rec, t: T) => string }[] =
  [
    {
      entityName: 'AccessLog',
      label: 'Access',
      level: (r) => r.statusCode,
      text: (r) => [r.name, r.status, r.username, r.url].filter(Boolean).join(' '),
    },
    {
      entityName: 'ScriptLog',
      label: 'Script',
      level: (r) => r.level,
      text: (r) => `${String(r.scriptName ?? '')}: ${String(r.output ?? '')}`,
    },
    {
      entityName: 'SystemLog',
      label: 'System',
      level: (r) => r.level,
      text: (r) => `${String(r.source ?? '')}: ${String(r.message ?? r.name ?? '')}`,
    },
    {
      entityName: 'Audit',
      label: 'Change',
      level: (r) => r.action,
      text: (r, t) =>
        fillText(t('{{entity}} {{registration}} by {{user}}'), {
          entity: String(r.entityName ?? ''),
          registration: String(r.entityRegistration ?? ''),
          user: String(r.username ?? ''),
        }),
    },
  ];

const COLORS: Record<string, string> = { error: 'red', warn: 'orange', info: 'blue', debug: 'default' };

/**
 * /request-log/{requestId}: everything one API request left behind, in time order: access log
 * entries (sign-in events), the logs of the scripts it ran, system logs and audited changes (each
 * source at most 200 rows).
 */
export default function RequestLogPage() {
  const { requestId = '' } = useParams();
  const { data, registry, t } = useEngine();
  const {
    data: entries,
    error,
    isLoading,
  } = useSWR(['request-log', requestId], async () => {
    const found = await Promise.all(
      SOURCES.map(async (s) => {
        const page = await data.getList({
          entityName: s.entityName,
          offset: 0,
          size: 200,
          query: { requestId },
        });
        return page.records.map<Entry>((r) => ({
          key: `${s.entityName}:${String(r.registration)}`,
          source: t(s.label),
          date: String(r.date ?? r._insertDate ?? ''),
          level: String(s.level(r) ?? ''),
          text: s.text(r, t),
          link: registry.clientRoute(s.entityName, String(r.registration)),
        }));
      }),
    );
    return found.flat().sort((a, b) => a.date.localeCompare(b.date));
  });
  return (
    <SpecialCard
      title={fillText(t('Request {{id}}'), { id: requestId })}
      intro={fillNodes(
        t('What the request {{id}} left behind, oldest first: access log entries (sign-ins), the logs of the scripts it ran, system logs and the changes it made. A script run answers its id in the x-request-id header; script logs link here.'),
        { id: <code>{requestId}</code> },
      )}
    >
      {error && <Alert type="error" showIcon title={errorText(error)} />}
      <Table<Entry>
        rowKey="key"
        size="small"
        loading={isLoading}
        pagination={false}
        dataSource={entries ?? []}
        locale={{ emptyText: fillText(t('Nothing was logged for request {{id}}'), { id: requestId }) }}
        columns={[
          {
            title: t('Time'),
            dataIndex: 'date',
            render: (v: string) => (v ? new Date(v).toISOString().replace('T', ' ').slice(0, 23) : ''),
          },
          { title: t('Source'), dataIndex: 'source' },
          {
            title: t('Level'),
            dataIndex: 'level',
            render: (v: string) => (v ? <Tag color={COLORS[v] ?? 'default'}>{v}</Tag> : null),
          },
          { title: t('What'), dataIndex: 'text', render: (v: string, e) => <Link to={e.link}>{v}</Link> },
        ]}
      />
    </SpecialCard>
  );
}
