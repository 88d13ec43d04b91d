import { Button, Card, Checkbox, Input, Select, Space, Typography } from 'antd';
import type { ReactNode } from 'react';
import {
  codeFromLabel,
  DYNO_FIELD_TYPES,
  dynoNameFromTitle,
  fieldNameFromLabel,
  type DynoDraft,
  type DynoDraftField,
} from '../../../../engine/dyno/dynoDraft.ts';
import { useEngine } from '../../../../renderers/context/EngineContext.ts';

interface Props {
  draft: DynoDraft;
  onChange: (draft: DynoDraft) => void;
  /** A saved entity keeps its name (its table and records hang on it). */
  named: boolean;
  profiles: string[];
}

/** The field types' labels (English texts, translated by t). */
const FIELD_TYPE_LABELS: Record<string, string> = {
  text: 'Text',
  textarea: 'Long text',
  email: 'Email',
  phone: 'Phone',
  date: 'Date',
  datetime: 'Date and time',
  select: 'Choice list',
  color: 'Colour',
  integer: 'Whole number',
  number: 'Number',
  percentage: 'Percentage',
  currency: 'Amount',
  checkbox: 'Checkbox',
  switch: 'Switch',
};

const replaceAt = <T,>(list: T[], i: number, item: T) => list.map((x, j) => (j === i ? item : x));
const removeAt = <T,>(list: T[], i: number) => list.filter((_, j) => j !== i);

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Card size="small" title={title} style={{ marginBottom: 12 }}>
      {children}
    </Card>
  );
}

/**
 * The editor of one dyno entity: title (the name follows it until saved), fields, list columns and
 * search fields, cards, workflow statuses and transitions, and the profiles that read and write it.
 */
