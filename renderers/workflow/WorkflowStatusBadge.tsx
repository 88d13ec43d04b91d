import { theme } from 'antd';
import { badgeStyle } from '../../engine/cards/badgeColors.ts';
import { isDarkColor } from '../../engine/shell/contrastRatio.ts';
import type { StatusKind } from '../../engine/workflow/types.ts';

interface Props {
  status: string;
  label?: string;
  kind?: StatusKind;
  /** The record's current status: its own colour and a border (seed 002 §4). */
  current?: boolean;
  testId?: string;
}

/**
 * A status badge coloured by its workflow kind (error, warning, stopped, ongoing, success) or as
 * current, in the colours of the scheme shown (the dark set on the UI kit's dark background).
 */
export function WorkflowStatusBadge({ status, label, kind, current = false, testId }: Props) {
  const { token } = theme.useToken();
  const s = badgeStyle(kind, current, isDarkColor(token.colorBgContainer));
  const text = label ?? status;
  return (
    <span
      data-testid={testId}
      data-status={status}
      data-kind={current ? 'current' : (kind ?? 'ongoing')}
      title={status}
      style={{
        display: 'inline-block',
        padding: '0 8px',
        lineHeight: '20px',
        borderRadius: 4,
        fontSize: 12,
        whiteSpace: 'nowrap',
        color: s.color,
        background: s.background,
        border: `${s.borderWidth}px solid ${s.border}`,
        fontWeight: current ? 600 : 400,
      }}
    >
      {text.length > 30 ? `${text.slice(0, 29)}…` : text}
    </span>
  );
}
