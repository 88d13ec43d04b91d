import { Tag, theme } from 'antd';
import { isDarkColor } from '../../engine/shell/contrastRatio.ts';

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

/**
 * A value shown as a coloured badge (status columns): the colour from the code, the text its label
 * (the code when it has none), cut at 30 characters (seed 002 §9).
 */
export function StatusBadge({ value, label = value }: { value: string; label?: string }) {
  const { token } = theme.useToken();
  const text = label.length > 30 ? `${label.slice(0, 29)}…` : label;
  const color = colorOf(value);
  // on a light background the text takes the 9th shade of its colour (antd's 7th, e.g. green on its
  // pale fill, is below 4.5:1); the dark theme's tags are readable as they are
  const shade = color !== 'default' && !isDarkColor(token.colorBgContainer) ? (token as unknown as Record<string, string>)[`${color}9`] : undefined;
  return (
    <Tag color={color} title={label} style={{ marginInlineEnd: 0, ...(shade ? { color: shade } : {}) }}>
      {text}
    </Tag>
  );
}
