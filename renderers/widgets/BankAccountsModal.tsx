import { useState } from 'react';
import { Button, Flex, Modal, Space } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { BankAccountBlock } from './BankAccountBlock.tsx';
import { bankAccountProblems, type BankAccountValue } from './bankAccountChecks.ts';
import { useKeyedList } from './useKeyedList.ts';

/**
 * The Bank accounts dialog (seed 001 §2, §4): Add appends an empty account, Close (or the X)
 * restores the list as it was when the dialog opened, Save is refused while an account has errors.
 */
export function BankAccountsModal(props: {
  accounts: BankAccountValue[]; readOnly: boolean; defaultName?: string; bypassIbanCheck?: boolean;
  onSave: (accounts: BankAccountValue[]) => void; onClose: () => void;
}) {
  const { readOnly } = props;
  const list = useKeyedList(props.accounts);
  const [checked, setChecked] = useState(false);
  const problems = list.items.map((account) => bankAccountProblems(account, props.bypassIbanCheck));
  const save = () => {
    setChecked(true);
    if (problems.every((p) => p.length === 0)) props.onSave(list.items);
  };
  const footer = (
    <Space>
      {readOnly ? null : <Button icon={<PlusOutlined />} onClick={() => list.add({ name: '', bankIban: null })}>Add</Button>}
      <Button onClick={props.onClose}>Close</Button>
      {readOnly ? null : <Button type="primary" onClick={save}>Save</Button>}
    </Space>
  );
  return (
    <Modal title="Bank accounts" open onCancel={props.onClose} footer={footer} width={760} destroyOnHidden>
      <Flex vertical gap={12}>
        {list.items.map((account, index) => (
          <BankAccountBlock
            key={list.keys[index]}
            index={index}
            account={account}
            problems={checked ? problems[index] : []}
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
