import { useState } from 'react';
import { Alert, Button, DatePicker, Form, Input, InputNumber, Typography } from 'antd';
import type { Dayjs } from 'dayjs';
import { Link } from 'react-router-dom';
import { fillText } from '../../../engine/i18n/fillText.ts';
import { useEngine } from '../../../renderers/context/EngineContext.ts';
import { errorText } from '../../../renderers/pages/errorText.ts';
import { RecordSelect } from './RecordSelect.tsx';

type Rec = Record<string, unknown>;

/** The amount moved on each side, as the result names it (translation keys). */
const FIELD_LABELS: Record<string, string> = { balance: 'Balance', invested: 'Invested' };

interface Moved {
  reference: string;
  amount: number;
  currency: string | null;
  from: { registration: string; before: number; after: number };
  to: { registration: string; before: number; after: number };
  operations: string[];
}

interface Props {
  /** The records money moves between (BankAccount, PrivateEquityAsset). */
  entityName: string;
  /** The operations written (BankOperation, PrivateEquityOperation), linked in the result. */
  legEntity: string;
  /** POST endpoint of the movement. */
  path: string;
  /** What a side shows once picked: its balance and what it may give. */
  describe: (record: Rec) => string;
  /** The name of the amount moved on each side (balance, invested). */
  field: string;
}

/** Picks two records, an amount, a date and a label, then POSTs the movement and shows both sides after it. */
export function TransferForm({ entityName, legEntity, path, describe, field }: Props) {
  const { data, registry, t } = useEngine();
  const [from, setFrom] = useState<{ key?: string; record?: Rec }>({});
  const [to, setTo] = useState<{ key?: string; record?: Rec }>({});
  const [amount, setAmount] = useState<number | null>(null);
  const [date, setDate] = useState<Dayjs | null>(null);
  const [label, setLabel] = useState('');
  const [busy, setBusy] = useState(false);
  const [result, setResult] = useState<{ moved?: Moved; error?: string }>();

  const submit = async () => {
    setBusy(true);
    try {
      const body = {
        from: from.key,
        to: to.key,
        amount,
        ...(date ? { date: date.format('YYYY-MM-DD') } : {}),
        ...(label ? { label } : {}),
      };
      setResult({ moved: await data.custom<Moved>({ method: 'POST', path, body }) });
    } catch (err) {
      setResult({ error: errorText(err) });
    } finally {
      setBusy(false);
    }
  };
  const link = (entity: string, registration: string) => (
    <Link to={registry.clientRoute(entity, registration)}>{registration}</Link>
  );
  const moved = result?.moved;
  const shownField = t(FIELD_LABELS[field] ?? field);

  return (
    <>
      <Form layout="vertical" style={{ maxWidth: 520 }}>
        <Form.Item label={t('From')} extra={from.record && describe(from.record)}>
          <RecordSelect
            entityName={entityName}
            value={from.key}
            onChange={(key, record) => setFrom({ key, record })}
            testId="transfer-from"
          />
        </Form.Item>
        <Form.Item label={t('To')} extra={to.record && describe(to.record)}>
          <RecordSelect
            entityName={entityName}
            value={to.key}
            onChange={(key, record) => setTo({ key, record })}
            testId="transfer-to"
          />
        </Form.Item>
        <Form.Item
          label={typeof from.record?.currency === 'string' ? fillText(t('Amount ({{currency}})'), { currency: from.record.currency }) : t('Amount')}
        >
          <InputNumber
            min={0}
            value={amount}
            onChange={setAmount}
            style={{ width: 200 }}
            data-testid="transfer-amount"
          />
        </Form.Item>
        <Form.Item label={t('Date (default today)')}>
          <DatePicker value={date} onChange={setDate} />
        </Form.Item>
        <Form.Item label={t('Label')}>
          <Input value={label} maxLength={200} onChange={(e) => setLabel(e.target.value)} />
        </Form.Item>
        <Button
          type="primary"
          loading={busy}
          disabled={!from.key || !to.key || !amount}
          onClick={() => void submit()}
          data-testid="transfer-submit"
        >
          {t('Move')}
        </Button>
      </Form>
      {result?.error && <Alert type="error" showIcon style={{ marginTop: 16 }} title={result.error} />}
      {moved && (
        <Alert
          type="success"
          showIcon
          style={{ marginTop: 16 }}
          title={fillText(t('{{amount}} {{currency}} moved ({{reference}})'), { amount: moved.amount, currency: moved.currency ?? '', reference: moved.reference })}
          description={
            <Typography.Text>
              {link(entityName, moved.from.registration)}: {shownField} {moved.from.before} → {moved.from.after};{' '}
              {link(entityName, moved.to.registration)}: {shownField} {moved.to.before} → {moved.to.after}.{' '}
              {t('Operations:')}{' '}
              {moved.operations.map((o, i) => (
                <span key={o}>
                  {i ? ', ' : ''}
                  {link(legEntity, o)}
                </span>
              ))}
            </Typography.Text>
          }
        />
      )}
    </>
  );
}
