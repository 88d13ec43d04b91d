import { useState } from 'react';
import { Alert, Button, Input, Space, Typography } from 'antd';
import { useEngine } from '../context/EngineContext.ts';
import { errorText } from '../pages/errorText.ts';

type Rec = Record<string, unknown>;

interface Props {
  /** POST {question, entityName, registration} here (a configured AI endpoint). */
  endpoint?: string;
  /** Or run this script: GET /api/script/runs/{script}?question=... */
  script?: string;
  entityName?: string;
  registration?: string;
}

function answerText(answer: unknown): string {
  if (typeof answer === 'string') return answer;
  const a = (answer ?? {}) as Rec;
  const text = a.answer ?? a.text ?? a.output;
  return typeof text === 'string' ? text : JSON.stringify(answer, null, 2);
}

/**
 * Asks a question about the record to a configured AI endpoint or script and shows the answer.
 * With neither configured it says so, and asks nothing.
 */
export function AiAsk({ endpoint, script, entityName, registration }: Props) {
  const { data, t } = useEngine();
  const [question, setQuestion] = useState('');
  const [answer, setAnswer] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  if (!endpoint && !script) {
    return <Alert type="info" showIcon title={t('No AI assistant is configured')} description={t('Set an `endpoint` or a `script` on this card in the layout script to ask questions here.')} />;
  }
  const ask = async () => {
    setBusy(true);
    setError(null);
    try {
      const body = { question, entityName, registration };
      const path = endpoint ?? `/api/script/runs/${encodeURIComponent(script ?? '')}?${new URLSearchParams({ question, entityName: entityName ?? '', registration: registration ?? '' }).toString()}`;
      setAnswer(answerText(await data.custom({ method: endpoint ? 'POST' : 'GET', path, body: endpoint ? body : undefined })));
    } catch (err) {
      setError(errorText(err));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Space orientation="vertical" style={{ width: '100%' }}>
      <Input.TextArea aria-label={t('Question')} rows={2} value={question} onChange={(e) => setQuestion(e.target.value)} placeholder={t('Ask about this record')} />
      <Button type="primary" disabled={!question.trim()} loading={busy} onClick={() => void ask()}>
        {t('Ask')}
      </Button>
      {error && <Alert type="error" title={error} />}
      {answer !== null && <Typography.Paragraph style={{ whiteSpace: 'pre-wrap' }} data-testid="ai-answer">{answer}</Typography.Paragraph>}
    </Space>
  );
}
