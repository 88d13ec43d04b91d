import { toKebab } from '../registry/naming.ts';

/**
 * The layout scripts that may shape a record's detail page, most specific first: the entity's
 * layout plus the record type (`person-layout-I`, seed 001 "Person forms by type"), then the
 * entity's layout (`contract-layout`). The first that exists is run.
 */
export function layoutScriptNames(entityName: string, type?: string | null): string[] {
  const base = `${toKebab(entityName)}-layout`;
  return type ? [`${base}-${type}`, base] : [base];
}
