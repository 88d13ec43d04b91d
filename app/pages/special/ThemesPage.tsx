import { useEffect, useState } from 'react';
import { Button, Card, Form, Input, Radio, Slider, Space, Table, Tag } from 'antd';
import { fillText } from '../../../engine/i18n/fillText.ts';
import { useEngine } from '../../../renderers/context/EngineContext.ts';
import { errorText } from '../../../renderers/pages/errorText.ts';
import { THEMING_DEFAULTS, type Theming } from '../../../engine/shell/themingPreference.ts';
import { useTheming } from '../../theming/ThemingProvider.tsx';
import { SpecialCard } from './SpecialCard.tsx';

/** The colour schemes, as the page names them (translation keys). */
const SCHEME_LABELS: Record<string, string> = { system: 'System', light: 'Light', dark: 'Dark' };

/** A sample of the UI: the whole application already shows the scheme being edited. */
function Preview({ scheme }: { scheme: string }) {
  const { t } = useEngine();
  return (
    <Card size="small" title={fillText(t('Preview: {{scheme}}'), { scheme: t(SCHEME_LABELS[scheme] ?? scheme) })} data-testid="theme-preview">
      <Space wrap style={{ marginBottom: 8 }}>
        <Button type="primary">{t('Save')}</Button>
        <Button>{t('Cancel')}</Button>
        <Input placeholder={t('Search')} style={{ width: 160 }} />
        <Tag color="green">{t('Active')}</Tag>
      </Space>
      <Table
        size="small"
        pagination={false}
        rowKey="r"
        dataSource={[{ r: 'CTR00000001', n: 'Leasing Dupont' }]}
        columns={[
          { title: t('Registration'), dataIndex: 'r' },
          { title: t('Name'), dataIndex: 'n' },
        ]}
      />
    </Card>
  );
}

type Percent = 'darkModeBrightness' | 'darkModeContrast' | 'darkModeSepia';

/**
 * /themes: the signed-in user's theming preference (type UI, group THEMING): colour scheme (system,
 * dark, light) and the dark-mode brightness, contrast and sepia. Every change shows app-wide at once
 * (a preview of the shell's theming); Save stores it, leaving without saving restores the stored one.
 */
export default function ThemesPage() {
  const { notify, t } = useEngine();
  const theming = useTheming();
  const { stored, preview } = theming;
  const [value, setValue] = useState<Theming>(stored);
  const [saving, setSaving] = useState(false);
  useEffect(() => setValue(stored), [stored]);
  useEffect(() => () => preview(null), [preview]);

  const change = (next: Theming) => {
    setValue(next);
    preview(next);
  };
  const save = async () => {
    setSaving(true);
    try {
      await theming.save(value);
      preview(null);
      notify('success', t('Theme saved'));
    } catch (err) {
      notify('error', errorText(err));
    } finally {
      setSaving(false);
    }
  };
  const slider = (key: Percent, label: string, max: number) => (
    <Form.Item label={`${label} (${value[key]} %)`}>
      <Slider
        min={0}
        max={max}
        value={value[key]}
        onChange={(v: number) => change({ ...value, [key]: v })}
        data-testid={`theme-${key}`}
      />
    </Form.Item>
  );

  return (
    <SpecialCard
      title={t('Themes')}
      intro={t('Your colour scheme and, for the dark scheme, its brightness, contrast and sepia. The whole application follows your changes at once; Save stores them as your theming preference (UI / THEMING), otherwise they end when you leave this page.')}
    >
      <Form layout="vertical" style={{ maxWidth: 480 }}>
        <Form.Item label={t('Colour scheme')}>
          <Radio.Group
            value={value.colorScheme}
            onChange={(e) => change({ ...value, colorScheme: e.target.value as Theming['colorScheme'] })}
            options={[
              { value: 'system', label: t(SCHEME_LABELS.system) },
              { value: 'light', label: t(SCHEME_LABELS.light) },
              { value: 'dark', label: t(SCHEME_LABELS.dark) },
            ]}
            data-testid="theme-color-scheme"
          />
        </Form.Item>
        {slider('darkModeBrightness', t('Brightness'), 150)}
        {slider('darkModeContrast', t('Contrast'), 150)}
        {slider('darkModeSepia', t('Sepia'), 100)}
        <Space style={{ marginBottom: 16 }}>
          <Button type="primary" loading={saving} onClick={() => void save()} data-testid="theme-save">
            {t('Save')}
          </Button>
          <Button onClick={() => change(THEMING_DEFAULTS)}>{t('Defaults')}</Button>
        </Space>
      </Form>
      <Preview scheme={theming.scheme} />
    </SpecialCard>
  );
}
