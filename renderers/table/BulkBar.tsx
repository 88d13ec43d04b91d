import { useEffect, useState } from 'react';
import { Alert, Button, Dropdown, Space } from 'antd';
import { orderTransitions, transitionMessage, type Transition } from '../../engine/lists/bulkTransitions.ts';
import { fillText } from '../../engine/i18n/fillText.ts';
import { toLabel } from '../../engine/registry/naming.ts';
import { useEngine } from '../context/EngineContext.ts';
import { errorDisplay, errorText } from '../pages/errorText.ts';

type Rec = Record<string, unknown>;

interface BulkBarProps {
  entityName: string;
  selected: readonly Rec[];
  withTransitions: boolean;
  onClear: () => void;
  /** After a bulk transition: reload the page at its own path with ?registration=a,b,c. */
  onDone: (registrations: string[]) => void;
}

/**
 * The bar shown once rows are selected: the count, and the workflow transitions available for the
 * whole selection (reloaded when it changes), run on each selected entity with a message per entity.
 */
export function BulkBar({ entityName, selected, withTransitions, onClear, onDone }: BulkBarProps) {
  const { data, notify, registry, t } = useEngine();
  const [transitions, setTransitions] = useState<Transition[]>([]);
  const apiPath = registry.get(entityName).apiPath;
  const ids = selected.map((r) => String(r.registration));
  const key = ids.join(',');

  useEffect(() => {
    if (!withTransitions || !key) return setTransitions([]);
    let live = true;
    data
      .custom({ method: 'POST', path: `${apiPath}/transitions?exclude=modals,printings,documents`, body: key.split(',') })
      .then((answer) => live && setTransitions(orderTransitions(answer)))
      .catch((err: unknown) => {
        notify('error', errorText(err));
        if (live) setTransitions([]);
      });
    return () => {
      live = false;
    };
  }, [apiPath, data, key, notify, withTransitions]);

  const run = async (transition: Transition) => {
    for (const registration of ids) {
      try {
        await data.custom({ method: 'GET', path: `${apiPath}/${encodeURIComponent(registration)}/transitions/${encodeURIComponent(transition.code)}` });
        notify('success', transitionMessage(transition, toLabel(entityName), registration));
      } catch (err) {
        const shown = errorDisplay(err);
        notify(shown.level, `${registration}: ${shown.message}`);
      }
    }
    onDone(ids);
  };

  if (!selected.length) return null;
  return (
    <Alert
      style={{ marginBottom: 8 }}
      type="info"
      title={fillText(t('{{count}} selected'), { count: selected.length })}
      data-testid="bulk-bar"
      action={
        <Space>
          {withTransitions && (
            <Dropdown disabled={!transitions.length} menu={{ items: transitions.map((tr) => ({ key: tr.code, label: tr.label ?? tr.code })), onClick: ({ key: code }) => void run(transitions.find((tr) => tr.code === code)!) }}>
              <Button>{t('Transitions')}</Button>
            </Dropdown>
          )}
          <Button onClick={onClear}>{t('Clear selection')}</Button>
        </Space>
      }
    />
  );
}
