import { Button, Card, Col, Input, Row, Space, Switch } from 'antd';
import { DeleteOutlined, VerticalAlignTopOutlined } from '@ant-design/icons';
import { unformatIban } from '../../engine/validation/index.ts';
import type { MandateProblem } from '../../engine/persons/sepaMandateRules.ts';
import { useT } from '../context/useT.ts';
import { formatIbanText } from '../fields/IbanField.tsx';
import { FieldMessages } from '../templates/FieldMessages.tsx';
import type { BankAccountValue } from './bankAccountChecks.ts';
import { SepaMandatesEditor } from './SepaMandatesEditor.tsx';

const TEXTS = [['bankBic', 'BIC'], ['bankName', 'Bank name'], ['bankOwner', 'Owner']] as const;
const text = (v: unknown) => (typeof v === 'string' ? v : '');

/**
 * One account of the Bank accounts dialog: name, IBAN (typed with spaces, stored without; entering
 * it fills an empty name with the person's name), BIC, bank, owner, inactive, and its SEPA
 * mandates. Non-first accounts offer delete and make first.
 */
export function BankAccountBlock(props: {
  index: number; account: BankAccountValue; problems: string[]; mandateProblems: MandateProblem[][]; readOnly: boolean; defaultName?: string;
  onChange: (account: BankAccountValue) => void; onDelete: () => void; onMakeFirst: () => void;
}) {
  const { index, account, problems, readOnly, onChange, defaultName } = props;
  const t = useT();
  const setIban = (typed: string) => {
    const iban = unformatIban(typed) || null;
    const name = !text(account.name) && iban && defaultName ? defaultName : account.name;
    onChange({ ...account, bankIban: iban, name });
  };
  const actions = index > 0 && !readOnly ? (
    <Space>
      <Button size="small" icon={<VerticalAlignTopOutlined />} onClick={props.onMakeFirst}>{t('Make it first')}</Button>
      <Button size="small" danger icon={<DeleteOutlined />} aria-label={t('Delete bank account')} onClick={props.onDelete} />
    </Space>
  ) : null;
  const mandates = Array.isArray(account.sepaMandates) ? (account.sepaMandates as Record<string, unknown>[]) : [];
  return (
    <Card size="small" title={text(account.name) || `${t('Bank account')} ${index + 1}`} extra={actions} data-testid={`bank-account-${index}`}>
      <Row gutter={[8, 8]}>
        <Col xs={24} sm={12}>
          <Input aria-label={t('Name')} placeholder={`${t('Name')} *`} value={text(account.name)} readOnly={readOnly} onChange={(e) => onChange({ ...account, name: e.target.value })} />
        </Col>
        <Col xs={24} sm={12}>
          <Input aria-label={t('IBAN')} placeholder={t('IBAN')} value={formatIbanText(account.bankIban)} readOnly={readOnly} onChange={(e) => setIban(e.target.value)} />
        </Col>
        {TEXTS.map(([key, label]) => (
          <Col key={key} xs={24} sm={8}>
            <Input aria-label={t(label)} placeholder={t(label)} value={text(account[key])} readOnly={readOnly} onChange={(e) => onChange({ ...account, [key]: e.target.value || null })} />
          </Col>
        ))}
        <Col xs={24}>
          <Space>
            <Switch aria-label={t('Inactive')} checked={account.isInactive === true} disabled={readOnly} onChange={(isInactive) => onChange({ ...account, isInactive })} />
            {t('Inactive')}
          </Space>
        </Col>
      </Row>
      <FieldMessages errors={problems} warnings={[]} />
      <div style={{ marginTop: 8 }}>
        <SepaMandatesEditor mandates={mandates} problems={props.mandateProblems} readOnly={readOnly} accountIndex={index}
          onChange={(sepaMandates) => onChange({ ...account, sepaMandates })} />
      </div>
    </Card>
  );
}
