import { useEffect, useState } from 'react';
import { Button, Card, Form, Input, Radio, Slider, Space, Table, Tag } from 'antd';
import { useEngine } from '../../../renderers/context/EngineContext.ts';
import { errorText } from '../../../renderers/pages/errorText.ts';
import { THEMING_DEFAULTS, type Theming } from '../../../engine/shell/themingPreference.ts';
import { useTheming } from '../../theming/ThemingProvider.tsx';
import { SpecialCard } from './SpecialCard.tsx';

/** A sample of the UI: the whole application already shows the scheme being edited. */
function Preview({ scheme }: { scheme: string }) {
  return (
    <Card size="small" title={`Preview: ${scheme}`} data-testid="theme-preview">
      <Space wrap style={{ marginBottom: 8 }}>
        <Button type="primary">Save</Button>
        <Button>Cancel</Button>
        <Input placeholder="Search" style={{ width: 160 }} />
        <Tag color="green">ACTIVE</Tag>
      </Space>
      <Table
        size="small"
        pagination={false}
        rowKey="r"
        dataSource={[{ r: 'CTR00000001', n: 'Leasing Dupont' }]}
        columns={[
          { title: 'Registration', dataIndex: 'r' },
          { title: 'Name', dataIndex: 'n' },
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
  const { notify } = useEngine();
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
      notify('success', 'Theme saved');
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
      title="Themes"
      intro="Your colour scheme and, for the dark scheme, its brightness, contrast and sepia. The whole application follows your changes at once; Save stores them as your theming preference (UI / THEMING), otherwise they end when you leave this page."
    >
      <Form layout="vertical" style={{ maxWidth: 480 }}>
        <Form.Item label="Colour scheme">
          <Radio.Group
            value={value.colorScheme}
            onChange={(e) => change({ ...value, colorScheme: e.target.value as Theming['colorScheme'] })}
            options={[
              { value: 'system', label: 'System' },
              { value: 'light', label: 'Light' },
              { value: 'dark', label: 'Dark' },
            ]}
            data-testid="theme-color-scheme"
          />
        </Form.Item>
        {slider('darkModeBrightness', 'Brightness', 150)}
        {slider('darkModeContrast', 'Contrast', 150)}
        {slider('darkModeSepia', 'Sepia', 100)}
        <Space style={{ marginBottom: 16 }}>
          <Button type="primary" loading={saving} onClick={() => void save()} data-testid="theme-save">
            Save
          </Button>
          <Button onClick={() => change(THEMING_DEFAULTS)}>Defaults</Button>
        </Space>
      </Form>
      <Preview scheme={theming.scheme} />
    </SpecialCard>
  );
}
