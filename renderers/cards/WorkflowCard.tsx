import { Space } from 'antd';
import { currentStatus } from '../../engine/workflow/checkTransition.ts';
import { TransitionBar } from '../workflow/TransitionBar.tsx';
import { useWorkflowInfo } from '../workflow/useWorkflowInfo.ts';
import { WorkflowStatusBadge } from '../workflow/WorkflowStatusBadge.tsx';
import type { CardProps } from './CardProps.ts';
import { useCardPage } from './page/CardPageContext.ts';

/**
 * Workflow: the record's statuses as badges coloured from the workflow's transitions (the current
 * one with a border) and the transitions it may take now. A run updates the page's record; a run
 * refused for missing fields scrolls to the first of them.
 */
export function WorkflowCard({ entityName, record, registration }: CardProps) {
  const { definition, kinds } = useWorkflowInfo(entityName);
  const page = useCardPage();
  if (!registration) return <span style={{ color: '#8c8c8c' }}>Transitions are available once the record is saved.</span>;
  const current = definition ? currentStatus(definition, record) : String(record.status ?? '');
  const statuses = definition?.statuses ?? (current ? [{ code: current }] : []);
  return (
    <Space orientation="vertical" style={{ width: '100%' }} size={8}>
      <Space wrap size={4} data-testid="workflow-statuses">
        {statuses.map((s) => (
          <WorkflowStatusBadge key={s.code} status={s.code} label={s.label} kind={kinds[s.code]} current={s.code === current} testId={s.code === current ? 'workflow-current' : undefined} />
        ))}
      </Space>
      <TransitionBar
        entityName={entityName}
        registration={registration}
        version={record._version}
        dirty={page.dirty}
        onDone={page.onRecordChange}
        onFieldErrors={(paths) => page.focusField(paths[0])}
      />
    </Space>
  );
}
