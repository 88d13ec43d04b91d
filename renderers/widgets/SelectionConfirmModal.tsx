import type { ReactNode } from 'react';
import { Modal } from 'antd';
import { useT } from '../context/useT.ts';

/**
 * The confirmation modal for a selection (seed 001 §2): title 'Confirm your selection', buttons
 * No and Yes by default; Yes shows a loading state while the confirmation runs.
 */
export function SelectionConfirmModal(props: { title?: string; noText?: string; yesText?: string; loading: boolean; children?: ReactNode; onYes: () => void; onNo: () => void }) {
  const t = useT();
  return (
    <Modal
      open
      title={props.title ?? t('Confirm your selection')}
      okText={props.yesText ?? t('Yes')}
      cancelText={props.noText ?? t('No')}
      confirmLoading={props.loading}
      onOk={props.onYes}
      onCancel={props.onNo}
      maskClosable={false}
      destroyOnHidden
    >
      {props.children}
    </Modal>
  );
}
