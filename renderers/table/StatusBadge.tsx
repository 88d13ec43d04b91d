import { Tag, theme } from 'antd';
import { badgeStyle } from '../../engine/cards/badgeColors.ts';
import { isDarkColor } from '../../engine/shell/contrastRatio.ts';
import { useWorkflowInfo } from '../workflow/useWorkflowInfo.ts';

const COLORS = ['blue', 'green', 'gold', 'purple', 'cyan', 'magenta', 'volcano', 'geekblue', 'lime', 'orange'];
const KNOWN: Record<string, string> = {
  ERROR: 'red', REJECTED: 'red', CANCELLED: 'default', CANCELED: 'default', CLOSED: 'default',
  PAID: 'green', ACTIVE: 'green', VALIDATED: 'green', DONE: 'green', OPEN: 'blue', DRAFT: 'default', PENDING: 'gold',
};

/** The last resort when the workflow gives no colour: a stable colour per value, so a status keeps its colour across pages. */
function colorOf(value: string): string {
  const known = KNOWN[value.toUpperCase()];
  if (known) return known;
  let hash = 0;
  for (const ch of value) hash = (hash * 31 + ch.charCodeAt(0)) | 0;
  return COLORS[Math.abs(hash) % COLORS.length];
}

/**
 * A value shown as a coloured badge (status columns): the text its label (the code when it has none),
 * cut at 30 characters (seed 002 §9). A status of an entity (`entityName` given) takes the colours of
 * its workflow: the badge kind of the status (error, warning, stopped, ongoing, success; set per
 * status or derived from the transitions), as on the record's card; only a value the workflow does
 * not colour (no entity, no workflow, an unknown code) gets a colour from its code.
 */
export function StatusBadge({ value, label = value, entityName }: { value: string; label?: string; entityName?: string }) {
  const { token } = theme.useToken();
  const { kinds } = useWorkflowInfo(entityName);
  const text = label.length > 30 ? `${label.slice(0, 29)}…` : label;
  const dark = isDarkColor(token.colorBgContainer);
  const kind = entityName ? kinds[value] : undefined;
  if (kind) {
    const s = badgeStyle(kind, false, dark);
    return (
      <Tag title={label} data-kind={kind} style={{ marginInlineEnd: 0, color: s.color, background: s.background, borderColor: s.border }}>
        {text}
      </Tag>
    );
  }
  const color = colorOf(value);
  // on a light background the text takes the 9th shade of its colour (antd's 7th, e.g. green on its
  // pale fill, is below 4.5:1); the dark theme's tags are readable as they are
  const shade = color !== 'default' && !dark ? (token as unknown as Record<string, string>)[`${color}9`] : undefined;
  return (
    <Tag color={color} title={label} style={{ marginInlineEnd: 0, ...(shade ? { color: shade } : {}) }}>
      {text}
    </Tag>
  );
}
