import { toKebab } from '../registry/naming.ts';

/**
 * The layout script of a record (seed 001 §3): `person-layout-{type}` / `prospect-layout-{type}`
 * for persons and prospects with a type, `<entity-kebab>-layout` otherwise.
 */
export function layoutScriptName(entityName: string, record?: Record<string, unknown>): string {
  const base = `${toKebab(entityName)}-layout`;
  const type = record?.type;
  if ((entityName === 'Person' || entityName === 'Prospect') && typeof type === 'string' && type) return `${base}-${type}`;
  return base;
}
