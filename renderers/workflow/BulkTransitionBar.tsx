import { useState } from 'react';
import { Alert, Button, Dropdown, List, Space } from 'antd';
import { fillText } from '../../engine/i18n/fillText.ts';
import { runOnEach, type BulkOutcome } from '../../engine/workflow/runOnEach.ts';
import { transitionPaths } from '../../engine/workflow/transitionPaths.ts';
import type { TransitionView } from '../../engine/workflow/types.ts';
import { useEngine } from '../context/EngineContext.ts';
import { failureReason } from './failureReason.ts';
import { useTransitions } from './useTransitions.ts';

export interface BulkTransitionBarProps {
  entityName: string;
  /** Registrations of the selected records. */
  selected: readonly string[];
  onClear?: () => void;
  /**
   * After the run. Default (seed 002 §4): reload the page at its own path with
   * `?registration=a,b,c`.
   */
  onDone?: (registrations: string[], outcomes: BulkOutcome[]) => void;
}

/**
 * The bulk transition bar of a list selection: loads the transitions the whole selection may take
 * (again at each change of the selection), runs the chosen one on each record, reports one message
 * per record (success or failure) and keeps the failures on screen.
 */
export function BulkTransitionBar({ entityName, selected, onClear, onDone }: BulkTransitionBarProps) {
  const { data, notify, navigate, registry, t } = useEngine();
  const apiPath = registry.get(entityName).apiPath;
  const key = selected.join(',');
  const load = selected.length ? { method: 'POST' as const, path: transitionPaths.selection(apiPath), body: [...selected] } : null;
  const { transitions } = useTransitions(load, key);
  const [failures, setFailures] = useState<BulkOutcome[]>([]);
  const [running, setRunning] = useState(false);

  const run = async (transition: TransitionView) => {
    setRunning(true);
    const regs = [...selected];
    const outcomes = await runOnEach(regs, transition, entityName, (reg) => data.custom({ method: 'GET', path: transitionPaths.run(apiPath, reg, transition.code) }), failureReason);
    for (const o of outcomes) notify(o.ok ? 'success' : 'error', o.message);
    setFailures(outcomes.filter((o) => !o.ok));
    setRunning(false);
    if (onDone) onDone(regs, outcomes);
    else navigate(`${window.location.pathname}?registration=${regs.map(encodeURIComponent).join(',')}`);
  };

  if (!selected.length && !failures.length) return null;
  return (
    <div data-testid="bulk-transition-bar" style={{ marginBottom: 8 }}>
      {selected.length > 0 && (
        <Alert
          type="info"
          title={fillText(t('{{count}} selected'), { count: selected.length })}
          action={
            <Space>
              <Dropdown
                disabled={!transitions.length || running}
                menu={{ items: transitions.map((tr) => ({ key: tr.code, label: tr.label || tr.code, danger: tr.pullRight })), onClick: ({ key: code }) => void run(transitions.find((tr) => tr.code === code) as TransitionView) }}
              >
                <Button loading={running} data-testid="bulk-transitions">{t('Transitions')}</Button>
              </Dropdown>
              {onClear && <Button onClick={onClear}>{t('Clear selection')}</Button>}
            </Space>
          }
        />
      )}
      {failures.length > 0 && (
        <Alert
          type="error"
          closable={{ onClose: () => setFailures([]) }}
          data-testid="bulk-failures"
          title={fillText(t('{{count}} failed'), { count: failures.length })}
          description={<List size="small" dataSource={failures} renderItem={(f) => <List.Item data-registration={f.registration}>{f.message}</List.Item>} />}
        />
      )}
    </div>
  );
}