export function DynoEditor({ draft, onChange, named, profiles }: Props) {
  const { t } = useEngine();
  const set = (patch: Partial<DynoDraft>) => onChange({ ...draft, ...patch });
  const fieldOptions = draft.fields.filter((f) => f.name).map((f) => ({ value: f.name, label: f.label || f.name }));
  const statusOptions = draft.statuses.filter((s) => s.code).map((s) => ({ value: s.code, label: s.label || s.code }));
  const profileOptions = profiles.map((p) => ({ value: p, label: p }));
  const setField = (i: number, patch: Partial<DynoDraftField>) => set({ fields: replaceAt(draft.fields, i, { ...draft.fields[i], ...patch }) });
  const typeOptions = Object.keys(DYNO_FIELD_TYPES).map((v) => ({ value: v, label: t(FIELD_TYPE_LABELS[v] ?? v) }));

  return (
    <div data-testid="dyno-editor">
      <Section title={t('Entity')}>
        <Space direction="vertical" style={{ width: '100%' }}>
          <Input
            aria-label={t('Title')}
            placeholder={t('Title')}
            value={draft.title}
            onChange={(e) => set({ title: e.target.value, ...(named ? {} : { name: dynoNameFromTitle(e.target.value) }) })}
          />
          <Typography.Text type="secondary" data-testid="dyno-name">
            {t('Technical name')}: {draft.name || '-'}
          </Typography.Text>
        </Space>
      </Section>

      <Section title={t('Fields')}>
        {draft.fields.map((f, i) => (
          <Space key={i} wrap style={{ marginBottom: 8 }} data-testid={`dyno-field-${i}`}>
            <Input
              aria-label={t('Label')}
              placeholder={t('Label')}
              value={f.label}
              onChange={(e) => setField(i, { label: e.target.value, ...(f.name === fieldNameFromLabel(f.label) ? { name: fieldNameFromLabel(e.target.value) } : {}) })}
            />
            <Input aria-label={t('Field name')} placeholder={t('Field name')} value={f.name} onChange={(e) => setField(i, { name: e.target.value })} style={{ width: 140 }} />
            <Select aria-label={t('Type')} value={f.type} options={typeOptions} onChange={(type: string) => setField(i, { type })} style={{ width: 130 }} />
            <Checkbox checked={f.required ?? false} onChange={(e) => setField(i, { required: e.target.checked })}>
              {t('Required')}
            </Checkbox>
            {f.type === 'select' && (
              <Select
                mode="tags"
                aria-label={t('Options')}
                placeholder={t('Options')}
                value={f.options ?? []}
                onChange={(options: string[]) => setField(i, { options })}
                style={{ minWidth: 160 }}
              />
            )}
            <Button danger onClick={() => set({ fields: removeAt(draft.fields, i) })}>
              {t('Remove')}
            </Button>
          </Space>
        ))}
        <Button onClick={() => set({ fields: [...draft.fields, { name: '', label: '', type: 'text' }] })}>{t('Add a field')}</Button>
      </Section>

      <Section title={t('List')}>
        <Space direction="vertical" style={{ width: '100%' }}>
          <Select mode="multiple" aria-label={t('List columns')} placeholder={t('List columns')} value={draft.columns} options={fieldOptions} onChange={(columns: string[]) => set({ columns })} />
          <Select mode="multiple" aria-label={t('Search fields')} placeholder={t('Search fields')} value={draft.searchFields} options={fieldOptions} onChange={(searchFields: string[]) => set({ searchFields })} />
        </Space>
      </Section>

      <Section title={t('Cards')}>
        {draft.cards.map((c, i) => (
          <Space key={i} wrap style={{ marginBottom: 8 }}>
            <Input aria-label={t('Card title')} placeholder={t('Card title')} value={c.title} onChange={(e) => set({ cards: replaceAt(draft.cards, i, { ...c, title: e.target.value }) })} />
            <Select mode="multiple" aria-label={t('Card fields')} placeholder={t('Card fields')} value={c.fields} options={fieldOptions} onChange={(fields: string[]) => set({ cards: replaceAt(draft.cards, i, { ...c, fields }) })} style={{ minWidth: 220 }} />
            <Button danger onClick={() => set({ cards: removeAt(draft.cards, i) })}>
              {t('Remove')}
            </Button>
          </Space>
        ))}
        <Button onClick={() => set({ cards: [...draft.cards, { title: '', fields: [] }] })}>{t('Add a card')}</Button>
      </Section>

      <Section title={t('Workflow')}>
        <Typography.Paragraph type="secondary">{t('The first status is the status of every new record.')}</Typography.Paragraph>
        {draft.statuses.map((s, i) => (
          <Space key={i} style={{ marginBottom: 8 }} data-testid={`dyno-status-${i}`}>
            <Input
              aria-label={t('Status')}
              placeholder={t('Status')}
              value={s.label}
              onChange={(e) => set({ statuses: replaceAt(draft.statuses, i, { label: e.target.value, code: codeFromLabel(e.target.value) }) })}
            />
            <Typography.Text type="secondary">{s.code}</Typography.Text>
            <Button danger onClick={() => set({ statuses: removeAt(draft.statuses, i) })}>
              {t('Remove')}
            </Button>
          </Space>
        ))}
        <Button onClick={() => set({ statuses: [...draft.statuses, { code: '', label: '' }] })}>{t('Add a status')}</Button>
        <div style={{ marginTop: 12 }} />
        {draft.transitions.map((tr, i) => (
          <Space key={i} wrap style={{ marginBottom: 8 }} data-testid={`dyno-transition-${i}`}>
            <Input
              aria-label={t('Transition')}
              placeholder={t('Transition')}
              value={tr.label}
              onChange={(e) => set({ transitions: replaceAt(draft.transitions, i, { ...tr, label: e.target.value, code: codeFromLabel(e.target.value).toLowerCase() }) })}
            />
            <Select mode="multiple" aria-label={t('From')} placeholder={t('From')} value={tr.from} options={statusOptions} onChange={(from: string[]) => set({ transitions: replaceAt(draft.transitions, i, { ...tr, from }) })} style={{ minWidth: 140 }} />
            <Select aria-label={t('To')} placeholder={t('To')} value={tr.to || undefined} options={statusOptions} onChange={(to: string) => set({ transitions: replaceAt(draft.transitions, i, { ...tr, to }) })} style={{ minWidth: 120 }} />
            <Button danger onClick={() => set({ transitions: removeAt(draft.transitions, i) })}>
              {t('Remove')}
            </Button>
          </Space>
        ))}
        <Button onClick={() => set({ transitions: [...draft.transitions, { code: '', label: '', from: [], to: '' }] })}>{t('Add a transition')}</Button>
      </Section>

      <Section title={t('Permissions')}>
        <Typography.Paragraph type="secondary">{t('Administrators always read and write. Other profiles need to be listed here.')}</Typography.Paragraph>
        <Space direction="vertical" style={{ width: '100%' }}>
          <Select mode="multiple" aria-label={t('Profiles that read')} placeholder={t('Profiles that read')} value={draft.readProfiles} options={profileOptions} onChange={(readProfiles: string[]) => set({ readProfiles })} />
          <Select mode="multiple" aria-label={t('Profiles that write')} placeholder={t('Profiles that write')} value={draft.writeProfiles} options={profileOptions} onChange={(writeProfiles: string[]) => set({ writeProfiles })} />
        </Space>
      </Section>
    </div>
  );
}
