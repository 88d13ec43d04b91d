import { useState } from 'react';
import { Button, Space, Tooltip, Typography } from 'antd';
import { CodeOutlined, LayoutOutlined } from '@ant-design/icons';
import { useWorkflowInfo } from '../../workflow/useWorkflowInfo.ts';
import { WorkflowStatusBadge } from '../../workflow/WorkflowStatusBadge.tsx';
import { EntityModelModal } from './EntityModelModal.tsx';

interface Props {
  entityName: string;
  title: string;
  status?: string;
  saving: boolean;
  onSave: () => void;
  hasSide: boolean;
  onToggleSide: () => void;
}

/** The page header: title, status badge, side column toggle (Ctrl+B), model viewer and Save (Ctrl/Cmd+S). */
export function CardPageHeader({ entityName, title, status, saving, onSave, hasSide, onToggleSide }: Props) {
  const [modelOpen, setModelOpen] = useState(false);
  const { kinds } = useWorkflowInfo(entityName);
  return (
    <Space style={{ width: '100%', justifyContent: 'space-between', marginBottom: 12 }} wrap>
      <Space>
        <Typography.Title level={4} style={{ margin: 0 }}>
          <span data-testid="card-title">{title}</span>
        </Typography.Title>
        {status ? <WorkflowStatusBadge status={status} kind={kinds[status]} current testId="status-badge" /> : null}
      </Space>
      <Space>
        {hasSide && (
          <Tooltip title="Side column (Ctrl+B)">
            <Button icon={<LayoutOutlined />} aria-label="Toggle the side column" onClick={onToggleSide} />
          </Tooltip>
        )}
        <Tooltip title="Entity model">
          <Button icon={<CodeOutlined />} aria-label="Entity model" data-testid="entity-model-open" onClick={() => setModelOpen(true)} />
        </Tooltip>
        <Button type="primary" onClick={onSave} loading={saving} data-testid="save">
          Save
        </Button>
      </Space>
      <EntityModelModal entityName={entityName} open={modelOpen} onClose={() => setModelOpen(false)} />
    </Space>
  );
}
