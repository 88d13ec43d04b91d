import { Button } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import type { IconButtonProps } from '@rjsf/utils';

/** The Add button of a list. */
export function AddButton(props: IconButtonProps) {
  const { id, onClick, disabled } = props;
  return (
    <Button id={id} type="dashed" icon={<PlusOutlined />} onClick={onClick} disabled={disabled} style={{ marginTop: 8 }}>
      Add
    </Button>
  );
}
