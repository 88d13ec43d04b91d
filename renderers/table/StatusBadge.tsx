import { Tag } from 'antd';

const COLORS = ['blue', 'green', 'gold', 'purple', 'cyan', 'magenta', 'volcano', 'geekblue', 'lime', 'orange'];
const KNOWN: Record<string, string> = {
  ERROR: 'red', REJECTED: 'red', CANCELLED: 'default', CANCELED: 'default', CLOSED: 'default',
  PAID: 'green', ACTIVE: 'green', VALIDATED: 'green', DONE: 'green', OPEN: 'blue', DRAFT: 'default', PENDING: 'gold',
};

/** A stable colour per value, so a status keeps its colour across pages. */
function colorOf(value: string): string {
  const known = KNOWN[value.toUpperCase()];
  if (known) return known;
  let hash = 0;
  for (const ch of value) hash = (hash * 31 + ch.charCodeAt(0)) | 0;
  return COLORS[Math.abs(hash) % COLORS.length];
}

/** A value shown as a coloured badge (status columns), cut at 30 characters (seed 002 §9). */
export function StatusBadge({ value }: { value: string }) {
  const text = value.length > 30 ? `${value.slice(0, 29)}…` : value;
  return (
    <Tag color={colorOf(value)} title={value} style={{ marginInlineEnd: 0 }}>
      {text}
    </Tag>
  );
}
