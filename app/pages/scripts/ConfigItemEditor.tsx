import { lazy, Suspense, useCallback, useEffect, useState } from 'react';
import { Alert, Button, Empty, Space, Spin, Switch, Tag, Typography } from 'antd';
import useSWR from 'swr';
import { fillText } from '../../../engine/i18n/fillText.ts';
import { shortcutAction } from '../../../engine/shell/shortcuts.ts';
import { scriptLanguage } from '../../../engine/scripts/scriptTypes.ts';
import { useEngine } from '../../../renderers/context/EngineContext.ts';
import { errorDisplay } from '../../../renderers/pages/errorText.ts';
import { editableText, ENTITY_OF, saveBody, type ConfigItemKind } from './configItemKind.ts';
import { RunPanel } from './RunPanel.tsx';
import { usePreviousVersion } from './usePreviousVersion.ts';

const CodeEditor = lazy(() => import('./CodeEditor.tsx'));

type Rec = Record<string, unknown>;

/**
 * The right column of /scripts: the item's source (or a list's items as JSON) in CodeMirror, Save
 * (Ctrl/Cmd+S; a stale version is refused with 409), the diff with the previous version, and the
 * run panel for code. Saving notifies every open client of the tenant (hot reload).
 */
export function ConfigItemEditor({ kind, name, onSaved, onOpen }: { kind: ConfigItemKind; name: string; onSaved: () => void; onOpen: (name: string) => void }) {
  const { data, notify, t } = useEngine();
  const entityName = ENTITY_OF[kind];
  const loaded = useSWR(['config-item', kind, name], async () => (await data.getList({ entityName, offset: 0, size: 1, query: { name } })).records[0] as Rec | undefined);
  // a script name with no record of its own may be an alias (scriptAliases): GET by name follows it
  const alias = useSWR(kind === 'script' && loaded.data === undefined && !loaded.isLoading ? ['config-alias', name] : null, async () => {
    const target = await data.getOne({ entityName, key: name }).catch(() => undefined);
    return typeof target?.name === 'string' && target.name !== name ? target.name : undefined;
  });
  const record = loaded.data;
  const [text, setText] = useState<string>();
  const [saving, setSaving] = useState(false);
  const [diff, setDiff] = useState(false);
  const version = Number(record?._version ?? 0);
  const previous = usePreviousVersion(name, version, diff && kind === 'script');

  useEffect(() => setText(record ? editableText(kind, record) : undefined), [kind, record]);

  const save = useCallback(async () => {
    if (!record || text === undefined) return;
    const made = saveBody(kind, text, record._version);
    if ('error' in made) {
      notify('error', made.error);
      return;
    }
    setSaving(true);
    try {
      const saved = await data.update({ entityName, key: String(record.registration), data: made.body });
      await loaded.mutate(saved, { revalidate: false });
      notify('success', fillText(t('Saved {{name}} (version {{version}})'), { name, version: String(saved._version) }));
      onSaved();
    } catch (err) {
      const shown = errorDisplay(err);
      notify(shown.level, shown.message);
    } finally {
      setSaving(false);
    }
  }, [data, entityName, kind, loaded, name, notify, onSaved, record, t, text]);

  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (shortcutAction(e) !== 'submitForm') return;
      e.preventDefault();
      void save();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [save]);

  if (loaded.error) return <Alert type="error" title={errorDisplay(loaded.error).message} />;
  if (loaded.isLoading) return <Spin />;
  if (!record && alias.data) {
    return (
      <Alert
        type="info"
        title={fillText(t('{{name}} is an alias of {{target}} (scriptAliases): pages asking for {{name}} run {{target}}. Create a script named {{name}} to give it its own code.'), { name, target: alias.data })}
        action={<Button onClick={() => onOpen(alias.data!)}>{fillText(t('Open {{name}}'), { name: alias.data })}</Button>}
        data-testid="config-item-alias"
      />
    );
  }
  if (!record) return <Empty description={fillText(kind === 'script' ? t('No script named {{name}}') : t('No list named {{name}}'), { name })} />;
  const dirty = text !== editableText(kind, record);
  const language = kind === 'list' ? 'json' : scriptLanguage(String(record.type ?? ''), text);
  const original = diff ? (previous.data?.content ?? undefined) : undefined;

  return (
    <div data-testid="config-item-editor">
      <Space wrap style={{ marginBottom: 8 }}>
        <Typography.Title level={4} style={{ margin: 0 }} data-testid="config-item-name">
          {name}
        </Typography.Title>
        {record.type ? <Tag>{String(record.type)}</Tag> : null}
        <Typography.Text type="secondary">
          {record._updateUser
            ? fillText(t('version {{version}}, saved by {{user}}'), { version, user: String(record._updateUser) })
            : fillText(t('version {{version}}'), { version })}
        </Typography.Text>
        <Button type="primary" onClick={() => void save()} loading={saving} disabled={!dirty} data-testid="save-config-item">
          {t('Save')}
        </Button>
        {kind === 'script' ? (
          <Space>
            <Switch checked={diff} onChange={setDiff} data-testid="toggle-diff" />
            <span>{t('Changes since the previous version')}</span>
          </Space>
        ) : null}
      </Space>
      {diff && previous.data === null ? <Alert type="info" title={t('This script has no earlier version')} style={{ marginBottom: 8 }} /> : null}
      {diff && previous.data ? <Typography.Paragraph type="secondary">{fillText(t('Compared with version {{version}}.'), { version: previous.data.version })}</Typography.Paragraph> : null}
      <Suspense fallback={<Spin />}>
        <CodeEditor value={text ?? ''} language={language} onChange={setText} original={original} />
      </Suspense>
      {kind === 'script' && language === 'javascript' ? (
        <div style={{ marginTop: 12 }}>
          <RunPanel name={name} />
        </div>
      ) : null}
    </div>
  );
}
