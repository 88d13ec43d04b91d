import { lazy, Suspense, useEffect, useState } from 'react';
import { Alert, Button, Space, Spin, Typography } from 'antd';
import { Link, useParams } from 'react-router-dom';
import useSWR from 'swr';
import { fillText } from '../../../engine/i18n/fillText.ts';
import { ApiError } from '../../api/ApiError.ts';
import { useEngine } from '../../../renderers/context/EngineContext.ts';
import { errorText } from '../../../renderers/pages/errorText.ts';
import { fillNodes } from '../../i18n/fillNodes.tsx';
import { SpecialCard } from './SpecialCard.tsx';

const CodeEditor = lazy(() => import('../scripts/CodeEditor.tsx'));

/** A catalogue script that answers a fixed list, filtered by what the user typed. */
const TEMPLATE = `export function execute(ctx) {
  const items = [
    { value: 'A', label: 'First entry' },
    { value: 'B', label: 'Second entry' },
  ];
  const q = (ctx.query || '').toLowerCase();
  return items.filter((i) => i.label.toLowerCase().includes(q)).slice(0, ctx.limit);
}
`;

/**
 * /edit-catalog/{name}: the code of the catalogue script {name} (type catalogue), created from a
 * template when the tenant has none; Save stores a new version, then /catalog/{name} shows the result.
 */
export default function EditCatalogPage() {
  const { name = '' } = useParams();
  const { data, notify, navigate, t } = useEngine();
  const {
    data: script,
    error,
    isLoading,
    mutate,
  } = useSWR(['catalog-script', name], () => data.getOne({ entityName: 'Script', key: name }), {
    shouldRetryOnError: false,
  });
  const missing = error instanceof ApiError && error.status === 404;
  const [code, setCode] = useState<string>();
  const [saving, setSaving] = useState(false);
  useEffect(
    () => setCode(typeof script?.content === 'string' ? script.content : missing ? TEMPLATE : undefined),
    [script, missing],
  );

  const save = async () => {
    setSaving(true);
    try {
      if (script)
        await data.update({
          entityName: 'Script',
          key: name,
          data: { content: code, _version: script._version },
        });
      else
        await data.create({
          entityName: 'Script',
          data: { name, type: 'catalogue', content: code, enabled: true },
        });
      await mutate();
      notify('success', fillText(t('Catalogue {{name}} saved'), { name }));
    } catch (err) {
      notify('error', errorText(err));
    } finally {
      setSaving(false);
    }
  };

  const wrongType = script && script.type !== 'catalogue';
  return (
    <SpecialCard
      title={fillText(t('Edit catalogue {{name}}'), { name })}
      intro={
        <>
          {fillNodes(t('The code of the catalogue script {{name}}: {{call}} receives {{input}} and returns {{output}}.'), {
            name: <code>{name}</code>,
            call: <code>execute(ctx)</code>,
            input: <code>{'{catalogue, query, filters, locale, limit}'}</code>,
            output: <code>[{'{value, label}'}]</code>,
          })}{' '}
          {missing ? t('The tenant has no such script yet: saving creates it.') : ''}{' '}
          <Link to={`/catalog/${encodeURIComponent(name)}`}>{t('See its entries')}</Link>
        </>
      }
      extra={
        <Space>
          <Button onClick={() => navigate(`/catalog/${encodeURIComponent(name)}`)}>{t('Catalogue entries')}</Button>
          <Button
            type="primary"
            loading={saving}
            disabled={code === undefined}
            onClick={() => void save()}
            data-testid="catalog-save"
          >
            {t('Save')}
          </Button>
        </Space>
      }
    >
      {error && !missing && (
        <Alert type="error" showIcon style={{ marginBottom: 12 }} title={errorText(error)} />
      )}
      {wrongType && (
        <Alert
          type="warning"
          showIcon
          style={{ marginBottom: 12 }}
          title={fillText(t('{{name}} is a script of type {{type}}, not a catalogue.'), { name, type: String(script.type) })}
        />
      )}
      {isLoading || code === undefined ? (
        <Spin />
      ) : (
        <Suspense fallback={<Spin />}>
          <CodeEditor value={code} language="javascript" onChange={setCode} />
        </Suspense>
      )}
      {script && <Typography.Text type="secondary">{fillText(t('Version {{version}}'), { version: String(script._version ?? '') })}</Typography.Text>}
    </SpecialCard>
  );
}
