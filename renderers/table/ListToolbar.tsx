import { Button, Space, Tooltip, Typography } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import type { PageActionDefinition } from '../../schemas/generated/meta.ts';
import { useT } from '../context/useT.ts';
import { actionIcon } from './actionIcons.tsx';

interface ListToolbarProps {
  title: string;
  addLink?: string;
  actions: readonly PageActionDefinition[];
  onNavigate: (path: string) => void;
  onAction: (action: PageActionDefinition) => void;
}

/** The title of a list page, its add button and its own buttons (run billing, onboard...). */
export function ListToolbar({ title, addLink, actions, onNavigate, onAction }: ListToolbarProps) {
  const t = useT();
  return (
    <Space style={{ width: '100%', justifyContent: 'space-between', marginBottom: 8 }} wrap>
      <Typography.Title level={3} style={{ margin: 0 }} data-testid="list-title">
        {t(title)}
      </Typography.Title>
      <Space wrap>
        {actions.map((a) => (
          <Tooltip key={a.name} title={a.tooltip && t(a.tooltip)}>
            <Button icon={a.icon ? actionIcon(a.icon) : undefined} onClick={() => (a.linkTo ? onNavigate(a.linkTo) : onAction(a))} data-testid={`page-action-${a.name}`}>
              {t(a.label ?? a.name)}
            </Button>
          </Tooltip>
        ))}
        {addLink && (
          <Button type="primary" icon={<PlusOutlined />} onClick={() => onNavigate(addLink)} data-testid="list-add">
            {t('Add')}
          </Button>
        )}
      </Space>
    </Space>
  );
}
