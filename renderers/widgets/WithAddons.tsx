import type { ReactNode } from 'react';
import { Space } from 'antd';

/** A control with text or controls glued before / after it (antd 6 Space.Compact, not the deprecated addons). */
export function WithAddons({ before, after, children }: { before?: ReactNode; after?: ReactNode; children: ReactNode }) {
  if (before === undefined && after === undefined) return <>{children}</>;
  const wrap = (node: ReactNode) => (typeof node === 'string' ? <Space.Addon>{node}</Space.Addon> : node);
  return (
    <Space.Compact block>
      {before !== undefined ? wrap(before) : null}
      {children}
      {after !== undefined ? wrap(after) : null}
    </Space.Compact>
  );
}
