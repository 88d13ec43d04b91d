import { useState } from 'react';
import { Button, Flex, Modal, Space, Typography } from 'antd';
import { DeleteOutlined, VerticalAlignTopOutlined } from '@ant-design/icons';
import type { PersonRegistration, RegistrationFormat } from '../../engine/validation/index.ts';
import { RegistrationInput } from './RegistrationInput.tsx';
import { useT } from '../context/useT.ts';
import { registrationProblem, registrationsToSave } from './registrationChecks.ts';
import type { RegistrationLookup } from './registrationLookup.ts';
import type { ChoiceOption } from './selectOptions.ts';
import { useKeyedList } from './useKeyedList.ts';

/**
 * The Registrations dialog (seed 001 §2, §4): type and number per row, a delete button and 'Set as
 * main registration' (moves the row first); Add, Close (nothing kept), Save (refused while a row has
 * errors; rows of a non-automatic type without a number are dropped). Read-only shows no actions.
 */
export function RegistrationsModal(props: {
  items: PersonRegistration[]; types: ChoiceOption[]; readOnly: boolean; formats?: Readonly<Record<string, RegistrationFormat>>;
  lookup?: RegistrationLookup; onSave: (items: PersonRegistration[]) => void; onClose: () => void;
}) {
  const { types, readOnly } = props;
  const list = useKeyedList(props.items);
  const items = list.items;
  const [checked, setChecked] = useState(false);
  const t = useT();
  const problems = items.map((item) => registrationProblem(item, props.formats, t));
  const save = () => {
    setChecked(true);
    if (problems.every((p) => !p)) props.onSave(registrationsToSave(items));
  };
  const footer = (
    <Space>
      {readOnly ? null : <Button onClick={() => list.add({ type: undefined, number: '' })}>Add</Button>}
      <Button onClick={props.onClose}>Close</Button>
      {readOnly ? null : <Button type="primary" onClick={save}>Save</Button>}
    </Space>
  );
  return (
    <Modal title="Registrations" open onCancel={props.onClose} footer={footer} width={640} destroyOnHidden>
      <Flex vertical gap={8}>
        {items.map((item, index) => (
          <div key={list.keys[index]} data-testid={`registration-${index}`}>
            <Flex gap={8} align="center">
              <div style={{ flex: 1 }}>
                <RegistrationInput value={item} types={types} disabled={readOnly} invalid={checked && Boolean(problems[index])} lookup={props.lookup}
                  onChange={(next) => list.set(index, next)} />
              </div>
              {readOnly ? null : (
                <>
                  {index > 0 ? <Button size="small" icon={<VerticalAlignTopOutlined />} onClick={() => list.moveFirst(index)}>Set as main registration</Button> : null}
                  <Button size="small" danger icon={<DeleteOutlined />} aria-label="Delete registration" onClick={() => list.remove(index)} />
                </>
              )}
            </Flex>
            {checked && problems[index] ? <Typography.Text type="danger">{problems[index]}</Typography.Text> : null}
          </div>
        ))}
      </Flex>
    </Modal>
  );
}
