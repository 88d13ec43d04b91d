import type { ReactNode } from 'react';
import { Button } from 'antd';
import type { IconButtonProps } from '@rjsf/utils';

/** Builds one of rjsf's icon buttons (remove, move, copy) as an antd button with a tooltip title. */
export function makeIconButton(icon: ReactNode, title: string, danger = false) {
  function IconButton(props: IconButtonProps) {
    const { id, onClick, disabled, className } = props;
    return <Button id={id} className={className} size="small" icon={icon} title={title} aria-label={title} danger={danger} disabled={disabled} onClick={onClick} />;
  }
  return IconButton;
}
