import { useState } from 'react';
import { Alert, Button, Col, List, Popconfirm, Row, Space, Spin, Typography } from 'antd';
import { Link } from 'react-router-dom';
import useSWR, { useSWRConfig } from 'swr';
import { fillText } from '../../../engine/i18n/fillText.ts';
import { draftProblems, emptyDraft, type DynoDraft } from '../../../engine/dyno/dynoDraft.ts';
import { useEngine } from '../../../renderers/context/EngineContext.ts';
import { errorText } from '../../../renderers/pages/errorText.ts';
import { DynoEditor } from './dyno/DynoEditor.tsx';
import { DynoPreview } from './dyno/DynoPreview.tsx';
import { deleteDraft, loadDraft, readProfiles, saveDraft } from './dyno/dynoSave.ts';
import { refreshDynoEntities, useDynoEntities, type DynoEntity } from './dyno/useDynoEntities.ts';

/**
 * /dyno-entities: the configurator of the tenant's dyno entities (docs/dyno-entities.md). Lists
 * them, and edits one at a time beside a live preview of its form and list; Save writes the
 * dyno-descriptors item, the entity's workflow and layout scripts and the profiles' permissions,
 * and the entity's pages work at once.
 */
export default function DynoEntitiesPage() {
  const { data, t, notify } = useEngine();
  const { mutate } = useSWRConfig();
  const { data: answer, error } = useDynoEntities();
  const { data: profiles } = useSWR('dyno-profiles', () => readProfiles(data));
  const [draft, setDraft] = useState<DynoDraft | null>(null);
  const [saved, setSaved] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  if (error) return <Alert type="error" showIcon title={errorText(error)} />;
  if (!answer) return <Spin />;
  const taken = answer.entities.map((e) => e.name).filter((n) => n !== saved);
  const problems = draft ? draftProblems(draft, taken) : [];
  const savedRoute = answer.entities.find((e) => e.name === saved)?.listRoute;

  const open = async (entity: DynoEntity) => {
    setFailure(null);
    try {
      setDraft(await loadDraft(data, entity, profiles ?? {}));
      setSaved(entity.name);
    } catch (err) {
      setFailure(errorText(err));
    }
  };
  const run = async (work: () => Promise<void>, message: string) => {
    setBusy(true);
    setFailure(null);
    try {
      await work();
      await refreshDynoEntities(mutate);
      await mutate('dyno-profiles');
      notify('success', message);
    } catch (err) {
      setFailure(errorText(err));
    } finally {
      setBusy(false);
    }
  };
  const save = () =>
    draft &&
    run(async () => {
      await saveDraft(data, draft);
      setSaved(draft.name);
    }, fillText(t('Entity {{name}} saved'), { name: draft.title }));
  const remove = (entity: DynoEntity) =>
    run(async () => {
      await deleteDraft(data, entity.name);
      if (saved === entity.name) {
        setDraft(null);
        setSaved(null);
      }
    }, fillText(t('Entity {{name}} deleted'), { name: entity.title ?? entity.name }));

  return (
    <div data-testid="dyno-entities-page">
      <Typography.Title level={3}>{t('Dyno entities')}</Typography.Title>
      <Typography.Paragraph type="secondary">{t('Entities of this tenant defined without code: their fields, list, cards, workflow and permissions.')}</Typography.Paragraph>
      <Row gutter={16}>
        <Col xs={24} lg={6}>
          <Button
            type="primary"
            onClick={() => {
              setDraft(emptyDraft());
              setSaved(null);
              setFailure(null);
            }}
          >
            {t('New entity')}
          </Button>
          <List
            size="small"
            dataSource={answer.entities}
            locale={{ emptyText: t('This tenant has no dynamic entity yet.') }}
            renderItem={(e) => (
              <List.Item
                actions={[
                  <Button key="edit" size="small" onClick={() => void open(e)}>
                    {t('Edit')}
                  </Button>,
                  <Popconfirm key="delete" title={t('Delete this entity?')} onConfirm={() => void remove(e)} okText={t('Delete')} cancelText={t('Cancel')}>
                    <Button size="small" danger>
                      {t('Delete')}
                    </Button>
                  </Popconfirm>,
                ]}
              >
                {e.listRoute ? <Link to={e.listRoute}>{e.title ?? e.name}</Link> : (e.title ?? e.name)}
              </List.Item>
            )}
          />
        </Col>
        {draft && (
          <>
            <Col xs={24} lg={9}>
              <DynoEditor draft={draft} onChange={setDraft} named={saved !== null} profiles={Object.keys(profiles ?? {})} />
              {problems.map((p) => (
                <Alert key={p.message + JSON.stringify(p.values)} type="warning" showIcon style={{ marginBottom: 8 }} title={fillText(t(p.message), p.values)} />
              ))}
              {failure && <Alert type="error" showIcon style={{ marginBottom: 8 }} title={failure} data-testid="dyno-save-error" />}
              <Space>
                <Button type="primary" loading={busy} disabled={problems.length > 0} onClick={() => void save()}>
                  {t('Save')}
                </Button>
                {savedRoute && <Link to={savedRoute}>{t('Open the list')}</Link>}
              </Space>
            </Col>
            <Col xs={24} lg={9}>
              <DynoPreview draft={draft} />
            </Col>
          </>
        )}
      </Row>
    </div>
  );
}
