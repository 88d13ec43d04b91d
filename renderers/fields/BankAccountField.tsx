import { useState } from 'react';
import { Button, Empty, Flex, Tag, Typography } from 'antd';
import { EditOutlined, EyeOutlined } from '@ant-design/icons';
import type { FieldProps } from '@rjsf/utils';
import { formatIbanText } from './IbanField.tsx';
import { formSettings } from './model/FormSettings.ts';
import { nestedErrors } from './model/nestedErrors.ts';
import { FieldMessages } from '../templates/FieldMessages.tsx';
import { useT } from '../context/useT.ts';
import { defaultAccountName, type BankAccountValue } from '../widgets/bankAccountChecks.ts';
import { BankAccountsModal } from '../widgets/BankAccountsModal.tsx';

function accountList(value: unknown): BankAccountValue[] {
  const list = Array.isArray(value) ? value : value && typeof value === 'object' ? [value] : [];
  return list.filter((a): a is BankAccountValue => Boolean(a) && typeof a === 'object');
}

/**
 * bankAccount: the bank accounts of a person, previewed (name, IBAN in groups of four, inactive),
 * edited in the Bank accounts dialog. The record being edited (form settings `record`) gives the
 * default account name.
 */
export function BankAccountField(props: FieldProps) {
  const { formData, onChange, fieldPathId, readonly, disabled, errorSchema, registry } = props;
  const [open, setOpen] = useState(false);
  const t = useT();
  const settings = formSettings(registry);
  const accounts = accountList(formData);
  const locked = Boolean(readonly || disabled);
  const save = (next: BankAccountValue[]) => {
    setOpen(false);
    onChange(next as FieldProps['formData'], fieldPathId.path);
  };
  return (
    <div id={fieldPathId.$id} className="tabula-bank-accounts">
      <Flex vertical gap={4}>
        {accounts.length === 0 ? <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('No bank account')} /> : null}
        {accounts.map((account, index) => (
          <Typography.Text key={index}>
            {index === 0 ? <Tag color="blue">{t('Default')}</Tag> : null}
            {account.isInactive ? <Tag>{t('Inactive')}</Tag> : null}
            {String(account.name ?? '')} {formatIbanText(account.bankIban)}
          </Typography.Text>
        ))}
      </Flex>
      <Button size="small" style={{ marginTop: 4 }} icon={locked ? <EyeOutlined /> : <EditOutlined />} onClick={() => setOpen(true)}>
        {locked ? t('View bank accounts') : t('Edit bank accounts')}
      </Button>
      <FieldMessages errors={nestedErrors(errorSchema)} warnings={[]} />
      {open ? (
        <BankAccountsModal accounts={accounts} readOnly={locked} defaultName={defaultAccountName(settings.record)}
          bypassIbanCheck={settings.settings?.bypassIbanCheck} onSave={save} onClose={() => setOpen(false)} />
      ) : null}
    </div>
  );
}
