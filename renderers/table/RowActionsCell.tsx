import { Button, Popconfirm, Space, Tooltip } from 'antd';
import { DownOutlined, PushpinFilled, PushpinOutlined, RightOutlined } from '@ant-design/icons';
import type { CustomCellRendererProps } from 'ag-grid-react';
import { actionName, isActionEnabled, isActionVisible, type ResolvedRowAction } from '../../engine/lists/rowActions.ts';
import { useT } from '../context/useT.ts';
import { actionIcon } from './actionIcons.tsx';

type Rec = Record<string, unknown>;

export interface RowActionsParams {
  actions: readonly ResolvedRowAction[];
  run: (action: ResolvedRowAction, row: Rec) => void;
  isPinned?: (row: Rec) => boolean;
  onTogglePin?: (row: Rec) => void;
  isExpanded?: (row: Rec) => boolean;
  onToggleExpand?: (row: Rec) => void;
}

/** The actions cell of a row: expand, pin, then the row actions that apply to it. */
export function RowActionsCell(props: CustomCellRendererProps<Rec> & RowActionsParams) {
  const { data, actions, run, isPinned, onTogglePin, isExpanded, onToggleExpand } = props;
  const t = useT();
  if (!data || data.__totals) return null;
  const stop = (e: React.MouseEvent) => e.stopPropagation();
  const pinned = isPinned?.(data);
  return (
    <Space size={2} onClick={stop} data-testid="row-actions">
      {onToggleExpand && (
        <Button size="small" type="text" aria-label={t('Expand')} icon={isExpanded?.(data) ? <DownOutlined /> : <RightOutlined />} onClick={() => onToggleExpand(data)} data-testid="row-expand" />
      )}
      {onTogglePin && (
        <Tooltip title={pinned ? t('Unpin') : t('Pin')}>
          <Button size="small" type="text" aria-label={pinned ? t('Unpin') : t('Pin')} icon={pinned ? <PushpinFilled /> : <PushpinOutlined />} onClick={() => onTogglePin(data)} data-testid="row-pin" />
        </Tooltip>
      )}
      {actions.filter((a) => isActionVisible(a, data)).map((action) => {
        // labels, tooltips and confirmations are English texts of the list definition: shown translated
        const enabled = isActionEnabled(action, data);
        const label = action.label ? t(action.label) : undefined;
        const tip = action.tooltip ? t(action.tooltip) : label;
        const button = (
          <Button size="small" type="text" aria-label={tip ?? t(actionName(action.name))} icon={actionIcon(action.icon ?? action.name)} disabled={!enabled} onClick={action.confirm ? undefined : () => run(action, data)} data-testid={`row-action-${action.name}`}>
            {action.icon ? undefined : label}
          </Button>
        );
        const withConfirm = action.confirm ? (
          <Popconfirm disabled={!enabled} title={t(action.confirm)} okText={t('Yes')} cancelText={t('No')} onConfirm={() => run(action, data)}>
            {button}
          </Popconfirm>
        ) : button;
        return (
          <Tooltip key={action.name} title={tip}>
            {withConfirm}
          </Tooltip>
        );
      })}
    </Space>
  );
}
