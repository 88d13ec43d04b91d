import { Button } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import type { IconButtonProps } from '@rjsf/utils';
import { useT } from '../context/useT.ts';

/** The Add button of a list, in the user's language. */
export function AddButton(props: IconButtonProps) {
  const { id, onClick, disabled } = props;
  const t = useT();
  return (
    <Button id={id} type="dashed" icon={<PlusOutlined />} onClick={onClick} disabled={disabled} style={{ marginTop: 8 }}>
      {t('Add')}
    </Button>
  );
}
