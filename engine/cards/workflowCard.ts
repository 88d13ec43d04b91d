import type { CardSpec } from './types.ts';

/** The sticky workflow card a layout's `workflowPosition` places above both columns or on top of the side column. */
export const WORKFLOW_CARD: CardSpec = { key: 'workflow', kind: 'Workflow', title: 'Workflow', collapsible: false, collapsed: false, fields: [], elements: [], props: {} };
