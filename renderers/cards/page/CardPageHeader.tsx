import { useState } from 'react';
import { Button, Space, Switch, Tag, Tooltip, Typography } from 'antd';
import { CodeOutlined, EyeOutlined, LayoutOutlined } from '@ant-design/icons';
import { useWorkflowInfo } from '../../workflow/useWorkflowInfo.ts';
import { WorkflowStatusBadge } from '../../workflow/WorkflowStatusBadge.tsx';
import { EntityModelModal } from './EntityModelModal.tsx';
import { useT } from '../../context/useT.ts';
import { useEngine } from '../../context/EngineContext.ts';
import { useListLabel } from '../../widgets/useListLabel.ts';


interface Props {
  entityName: string;
  title: string;
  status?: string;
  saving: boolean;
  /** Absent on a read-only page: no Save button, a "View" tag instead. */
  onSave?: () => void;
  hasSide: boolean;
  onToggleSide: () => void;
  /** Set when the layout has a detailed view (persons, prospects): whether it shows it. */
  detailed?: boolean;
  onDetailed?: (detailed: boolean) => void;
}

/**
 * The page header: title, status badge, the detailed-view switch (layouts that have one), side
 * column toggle (Ctrl+B), model viewer and Save (Ctrl/Cmd+S) or a read-only tag.
 */
export function CardPageHeader({ entityName, title, status, saving, onSave, hasSide, onToggleSide, detailed, onDetailed }: Props) {
  const [modelOpen, setModelOpen] = useState(false);
  const t = useT();
  const { kinds } = useWorkflowInfo(entityName);
  const { registry } = useEngine();
  // the status by its label in the user's language (nothing while its list loads), its code in the tooltip
  const { label: statusLabel } = useListLabel(status && registry.has(entityName) ? registry.get(entityName).statusList : undefined, status);
  return (
    <Space style={{ width: '100%', justifyContent: 'space-between', marginBottom: 12 }} wrap>
      <Space>
        <Typography.Title level={4} style={{ margin: 0 }}>
          <span data-testid="card-title">{title}</span>
        </Typography.Title>
        {status && statusLabel !== undefined ? <WorkflowStatusBadge status={status} label={statusLabel} kind={kinds[status]} current testId="status-badge" /> : null}
      </Space>
      <Space>
        {detailed !== undefined && onDetailed && (
          <Space size={4}>
            <Switch size="small" checked={detailed} onChange={onDetailed} aria-label={t('Detailed view')} data-testid="detailed-view" />
            <Typography.Text>{t('Detailed view')}</Typography.Text>
          </Space>
        )}
        {hasSide && (
          <Tooltip title={t('Side column (Ctrl+B)')}>
            <Button icon={<LayoutOutlined />} aria-label={t('Toggle the side column')} onClick={onToggleSide} />
          </Tooltip>
        )}
        <Tooltip title={t('Entity model')}>
          <Button icon={<CodeOutlined />} aria-label={t('Entity model')} data-testid="entity-model-open" onClick={() => setModelOpen(true)} />
        </Tooltip>
        {onSave ? (
          <Button type="primary" onClick={onSave} loading={saving} data-testid="save">
            {t('Save')}
          </Button>
        ) : (
          <Tag icon={<EyeOutlined />} data-testid="read-only">
            {t('View')}
          </Tag>
        )}
      </Space>
      <EntityModelModal entityName={entityName} open={modelOpen} onClose={() => setModelOpen(false)} />
    </Space>
  );
}
