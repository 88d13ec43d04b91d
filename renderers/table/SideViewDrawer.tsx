import { useEffect } from 'react';
import { Button, Drawer, Result } from 'antd';
import { ExpandOutlined } from '@ant-design/icons';
import { READ_ONLY_PARAM } from '../../engine/lists/rowActions.ts';
import { shortcutAction } from '../../engine/shell/shortcuts.ts';
import { useEngine } from '../context/EngineContext.ts';
import { GenericCardPage } from '../pages/GenericCardPage.tsx';

interface SideViewDrawerProps {
  path?: string;
  /** Opened from a read-only list page: the record shows read-only. */
  readOnly?: boolean;
  onClose: () => void;
}

/**
 * The side view: a record opened from a list link without leaving the list (table configuration).
 * Escape (the drawer's own key) or Alt+X closes it (seed 000 §2.1). The record is read-only when the
 * list is, or when the path asks it (`?readOnly=1`).
 */
export function SideViewDrawer({ path, readOnly = false, onClose }: SideViewDrawerProps) {
  const { registry, navigate, t } = useEngine();
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
      const asked = new URLSearchParams(path.split('?')[1] ?? '').get(READ_ONLY_PARAM) === '1';
      content = match.kind === 'detail' ? <GenericCardPage key={path} entityName={match.entityName} recordKey={match.key} readOnly={Boolean(match.key) && (readOnly || asked)} /> : null;
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
      extra={path && <Button icon={<ExpandOutlined />} onClick={() => navigate(path)} aria-label={t('Open the page')} />}
      data-testid="side-view"
    >
      {content ?? <Result status="info" title={t('This link opens as a page')} extra={<Button onClick={() => path && navigate(path)}>{t('Open the page')}</Button>} />}
    </Drawer>
  );
}
