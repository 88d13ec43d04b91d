import { useState } from 'react';
import { Button, Space, Tooltip, Typography } from 'antd';
import type { ErrorBody } from '../../engine/errors/AppError.ts';
import { transitionPaths } from '../../engine/workflow/transitionPaths.ts';
import { transitionSuccessMessage } from '../../engine/workflow/runOnEach.ts';
import type { TransitionView } from '../../engine/workflow/types.ts';
import { useEngine } from '../context/EngineContext.ts';
import { useT } from '../context/useT.ts';
import { errorText } from '../pages/errorText.ts';
import { useTransitions } from './useTransitions.ts';

type Rec = Record<string, unknown>;

interface Props {
  entityName: string;
  registration: string;
  /** Changes when the record changes (its version): the transitions are reloaded. */
  version: unknown;
  /** Unsaved changes: transitions wait for a save. */
  dirty?: boolean;
  onDone: (record: Rec) => void;
  /** A transition refused for fields (mandatory fields): the first one, to scroll to. */
  onFieldErrors?: (paths: string[]) => void;
}

/** The transition buttons of one record: ordered, pull-right ones apart on the right. */
export function TransitionBar({ entityName, registration, version, dirty, onDone, onFieldErrors }: Props) {
  const { data, notify, registry } = useEngine();
  const tr = useT();
  const apiPath = registry.get(entityName).apiPath;
  const { transitions, reload } = useTransitions({ method: 'GET', path: transitionPaths.record(apiPath, registration) }, `${registration}:${String(version)}`);
  const [running, setRunning] = useState<string | null>(null);

  const run = async (t: TransitionView) => {
    setRunning(t.code);
    try {
      const record = await data.custom<Rec>({ method: 'GET', path: transitionPaths.run(apiPath, registration, t.code) });
      notify('success', transitionSuccessMessage(t, entityName, registration));
      onDone(record);
    } catch (err) {
      notify('error', errorText(err));
      const body = (err as { body?: Partial<ErrorBody> }).body;
      const paths = (body && typeof body === 'object' ? (body.errors ?? []) : []).map((e) => e.path).filter(Boolean);
      if (paths.length) onFieldErrors?.(paths);
      reload();
    } finally {
      setRunning(null);
    }
  };

  const button = (t: TransitionView) => (
    <Tooltip key={t.code} title={dirty ? tr('Save your changes first') : undefined}>
      <Button size="small" data-testid={`transition-${t.code}`} danger={t.pullRight} disabled={dirty || (running !== null && running !== t.code)} loading={running === t.code} onClick={() => void run(t)}>
        {t.label ? tr(t.label) : t.code}
      </Button>
    </Tooltip>
  );
  // the secondary text colour of the theme: readable (>= 4.5:1) on light and dark backgrounds
  if (!transitions.length) return <Typography.Text type="secondary">{tr('No transition available')}</Typography.Text>;
  return (
    <Space style={{ width: '100%', justifyContent: 'space-between' }} data-testid="transition-bar" wrap>
      <Space wrap>{transitions.filter((t) => !t.pullRight).map(button)}</Space>
      <Space wrap>{transitions.filter((t) => t.pullRight).map(button)}</Space>
    </Space>
  );
}
