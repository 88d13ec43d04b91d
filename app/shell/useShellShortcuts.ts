import { useEffect, useState } from 'react';
import { App as AntApp } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { RELOAD_LAYOUT_EVENT, shortcutAction } from '../../engine/shell/shortcuts.ts';

const DEBUG_KEY = 'tabula.debug';

export interface ShellModes {
  /** F9: the page without the shell's menu and header. */
  decoration: boolean;
  debug: boolean;
}

/**
 * The shell's keyboard shortcuts. Alt+R asks the page to reload its layout (no page reload);
 * Ctrl+Shift+S opens /scripts and Ctrl+Shift+C toggles debug mode for admin-like users only
 * (debug respects allowDebugMode); F9 toggles the decoration mode.
 */
export function useShellShortcuts(opts: { isAdmin: boolean; allowDebugMode?: boolean }): ShellModes {
  const navigate = useNavigate();
  const { message } = AntApp.useApp();
  const { t } = useTranslation();
  const [decoration, setDecoration] = useState(true);
  const [debug, setDebug] = useState(() => localStorage.getItem(DEBUG_KEY) === '1');
  const { isAdmin, allowDebugMode = true } = opts;

  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      const action = shortcutAction(e);
      if (!action || action === 'submitForm' || action === 'toggleSideView') return;
      if ((action === 'openScripts' || action === 'toggleDebug') && !isAdmin) return;
      e.preventDefault();
      if (action === 'reloadLayout') window.dispatchEvent(new CustomEvent(RELOAD_LAYOUT_EVENT));
      if (action === 'toggleDecoration') setDecoration((d) => !d);
      if (action === 'openScripts') navigate('/scripts');
      if (action === 'toggleDebug' && allowDebugMode) {
        setDebug((d) => {
          localStorage.setItem(DEBUG_KEY, d ? '0' : '1');
          void message.info(d ? t('Debug mode is now OFF') : t('Debug mode is now ON'));
          return !d;
        });
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [allowDebugMode, isAdmin, message, navigate, t]);

  return { decoration, debug };
}
