import { useEffect, useState, useSyncExternalStore } from 'react';
import { App as AntApp } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { debugMode } from '../../engine/shell/debugMode.ts';
import { RELOAD_LAYOUT_EVENT, shortcutAction } from '../../engine/shell/shortcuts.ts';

const DEBUG_KEY = 'tabula.debug';

export interface ShellModes {
  /** F9: the page without the shell's menu and header. */
  decoration: boolean;
  debug: boolean;
}

/**
 * The shell's keyboard shortcuts. Alt+R asks the page to reload its layout (no page reload);
 * Ctrl+Shift+S opens /scripts for admin-like users only; Ctrl+Shift+C toggles debug mode for the users
 * `mayDebug` names (engine/shell/debugMode.ts: admin-like users unless allowDebugMode is false) and
 * says so ('Debug mode is now ON/OFF'); F9 toggles the decoration mode. Debug mode survives a reload
 * (local storage) but never outlives the right to it.
 */
export function useShellShortcuts(opts: { isAdmin: boolean; mayDebug: boolean }): ShellModes {
  const navigate = useNavigate();
  const { message } = AntApp.useApp();
  const { t } = useTranslation();
  const [decoration, setDecoration] = useState(true);
  const debug = useSyncExternalStore(debugMode.subscribe, debugMode.get);
  const { isAdmin, mayDebug } = opts;

  useEffect(() => {
    debugMode.set(mayDebug && localStorage.getItem(DEBUG_KEY) === '1');
  }, [mayDebug]);

  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      const action = shortcutAction(e);
      if (!action || action === 'submitForm' || action === 'toggleSideView') return;
      if (action === 'openScripts' && !isAdmin) return;
      if (action === 'toggleDebug' && !mayDebug) return;
      e.preventDefault();
      if (action === 'reloadLayout') window.dispatchEvent(new CustomEvent(RELOAD_LAYOUT_EVENT));
      if (action === 'toggleDecoration') setDecoration((d) => !d);
      if (action === 'openScripts') navigate('/scripts');
      if (action === 'toggleDebug') {
        const next = !debugMode.get();
        debugMode.set(next);
        localStorage.setItem(DEBUG_KEY, next ? '1' : '0');
        void message.info(next ? t('Debug mode is now ON') : t('Debug mode is now OFF'));
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [mayDebug, isAdmin, message, navigate, t]);

  return { decoration, debug };
}
