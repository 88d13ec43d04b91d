export type { Hierarchy, HierarchyLink, HierarchyNode, PersonRecord } from './types.ts';
export { toHierarchyNode } from './toHierarchyNode.ts';
export { DEFAULT_DEPTH, MAX_DEPTH, linksBetween, parseDepth, walkHierarchy, type HierarchyLoader } from './walkHierarchy.ts';
export { companiesOnly, distancesFrom, filterByDepth, filterByText, maxDepthOf, toTree, treeRoot, type TreeDatum } from './graphShape.ts';
export { relationLabel, type LabelItem } from './relationLabel.ts';
export { normaliseQuickAddRelations, type QuickAddRelation } from './quickAddRelations.ts';
export { COMPANY_TYPES, INDIVIDUAL_TYPES, depthChoices, filterByChoice, type DepthChoice } from './depthChoices.ts';
export { DIAGRAM } from './diagramSettings.ts';
