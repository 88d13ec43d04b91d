import { useCallback } from 'react';
import type { FileTransfer } from '../../engine/lists/FileTransfer.ts';
import { fillLink } from '../../engine/lists/fillLink.ts';
import { actionRequest, DEFAULT_SUCCESS_MESSAGE, RELOAD_DELAY_MS, type ResolvedRowAction } from '../../engine/lists/rowActions.ts';
import { useEngine } from '../context/EngineContext.ts';
import { errorText } from '../pages/errorText.ts';
import { fromBase64, saveBlob } from './saveBlob.ts';

type Rec = Record<string, unknown>;

/**
 * Runs a row action (seed 001 §3, §8): redirect, copy, download (base64 decoded when asked) or a call
 * with the payload filled from the row; success shows the action's message or 'Event executed
 * successfully', may redirect, and reloads the list 500 ms later; failure shows the error.
 */
export function useRowAction(open: (path: string) => void, reload: () => void, files?: FileTransfer) {
  const { data, notify } = useEngine();
  return useCallback(
    async (action: ResolvedRowAction, row: Rec) => {
      try {
        if (action.builtIn === 'copy') {
          await navigator.clipboard.writeText(String(row.registration ?? ''));
          return notify('info', 'Done');
        }
        const request = actionRequest(action, row);
        if (action.redirectTo || !request) {
          const target = action.redirectTo && fillLink(action.redirectTo, row);
          if (target) open(target);
          return;
        }
        if (action.download) {
          if (!files) throw new Error('Downloads are not available here');
          const file = await files.download(request);
          saveBlob(action.base64 ? await fromBase64(file) : file);
        } else {
          await data.custom(request);
        }
        notify('success', action.successMessage ?? DEFAULT_SUCCESS_MESSAGE);
        const after = action.redirectToAfterSuccess && fillLink(action.redirectToAfterSuccess, row);
        if (after) open(after);
        if (action.reloadAfterSuccess) setTimeout(reload, RELOAD_DELAY_MS);
      } catch (err) {
        notify('error', errorText(err));
      }
    },
    [data, files, notify, open, reload],
  );
}
