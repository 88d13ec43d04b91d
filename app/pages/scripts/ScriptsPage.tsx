import { useCallback } from 'react';
import { Card, Col, Empty, Result, Row, Space, Typography } from 'antd';
import { useSearchParams } from 'react-router-dom';
import { mutate } from 'swr';
import { fillText } from '../../../engine/i18n/fillText.ts';
import { useEngine } from '../../../renderers/context/EngineContext.ts';
import { useAuth } from '../../auth/AuthContext.tsx';
import { CheckConfigButton } from './CheckConfigButton.tsx';
import { ConfigItemEditor } from './ConfigItemEditor.tsx';
import { ConfigItemList } from './ConfigItemList.tsx';
import { kindOf, type ConfigItemKind } from './configItemKind.ts';
import { NewItemButton } from './NewItemButton.tsx';

const refreshLists = () => void mutate((key) => Array.isArray(key) && key[0] === 'config-items');

/**
 * /scripts (seed 000 §2.1, issue 6): the tenant's scripts and lookup lists, edited in place. The
 * URL keeps the state: selectedSettingType (script or list), name, filter; username is shown when
 * a debug link carries it. Reading needs 'read /api/script/scripts' (strict); the server checks
 * every call again.
 */
export default function ScriptsPage() {
  const { can } = useAuth();
  const { t } = useEngine();
  const [params, setParams] = useSearchParams();
  const kind = kindOf(params.get('selectedSettingType'));
  const name = params.get('name') ?? undefined;
  const filter = params.get('filter') ?? '';
  const debugUser = params.get('username');

  const update = useCallback(
    (changes: Record<string, string | undefined>) =>
      setParams((current) => {
        const next = new URLSearchParams(current);
        for (const [k, v] of Object.entries(changes)) if (v) next.set(k, v); else next.delete(k);
        return next;
      }),
    [setParams],
  );

  if (!can('read /api/script/scripts', { strict: true })) {
    return <Result status="403" title={t('Scripts')} subTitle={t("You may not read the tenant's scripts ('read /api/script/scripts').")} />;
  }
  const select = (kindNow: ConfigItemKind, nameNow?: string) => update({ selectedSettingType: kindNow, name: nameNow });
  return (
    <Card title={t('Scripts and lists')} extra={
        <Space>
          <CheckConfigButton onSynced={refreshLists} />
          <NewItemButton kind={kind} onCreated={(n) => { refreshLists(); select(kind, n); }} />
        </Space>
      } data-testid="scripts-page">
      {debugUser ? <Typography.Paragraph type="secondary">{fillText(t('Debug link for {{user}}.'), { user: debugUser })}</Typography.Paragraph> : null}
      <Row gutter={16}>
        <Col xs={24} md={7}>
          <ConfigItemList kind={kind} filter={filter} selected={name} onKind={(k) => select(k)} onFilter={(f) => update({ filter: f })} onSelect={(n) => select(kind, n)} />
        </Col>
        <Col xs={24} md={17}>
          {name ? <ConfigItemEditor key={`${kind}:${name}`} kind={kind} name={name} onSaved={refreshLists} onOpen={(n) => select(kind, n)} /> : <Empty description={kind === 'script' ? t('Choose a script to edit') : t('Choose a list to edit')} />}
        </Col>
      </Row>
    </Card>
  );
}
