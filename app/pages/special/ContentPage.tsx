import { Alert, List, Spin } from 'antd';
import { Link, useParams } from 'react-router-dom';
import useSWR from 'swr';
import { fillText } from '../../../engine/i18n/fillText.ts';
import { useEngine } from '../../../renderers/context/EngineContext.ts';
import { errorText } from '../../../renderers/pages/errorText.ts';
import { MarkdownView } from '../../../renderers/widgets/MarkdownView.tsx';
import { fillNodes } from '../../i18n/fillNodes.tsx';
import { SpecialCard } from './SpecialCard.tsx';

type Rec = Record<string, unknown>;
const PREFIX = 'content/';

/**
 * /content/{path}: a page of the tenant's own content (help, procedures, announcements), written in
 * Markdown as the value of the key-value `content/{path}`; /content lists them all.
 */
export default function ContentPage() {
  const path = useParams()['*']?.replace(/\/+$/, '') ?? '';
  const { data, registry, t } = useEngine();
  const query = path ? { key: `${PREFIX}${path}` } : { key: `/^${PREFIX.replace('/', '\\/')}/`, sort: 'key' };
  const {
    data: page,
    error,
    isLoading,
  } = useSWR(['content', path], () =>
    data.getList({ entityName: 'KeyValue', offset: 0, size: path ? 1 : 200, query }),
  );
  const records = page?.records ?? [];
  const editLink = (r: Rec) => registry.clientRoute('KeyValue', String(r.key));

  if (isLoading) return <Spin />;
  if (error) return <Alert type="error" showIcon title={errorText(error)} />;
  if (!path) {
    return (
      <SpecialCard
        title={t('Content')}
        intro={fillNodes(t("The tenant's content pages: Markdown kept in key-values whose key starts with {{prefix}}, shown at /content/…"), { prefix: <code>{PREFIX}</code> })}
      >
        <List<Rec>
          size="small"
          dataSource={records}
          locale={{ emptyText: fillText(t('No content yet: add a key-value whose key starts with {{prefix}}'), { prefix: PREFIX }) }}
          renderItem={(r) => (
            <List.Item>
              <Link to={`/${String(r.key)}`}>{String(r.name ?? r.key)}</Link>
            </List.Item>
          )}
        />
      </SpecialCard>
    );
  }
  const record = records[0];
  if (!record) {
    return (
      <SpecialCard
        title={fillText(t('Content {{path}}'), { path })}
        intro={
          <>
            {t('Content pages are Markdown kept in key-values.')} <Link to="/content">{t('All content pages')}</Link>
          </>
        }
      >
        <Alert
          type="warning"
          showIcon
          title={fillText(t('No content page "{{path}}": create a key-value with the key {{key}} and Markdown as its value.'), { path, key: `${PREFIX}${path}` })}
        />
      </SpecialCard>
    );
  }
  return (
    <SpecialCard
      title={String(record.name ?? path)}
      intro={
        <>
          {fillNodes(t('Content page {{path}} (key-value {{key}}).'), { path, key: <Link to={editLink(record)}>{String(record.key)}</Link> })}{' '}
          <Link to="/content">{t('All content pages')}</Link>
        </>
      }
    >
      <MarkdownView source={String(record.value ?? '')} />
    </SpecialCard>
  );
}
