import { useState } from 'react';
import { Alert, Button, Input, Space, Typography } from 'antd';
import { Link } from 'react-router-dom';
import { fillText } from '../../../engine/i18n/fillText.ts';
import { useEngine } from '../../../renderers/context/EngineContext.ts';
import { errorText } from '../../../renderers/pages/errorText.ts';

type Outcome = { ok: true; text: string } | { ok: false; text: string };

/**
 * Runs the saved script on the server (POST /api/script/runs/{name}) with a JSON input: a layout
 * script reads {entity, type, mode, data}, a run script {query, body}. Shows the JSON result or the
 * script's error, and links to its script logs.
 */
export function RunPanel({ name }: { name: string }) {
  const { data, t } = useEngine();
  const [input, setInput] = useState('{}');
  const [running, setRunning] = useState(false);
  const [outcome, setOutcome] = useState<Outcome>();

  const run = async () => {
    let body: unknown;
    try {
      body = JSON.parse(input || '{}');
    } catch (err) {
      setOutcome({ ok: false, text: fillText(t('The input is not valid JSON: {{reason}}'), { reason: (err as Error).message }) });
      return;
    }
    setRunning(true);
    try {
      const result = await data.custom({ method: 'POST', path: `/api/script/runs/${encodeURIComponent(name)}`, body });
      setOutcome({ ok: true, text: JSON.stringify(result, null, 2) });
    } catch (err) {
      setOutcome({ ok: false, text: errorText(err) });
    } finally {
      setRunning(false);
    }
  };

  return (
    <div data-testid="run-panel">
      <Typography.Text type="secondary">{t('Input (JSON): runs the saved version on the server.')}</Typography.Text>
      <Input.TextArea value={input} onChange={(e) => setInput(e.target.value)} autoSize={{ minRows: 2, maxRows: 8 }} style={{ fontFamily: 'monospace', margin: '4px 0' }} data-testid="run-input" />
      <Space>
        <Button onClick={() => void run()} loading={running} data-testid="run-script">
          {t('Run now')}
        </Button>
        <Link to={`/script-logs?filter=${encodeURIComponent(name)}`}>{t('Script logs')}</Link>
      </Space>
      {outcome ? (
        outcome.ok ? (
          <pre data-testid="run-result" style={{ maxHeight: 320, overflow: 'auto', background: 'rgba(0,0,0,0.04)', padding: 8, marginTop: 8 }}>
            {outcome.text}
          </pre>
        ) : (
          <Alert type="error" title={outcome.text} style={{ marginTop: 8 }} data-testid="run-error" />
        )
      ) : null}
    </div>
  );
}
