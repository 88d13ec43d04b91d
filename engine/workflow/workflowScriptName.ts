import { toKebab } from '../registry/naming.ts';

/** The Script record holding an entity's workflow: `Contract` -> `contract-workflow`. */
export function workflowScriptName(entityName: string): string {
  return `${toKebab(entityName)}-workflow`;
}
