import { useEffect } from 'react';
import { Button, Drawer, Result } from 'antd';
import { ExpandOutlined } from '@ant-design/icons';
import { shortcutAction } from '../../engine/shell/shortcuts.ts';
import { useEngine } from '../context/EngineContext.ts';
import { GenericCardPage } from '../pages/GenericCardPage.tsx';

interface SideViewDrawerProps {
  path?: string;
  onClose: () => void;
}

/**
 * The side view: a record opened from a list link without leaving the list (table configuration).
 * Escape (the drawer's own key) or Alt+X closes it (seed 000 §2.1).
 */
export function SideViewDrawer({ path, onClose }: SideViewDrawerProps) {
  const { registry, navigate } = useEngine();
  useEffect(() => {
    if (!path) return;
    const onKey = (e: KeyboardEvent) => {
      if (!e.altKey || shortcutAction(e) !== 'toggleSideView') return;
      e.preventDefault();
      onClose();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [path, onClose]);
  let content = null;
  if (path) {
    try {
      const match = registry.resolveRoute(path);
      content = match.kind === 'detail' ? <GenericCardPage key={path} entityName={match.entityName} recordKey={match.key} /> : null;
    } catch {
      content = null;
    }
  }
  return (
    <Drawer
      open={Boolean(path)}
      size={760}
      onClose={onClose}
      destroyOnHidden
      title={path}
      extra={path && <Button icon={<ExpandOutlined />} onClick={() => navigate(path)} aria-label="Open the page" />}
      data-testid="side-view"
    >
      {content ?? <Result status="info" title="This link opens as a page" extra={<Button onClick={() => path && navigate(path)}>Open</Button>} />}
    </Drawer>
  );
}
