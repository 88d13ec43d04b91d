import { Space, Typography } from 'antd';
import { currentStatus } from '../../engine/workflow/checkTransition.ts';
import { TransitionBar } from '../workflow/TransitionBar.tsx';
import { useWorkflowInfo } from '../workflow/useWorkflowInfo.ts';
import { WorkflowStatusBadge } from '../workflow/WorkflowStatusBadge.tsx';
import { useT } from '../context/useT.ts';
import type { CardProps } from './CardProps.ts';
import { useCardPage } from './page/CardPageContext.ts';

/**
 * Workflow: the record's statuses as badges coloured from the workflow's transitions (the current
 * one with a border) and the transitions it may take now. A run updates the page's record; a run
 * refused for missing fields scrolls to the first of them. A read-only page shows no transitions.
 */
export function WorkflowCard({ entityName, record, registration }: CardProps) {
  const { definition, kinds } = useWorkflowInfo(entityName);
  const page = useCardPage();
  const t = useT();
  if (!registration) return <Typography.Text type="secondary">{t('Transitions are available once the record is saved.')}</Typography.Text>;
  const current = definition ? currentStatus(definition, record) : String(record.status ?? '');
  const statuses = definition?.statuses ?? (current ? [{ code: current }] : []);
  return (
    <Space orientation="vertical" style={{ width: '100%' }} size={8}>
      <Space wrap size={4} data-testid="workflow-statuses">
        {statuses.map((s) => (
          <WorkflowStatusBadge key={s.code} status={s.code} label={s.label ? t(s.label) : undefined} kind={kinds[s.code]} current={s.code === current} testId={s.code === current ? 'workflow-current' : undefined} />
        ))}
      </Space>
      {!page.readOnly && (
        <TransitionBar
          entityName={entityName}
          registration={registration}
          version={record._version}
          dirty={page.dirty}
          onDone={page.onRecordChange}
          onFieldErrors={(paths) => page.focusField(paths[0])}
        />
      )}
    </Space>
  );
}
