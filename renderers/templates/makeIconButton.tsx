import type { ReactNode } from 'react';
import { Button } from 'antd';
import type { IconButtonProps } from '@rjsf/utils';
import { useT } from '../context/useT.ts';

/**
 * Builds one of rjsf's icon buttons (remove, move, copy) as an antd button whose tooltip and
 * accessible name are `title` in the user's language.
 */
export function makeIconButton(icon: ReactNode, title: string, danger = false) {
  function IconButton(props: IconButtonProps) {
    const { id, onClick, disabled, className } = props;
    const text = useT()(title);
    return <Button id={id} className={className} size="small" icon={icon} title={text} aria-label={text} danger={danger} disabled={disabled} onClick={onClick} />;
  }
  return IconButton;
}
