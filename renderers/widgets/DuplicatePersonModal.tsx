import { Modal, Typography } from 'antd';
import { fillText } from '../../engine/i18n/fillText.ts';
import { useT } from '../context/useT.ts';

/** The chosen registration belongs to a person already registered: offer to load that person. */
export function DuplicatePersonModal(props: { registration: string; onLoad: () => void; onClose: () => void }) {
  const t = useT();
  return (
    <Modal open title={t('This person already exists')} okText={t('Load the existing person')} cancelText={t('Cancel')} onOk={props.onLoad} onCancel={props.onClose} destroyOnHidden>
      <Typography.Text>{fillText(t('A person is already registered with {{registration}}.'), { registration: props.registration })}</Typography.Text>
    </Modal>
  );
}
