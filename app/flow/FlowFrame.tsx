import { Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { Outlet } from 'react-router-dom';
import type { FlowSession } from './flowSession.ts';

/**
 * The shell of a flow tab: the page alone, under a thin bar that says so and lets the visitor
 * leave (which ends the session). No menu, no shortcuts to other screens.
 */
export function FlowFrame({ flow, onLeave }: { flow: FlowSession; onLeave: () => void }) {
  const { t } = useTranslation();
  return (
    <div data-testid="flow-frame" data-flow-page={flow.pageId}>
      <div style={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center', padding: '8px 16px', borderBottom: '1px solid rgba(128,128,128,0.25)' }}>
        <strong>Tabula</strong>
        <Button size="small" onClick={onLeave} data-testid="flow-leave">
          {t('Leave')}
        </Button>
      </div>
      <div style={{ padding: 16 }}>
        <Outlet />
      </div>
    </div>
  );
}
