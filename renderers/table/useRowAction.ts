import { useCallback } from 'react';
import type { FileTransfer } from '../../engine/lists/FileTransfer.ts';
import { fillLink } from '../../engine/lists/fillLink.ts';
import { duplicateRecord } from '../../engine/lists/duplicateRecord.ts';
import { actionRequest, DEFAULT_SUCCESS_MESSAGE, RELOAD_DELAY_MS, type ResolvedRowAction } from '../../engine/lists/rowActions.ts';
import { progressUrlOf, reloadsAfter, successText } from '../../engine/lists/actionForm.ts';
import { useEngine } from '../context/EngineContext.ts';
import { errorText } from '../pages/errorText.ts';
import { NO_DOCUMENT_MESSAGE, openFirstDocument } from './openDocument.ts';
import { fromBase64, saveBlob } from './saveBlob.ts';

type Rec = Record<string, unknown>;

/** How a row or page action ended: `ok` false when its error was shown; the call's answer. */
export interface ActionOutcome {
  ok: boolean;
  answer?: unknown;
}

/**
 * Runs a row action (seed 001 §3, §8): redirect, copy, download (base64 decoded when asked), open the
 * first listed document inline in a new window (openDocument, seed 002 §7) or a call
 * with the payload filled from the row; success shows the action's message or 'Event executed
 * successfully' (with `{count}` filled from the answer), may redirect, and reloads the list 500 ms
 * later unless the answer reports nothing done; failure shows the error. Resolves to whether it
 * succeeded, with the answer of a call.
 */
export function useRowAction(open: (path: string) => void, reload: () => void, files?: FileTransfer) {
  const { data, notify, t } = useEngine();
  return useCallback(
    async (action: ResolvedRowAction, row: Rec): Promise<ActionOutcome> => {
      try {
        if (action.builtIn === 'copy') {
          await navigator.clipboard.writeText(String(row.registration ?? ''));
          notify('info', t('Done'));
          return { ok: true };
        }
        const request = actionRequest(action, row);
        if (action.redirectTo || !request) {
          const target = action.redirectTo && fillLink(action.redirectTo, row);
          if (target) open(target);
          return { ok: true };
        }
        if (action.openDocument) {
          if (!(await openFirstDocument(data, request))) notify('warning', t(NO_DOCUMENT_MESSAGE));
          return { ok: true };
        }
        let answer: unknown;
        if (action.download) {
          if (!files) throw new Error('Downloads are not available here');
          const file = await files.download(request);
          saveBlob(action.base64 ? await fromBase64(file) : file);
        } else {
          answer = action.duplicateOf ? await duplicateRecord(data, action, row) : await data.custom(request);
        }
        // A long run reports its own end (RunProgressModal).
        if (action.progress && progressUrlOf(answer)) return { ok: true, answer };
        notify('success', successText(t(action.successMessage ?? DEFAULT_SUCCESS_MESSAGE), answer));
        // a duplicate opens its copy
        const target = action.duplicateOf && answer && typeof answer === 'object' ? (answer as Rec) : row;
        const after = action.redirectToAfterSuccess && fillLink(action.redirectToAfterSuccess, target);
        if (after) open(after);
        if (action.reloadAfterSuccess && reloadsAfter(answer, action.successMessage)) setTimeout(reload, RELOAD_DELAY_MS);
        return { ok: true, answer };
      } catch (err) {
        notify('error', errorText(err));
        return { ok: false };
      }
    },
    [data, files, notify, open, reload, t],
  );
}
