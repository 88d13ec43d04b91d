export type { Hierarchy, HierarchyLink, HierarchyNode, PersonRecord } from './types.ts';
export { toHierarchyNode } from './toHierarchyNode.ts';
export { DEFAULT_DEPTH, MAX_DEPTH, linksBetween, parseDepth, walkHierarchy, type HierarchyLoader } from './walkHierarchy.ts';
export { distancesFrom, filterByDepth, filterByText, maxDepthOf, toTree, treeRoot, type TreeDatum } from './graphShape.ts';
export { relationLabel, type LabelItem } from './relationLabel.ts';
export { normaliseQuickAddRelations, type QuickAddRelation } from './quickAddRelations.ts';
