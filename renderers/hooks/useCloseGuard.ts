import { App, Modal } from 'antd';
import { useT } from '../context/useT.ts';

export { hasChanged } from './hasChanged.ts';

/**
 * The close of a dialog with input (its Close or Cancel button, the X, Escape, a click outside):
 * without changes it closes at once; with changes it first asks "Close without saving?" with
 * Discard changes or Keep editing, so a dialog never drops typed input without a word
 * (issue 37 item 1, docs/forms.md). `dirty` is read when the close is asked.
 */
export function useCloseGuard(dirty: () => boolean, close: () => void): () => void {
  const t = useT();
  const { modal } = App.useApp();
  return () => {
    if (!dirty()) return close();
    // inside the app's <App> the themed instance; drawn alone (tests, storybook-like hosts) the static one
    const confirm = typeof modal?.confirm === 'function' ? modal.confirm : Modal.confirm;
    confirm({
      title: t('Close without saving?'),
      content: t('Your changes are not saved yet.'),
      okText: t('Discard changes'),
      okButtonProps: { danger: true },
      cancelText: t('Keep editing'),
      className: 'close-guard',
      onOk: close,
    });
  };
}
