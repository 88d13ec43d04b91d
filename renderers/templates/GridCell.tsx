import { memo, type ReactElement } from 'react';
import { Col } from 'antd';
import { deepEquals } from '@rjsf/utils';

interface Props {
  /** antd spans per breakpoint (24 columns). */
  cols: Readonly<Record<string, number>>;
  /** The property's element made by rjsf (a new element on every change of the form). */
  content: ReactElement;
}

function sameCols(a: Props['cols'], b: Props['cols']): boolean {
  const keys = Object.keys(a);
  return keys.length === Object.keys(b).length && keys.every((k) => a[k] === b[k]);
}

/**
 * One field's cell of the grid. rjsf hands a new element per property on every change and skips
 * the field itself when its props are deeply equal (functions counting as equal); this cell makes
 * the same comparison, so a keystroke redraws one cell instead of every column of a large form
 * (each antd Col resolves its styles when drawn).
 */
export const GridCell = memo(
  function GridCell({ cols, content }: Props) {
    return <Col {...cols}>{content}</Col>;
  },
  (prev, next) => sameCols(prev.cols, next.cols) && prev.content.type === next.content.type && deepEquals(prev.content.props, next.content.props),
);
