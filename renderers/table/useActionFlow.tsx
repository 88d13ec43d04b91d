import { useCallback, useState, type ReactNode } from 'react';
import type { RunProgress } from '../../engine/lists/actionForm.ts';
import { progressUrlOf, successText } from '../../engine/lists/actionForm.ts';
import { DEFAULT_SUCCESS_MESSAGE, RELOAD_DELAY_MS, type ResolvedRowAction } from '../../engine/lists/rowActions.ts';
import { useEngine } from '../context/EngineContext.ts';
import { ActionFormModal } from './ActionFormModal.tsx';
import { RunProgressModal } from './RunProgressModal.tsx';
import { readFormFiles } from './readFormFiles.ts';
import type { ActionOutcome } from './useRowAction.ts';

type Rec = Record<string, unknown>;
type Run = (action: ResolvedRowAction, row: Rec) => Promise<ActionOutcome>;

/** One error of a run's report as a line of text. */
const errorLine = (e: unknown) => (e && typeof e === 'object' && 'message' in e ? String((e as Rec).message) : String(e));

/**
 * An action's whole flow: its parameters modal when it has a `form` (the values fill its url and
 * payload like row fields; the modal stays open on failure), the call, then for a long run
 * (`progress` and an answer with `progressUrl`) the progress modal until the run ends, its message
 * with the count of what it made, and a reload when it made something.
 */
export function useActionFlow(run: Run, reload: () => void): { trigger: (action: ResolvedRowAction, row: Rec) => void; modals: ReactNode } {
  const { notify, t } = useEngine();
  const [asking, setAsking] = useState<{ action: ResolvedRowAction; row: Rec }>();
  const [running, setRunning] = useState<{ action: ResolvedRowAction; url: string }>();

  const execute = useCallback(
    async (action: ResolvedRowAction, row: Rec) => {
      const outcome = await run(action, row);
      const url = outcome.ok && action.progress ? progressUrlOf(outcome.answer) : undefined;
      if (url) setRunning({ action, url });
      return outcome;
    },
    [run],
  );
  const trigger = useCallback(
    (action: ResolvedRowAction, row: Rec) => (action.form ? setAsking({ action, row }) : void execute(action, row)),
    [execute],
  );
  const ended = useCallback(
    (progress: RunProgress) => {
      const action = running?.action;
      setRunning(undefined);
      const made = progress.created ?? progress.done;
      if (progress.status === 'DONE') notify('success', successText(t(action?.successMessage ?? DEFAULT_SUCCESS_MESSAGE), { count: made }));
      else if (progress.status === 'CANCELLED') notify('info', successText(t('Cancelled: {count} done'), { count: progress.done }));
      else if (progress.errors?.length) notify('error', progress.errors.map(errorLine).join('\n'));
      if (made > 0) setTimeout(reload, RELOAD_DELAY_MS);
    },
    [notify, reload, running, t],
  );

  const modals = (
    <>
      {asking?.action.form && (
        <ActionFormModal
          form={asking.action.form}
          title={asking.action.label ?? asking.action.name}
          onCancel={() => setAsking(undefined)}
          onSubmit={async (values) => {
            const outcome = await execute(asking.action, { ...asking.row, ...((await readFormFiles(values)) as Rec) });
            if (outcome.ok) setAsking(undefined);
          }}
        />
      )}
      {running && <RunProgressModal title={running.action.label ?? running.action.name} progressUrl={running.url} onEnd={ended} />}
    </>
  );
  return { trigger, modals };
}
