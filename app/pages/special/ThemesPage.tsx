import { useEffect, useState } from 'react';
import {
  Alert,
  Button,
  Card,
  ConfigProvider,
  Form,
  Input,
  Radio,
  Slider,
  Space,
  Table,
  Tag,
  theme,
} from 'antd';
import { usePreferences } from '../../../renderers/table/usePreferences.ts';
import { useEngine } from '../../../renderers/context/EngineContext.ts';
import { errorText } from '../../../renderers/pages/errorText.ts';
import type { ThemingPreference } from '../../../schemas/generated/shapes.ts';
import { useAuth } from '../../auth/AuthContext.tsx';
import { SpecialCard } from './SpecialCard.tsx';

/** The defaults of schemas/shapes/theming-preference.json (seed 002 §3.10). */
const DEFAULTS: Required<ThemingPreference> = {
  colorScheme: 'system',
  darkModeBrightness: 100,
  darkModeContrast: 90,
  darkModeSepia: 10,
};

const systemDark = () =>
  typeof window.matchMedia === 'function' && window.matchMedia('(prefers-color-scheme: dark)').matches;

/** A sample of the UI in the chosen scheme, with the dark-mode filters applied. */
function Preview({ value }: { value: Required<ThemingPreference> }) {
  const dark = value.colorScheme === 'dark' || (value.colorScheme === 'system' && systemDark());
  const filter = dark
    ? `brightness(${value.darkModeBrightness}%) contrast(${value.darkModeContrast}%) sepia(${value.darkModeSepia}%)`
    : undefined;
  return (
    <ConfigProvider theme={{ algorithm: dark ? theme.darkAlgorithm : theme.defaultAlgorithm }}>
      <div style={{ filter }} data-testid="theme-preview">
        <Card size="small" title={`Preview: ${dark ? 'dark' : 'light'}`}>
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
      </div>
    </ConfigProvider>
  );
}

/**
 * /themes: the signed-in user's theming preference (type UI, group THEMING): colour scheme (system,
 * dark, light) and the dark-mode brightness, contrast and sepia, previewed live and saved.
 */
export default function ThemesPage() {
  const { user } = useAuth();
  const { notify } = useEngine();
  const prefs = usePreferences(user?.username);
  const stored = prefs.all.find((p) => p.type === 'UI' && p.groupId === 'THEMING');
  const [value, setValue] = useState<Required<ThemingPreference>>(DEFAULTS);
  const [saving, setSaving] = useState(false);
  useEffect(() => {
    if (stored) setValue({ ...DEFAULTS, ...(stored.value as ThemingPreference) });
  }, [stored]);

  const save = async () => {
    setSaving(true);
    try {
      await prefs.save({ _id: stored?._id, type: 'UI', groupId: 'THEMING', value });
      notify('success', 'Theme saved');
    } catch (err) {
      notify('error', errorText(err));
    } finally {
      setSaving(false);
    }
  };
  const slider = (
    key: 'darkModeBrightness' | 'darkModeContrast' | 'darkModeSepia',
    label: string,
    max: number,
  ) => (
    <Form.Item label={`${label} (${value[key]} %)`}>
      <Slider
        min={0}
        max={max}
        value={value[key]}
        onChange={(v: number) => setValue({ ...value, [key]: v })}
      />
    </Form.Item>
  );

  return (
    <SpecialCard
      title="Themes"
      intro="Your colour scheme and, for the dark scheme, its brightness, contrast and sepia. The preview follows your changes; Save stores them as your theming preference (UI / THEMING)."
    >
      {!prefs.loaded && <Alert type="info" title="Loading your preferences" style={{ marginBottom: 12 }} />}
      <Form layout="vertical" style={{ maxWidth: 480 }}>
        <Form.Item label="Colour scheme">
          <Radio.Group
            value={value.colorScheme}
            onChange={(e) =>
              setValue({
                ...value,
                colorScheme: e.target.value as NonNullable<ThemingPreference['colorScheme']>,
              })
            }
            options={[
              { value: 'system', label: 'System' },
              { value: 'light', label: 'Light' },
              { value: 'dark', label: 'Dark' },
            ]}
          />
        </Form.Item>
        {slider('darkModeBrightness', 'Brightness', 150)}
        {slider('darkModeContrast', 'Contrast', 150)}
        {slider('darkModeSepia', 'Sepia', 100)}
        <Space style={{ marginBottom: 16 }}>
          <Button type="primary" loading={saving} onClick={() => void save()} data-testid="theme-save">
            Save
          </Button>
          <Button onClick={() => setValue(DEFAULTS)}>Defaults</Button>
        </Space>
      </Form>
      <Preview value={value} />
    </SpecialCard>
  );
}
