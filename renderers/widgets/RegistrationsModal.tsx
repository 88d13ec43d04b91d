import { hasChanged, useCloseGuard } from '../hooks/useCloseGuard.ts';
import { useContext, useState } from 'react';
import { Button, Flex, Modal, Space, Typography } from 'antd';
import { DeleteOutlined, VerticalAlignTopOutlined } from '@ant-design/icons';
import type { PersonRegistration, RegistrationFormat } from '../../engine/validation/index.ts';
import { FormatCheckContext } from '../cards/page/FormatCheckContext.ts';
import { useT } from '../context/useT.ts';
import { RegistrationInput } from './RegistrationInput.tsx';
import { registrationProblem, registrationsToSave } from './registrationChecks.ts';
import type { RegistrationDetailFetch, RegistrationLookup, RegistrationMatch } from './registrationLookup.ts';
import { scriptProblems } from './registrationScriptCheck.ts';
import { SelectionConfirmModal } from './SelectionConfirmModal.tsx';
import type { ChoiceOption } from './selectOptions.ts';
import { useKeyedList } from './useKeyedList.ts';
import { useRegistrationSelection } from './useRegistrationSelection.ts';

/** Registration item fields a register entry's data may fill (seed 001 §3). */
const ITEM_FIELDS = ['deliveredBy', 'deliveryDate', 'validUntil', 'verified', 'verificationDate', 'verificationType'];

/**
 * The Registrations dialog (seed 001 §2, §4): type and number per row, a delete button and 'Set as
 * main registration' (or 'Set as first registration': moves the row first); Add, Close (nothing
 * kept), Save (refused while a row has errors, the tenant's format-check script included; rows of
 * a non-automatic type without a number are dropped). Read-only shows no actions. Choosing a
 * register match fills the row's number and, when the register answers, its other fields (a
 * failure of that fetch is ignored, seed 001 §8).
 */
export function RegistrationsModal(props: {
  items: PersonRegistration[]; types: ChoiceOption[]; readOnly: boolean; formats?: Readonly<Record<string, RegistrationFormat>>;
  lookup?: RegistrationLookup; detail?: RegistrationDetailFetch; firstLabel?: 'main' | 'first';
  onSave: (items: PersonRegistration[]) => void; onClose: () => void;
}) {
  const { types, readOnly } = props;
  const list = useKeyedList(props.items);
  const items = list.items;
  const [checked, setChecked] = useState(false);
  const [scripted, setScripted] = useState<string[]>([]);
  const [saving, setSaving] = useState(false);
  const runFormatCheck = useContext(FormatCheckContext);
  const t = useT();
  const close = useCloseGuard(() => !readOnly && hasChanged(items, props.items), props.onClose);
  const [picking, setPicking] = useState<number | undefined>(undefined);
  const selection = useRegistrationSelection({
    own: props.detail,
    ignoreFailures: true,
    onConfirmed: (match: RegistrationMatch, detail) => {
      if (picking === undefined) return;
      const data = (detail?.data ?? {}) as Record<string, unknown>;
      const filled = Object.fromEntries(ITEM_FIELDS.filter((k) => data[k] !== undefined && data[k] !== null).map((k) => [k, data[k]]));
      list.set(picking, { ...items[picking], ...filled, number: match.value });
    },
  });
  const problems = items.map((item, i) => registrationProblem(item, props.formats, t) || scripted[i] || '');
  const save = async () => {
    setChecked(true);
    if (problems.some(Boolean)) return;
    setSaving(true);
    try {
      const found = runFormatCheck ? await scriptProblems(items, runFormatCheck) : [];
      setScripted(found);
      if (found.every((p) => !p)) props.onSave(registrationsToSave(items));
    } finally {
      setSaving(false);
    }
  };
  const change = (index: number, next: PersonRegistration) => {
    setScripted((s) => s.map((p, i) => (i === index ? '' : p)));
    list.set(index, next);
  };
  const footer = (
    <Space>
      {readOnly ? null : <Button onClick={() => list.add({ type: undefined, number: '' })}>{t('Add')}</Button>}
      <Button onClick={close}>{t('Close')}</Button>
      {readOnly ? null : <Button type="primary" loading={saving} onClick={() => void save()}>{t('Save')}</Button>}
    </Space>
  );
  const firstText = props.firstLabel === 'main' ? t('Set as main registration') : t('Set as first registration');
  return (
    <Modal title={t('Registrations')} open onCancel={close} footer={footer} width={680} destroyOnHidden>
      <Flex vertical gap={8}>
        {items.map((item, index) => (
          <div key={list.keys[index]} data-testid={`registration-${index}`}>
            <Flex gap={8} align="center">
              <div style={{ flex: 1 }}>
                <RegistrationInput value={item} types={types} disabled={readOnly} invalid={checked && Boolean(problems[index])} lookup={props.lookup}
                  onChange={(next) => change(index, next)}
                  onPick={(type, match) => { setPicking(index); selection.choose(type, match); }} />
              </div>
              {readOnly ? null : (
                <>
                  {index > 0 ? <Button size="small" icon={<VerticalAlignTopOutlined />} onClick={() => list.moveFirst(index)}>{firstText}</Button> : null}
                  <Button size="small" danger icon={<DeleteOutlined />} aria-label={t('Delete registration')} onClick={() => list.remove(index)} />
                </>
              )}
            </Flex>
            {checked && problems[index] ? <Typography.Text type="danger">{problems[index]}</Typography.Text> : null}
          </div>
        ))}
      </Flex>
      {selection.pending ? (
        <SelectionConfirmModal loading={selection.loading} onYes={selection.confirm} onNo={selection.cancel}>
          {selection.pending.label}
        </SelectionConfirmModal>
      ) : null}
    </Modal>
  );
}
