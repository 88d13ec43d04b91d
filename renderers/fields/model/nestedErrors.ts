import type { ErrorSchema } from '@rjsf/utils';

/**
 * Every message below a field in rjsf's error schema (`addresses.1.zipcode` ...), for fields that
 * draw their sub-fields themselves (addresses, bank accounts, tables) and so have no template per
 * sub-field. The field's own messages (`__errors` at the top) are left to the FieldTemplate.
 */
export function nestedErrors(errorSchema: ErrorSchema | undefined): string[] {
  const found: string[] = [];
  const visit = (node: unknown, top: boolean) => {
    if (!node || typeof node !== 'object') return;
    for (const [key, child] of Object.entries(node)) {
      if (key === '__errors') {
        if (!top && Array.isArray(child)) found.push(...child.map(String));
      } else visit(child, false);
    }
  };
  visit(errorSchema, true);
  return [...new Set(found)];
}
