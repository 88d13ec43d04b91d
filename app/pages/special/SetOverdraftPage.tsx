import { useState } from 'react';
import { Alert, Button, Descriptions, Form, InputNumber } from 'antd';
import { Link } from 'react-router-dom';
import { fillText } from '../../../engine/i18n/fillText.ts';
import { useEngine } from '../../../renderers/context/EngineContext.ts';
import { errorText } from '../../../renderers/pages/errorText.ts';
import { RecordSelect } from './RecordSelect.tsx';
import { SpecialCard } from './SpecialCard.tsx';

type Rec = Record<string, unknown>;

/** /bank/set-overdraft: sets the overdraft limit of one bank account (what /move-money lets it go below zero). */
export default function SetOverdraftPage() {
  const { data, registry, t } = useEngine();
  const [account, setAccount] = useState<Rec>();
  const [limit, setLimit] = useState<number | null>(null);
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<{ ok: boolean; text: string }>();

  const pick = (_key: string | undefined, record: Rec | undefined) => {
    setAccount(record);
    setLimit(typeof record?.overdraftLimit === 'number' ? record.overdraftLimit : null);
    setOutcome(undefined);
  };
  const save = async () => {
    if (!account) return;
    setBusy(true);
    try {
      const saved = await data.update({
        entityName: 'BankAccount',
        key: String(account.registration),
        data: { overdraftLimit: limit ?? 0, _version: account._version },
      });
      setAccount(saved);
      setOutcome({
        ok: true,
        text: fillText(t('Overdraft limit of {{account}} set to {{limit}}'), { account: String(saved.registration), limit: String(saved.overdraftLimit) }),
      });
    } catch (err) {
      setOutcome({ ok: false, text: errorText(err) });
    } finally {
      setBusy(false);
    }
  };

  return (
    <SpecialCard
      title={t('Set overdraft')}
      intro={t("Sets how far below zero a bank account's balance may go when money is moved out of it. The change is written to the account's history like any edit.")}
    >
      <Form layout="vertical" style={{ maxWidth: 520 }}>
        <Form.Item label={t('Bank account')}>
          <RecordSelect
            entityName="BankAccount"
            value={account ? String(account.registration) : undefined}
            onChange={pick}
            testId="overdraft-account"
          />
        </Form.Item>
        {account && (
          <Descriptions size="small" column={1} style={{ marginBottom: 12 }}>
            <Descriptions.Item label={t('Account')}>
              <Link to={registry.clientRoute('BankAccount', String(account.registration))}>
                {String(account.name ?? account.registration)}
              </Link>
            </Descriptions.Item>
            <Descriptions.Item label={t('Balance')}>{`${String(account.balance ?? 0)} ${String(account.currency ?? '')}`}</Descriptions.Item>
            <Descriptions.Item label={t('Current overdraft limit')}>
              {String(account.overdraftLimit ?? 0)}
            </Descriptions.Item>
          </Descriptions>
        )}
        <Form.Item label={t('New overdraft limit')}>
          <InputNumber
            min={0}
            value={limit}
            onChange={setLimit}
            disabled={!account}
            style={{ width: 200 }}
            data-testid="overdraft-limit"
          />
        </Form.Item>
        <Button
          type="primary"
          loading={busy}
          disabled={!account}
          onClick={() => void save()}
          data-testid="overdraft-save"
        >
          {t('Save')}
        </Button>
      </Form>
      {outcome && (
        <Alert
          type={outcome.ok ? 'success' : 'error'}
          showIcon
          style={{ marginTop: 16 }}
          title={outcome.text}
        />
      )}
    </SpecialCard>
  );
}
