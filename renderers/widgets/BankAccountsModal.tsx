import { hasChanged, useCloseGuard } from '../hooks/useCloseGuard.ts';
import { useState } from 'react';
import { Button, Flex, Modal, Space } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { BankAccountBlock } from './BankAccountBlock.tsx';
import { accountMandateProblems, bankAccountProblems, type BankAccountValue } from './bankAccountChecks.ts';
import { useT } from '../context/useT.ts';
import { useKeyedList } from './useKeyedList.ts';

/**
 * The Bank accounts dialog (seed 001 §2, §4): Add appends an empty account, Close (or the X)
 * restores the list as it was when the dialog opened, Save is refused while an account or one of
 * its SEPA mandates has errors.
 */
export function BankAccountsModal(props: {
  accounts: BankAccountValue[]; readOnly: boolean; defaultName?: string; bypassIbanCheck?: boolean;
  onSave: (accounts: BankAccountValue[]) => void; onClose: () => void;
}) {
  const { readOnly } = props;
  const list = useKeyedList(props.accounts);
  const [checked, setChecked] = useState(false);
  const t = useT();
  const close = useCloseGuard(() => !readOnly && hasChanged(list.items, props.accounts), props.onClose);
  const problems = list.items.map((account) => bankAccountProblems(account, props.bypassIbanCheck, t));
  const mandateProblems = list.items.map((account) => accountMandateProblems(account));
  const save = () => {
    setChecked(true);
    if (problems.every((p) => p.length === 0) && mandateProblems.every((m) => m.every((p) => p.length === 0))) props.onSave(list.items);
  };
  const footer = (
    <Space>
      {readOnly ? null : <Button icon={<PlusOutlined />} onClick={() => list.add({ name: '', bankIban: null })}>{t('Add')}</Button>}
      <Button onClick={close}>{t('Close')}</Button>
      {readOnly ? null : <Button type="primary" onClick={save}>{t('Save')}</Button>}
    </Space>
  );
  return (
    <Modal title={t('Bank accounts')} open onCancel={close} footer={footer} width={760} destroyOnHidden>
      <Flex vertical gap={12}>
        {list.items.map((account, index) => (
          <BankAccountBlock
            key={list.keys[index]}
            index={index}
            account={account}
            problems={checked ? problems[index] : []}
            mandateProblems={checked ? mandateProblems[index] : []}
            readOnly={readOnly}
            defaultName={props.defaultName}
            onChange={(next) => list.set(index, next)}
            onDelete={() => list.remove(index)}
            onMakeFirst={() => list.makeFirst(index)}
          />
        ))}
      </Flex>
    </Modal>
  );
}
