import { hasChanged, useCloseGuard } from '../hooks/useCloseGuard.ts';
import { useState } from 'react';
import { Button, Flex, Modal, Space } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { completeAddress, type AddressValue } from '../../engine/validation/index.ts';
import { AddressBlock } from './AddressBlock.tsx';
import { useT } from '../context/useT.ts';
import { addressProblems, unusedTypes } from './addressChecks.ts';
import type { AddressProvider } from './addressProvider.ts';
import type { ChoiceOption } from './selectOptions.ts';
import { useKeyedList } from './useKeyedList.ts';

/**
 * The Edit addresses dialog (seed 001 §2, §4): it works on a copy taken when it opens, so Close (or
 * the X) restores the addresses as they were; Save hands the list back only when every address is
 * valid. Add address appends one with the first unused type; it is hidden once every type is used
 * while one address per type is enforced. Make it first swaps an address with the first one.
 */
export function AddressesModal(props: {
  addresses: AddressValue[]; types: ChoiceOption[]; uniqueAddressPerType: boolean; readOnly: boolean; provider?: AddressProvider; max?: number;
  onSave: (addresses: AddressValue[]) => void; onClose: () => void;
}) {
  const { types, uniqueAddressPerType, readOnly } = props;
  const list = useKeyedList(props.addresses);
  const items = list.items;
  const [checked, setChecked] = useState(false);
  const t = useT();
  const close = useCloseGuard(() => !readOnly && hasChanged(items, props.addresses), props.onClose);
  const problems = addressProblems(items, { uniqueAddressPerType }, t, (type) => types.find((o) => String(o.value) === type)?.label ?? type);
  const free = unusedTypes(items, types.map((o) => String(o.value)));
  const canAdd = !readOnly && items.length < (props.max ?? Infinity) && (!uniqueAddressPerType || free.length > 0);
  const add = () => list.add(completeAddress(free[0] ? { type: free[0] } : {}));
  const save = () => {
    setChecked(true);
    if (problems.every((p) => p.length === 0)) props.onSave(items);
  };
  const footer = (
    <Space>
      <Button onClick={close}>{t('Close')}</Button>
      {readOnly ? null : <Button type="primary" onClick={save}>{t('Save')}</Button>}
    </Space>
  );
  return (
    <Modal title={t('Edit addresses')} open onCancel={close} footer={footer} width={820} destroyOnHidden>
      <Flex vertical gap={12}>
        {items.map((address, index) => (
          <AddressBlock
            key={list.keys[index]}
            index={index}
            address={address}
            types={types}
            problems={checked ? problems[index] : []}
            readOnly={readOnly}
            provider={props.provider}
            onChange={(next) => list.set(index, next)}
            onDelete={() => list.remove(index)}
            onMakeFirst={() => list.makeFirst(index)}
          />
        ))}
        {canAdd ? <Button type="dashed" icon={<PlusOutlined />} onClick={add}>{t('Add address')}</Button> : null}
      </Flex>
    </Modal>
  );
}
