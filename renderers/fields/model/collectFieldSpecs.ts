import type { UiSchema } from '@rjsf/utils';
import { getAtPath, type FieldSpec } from '../../../engine/validation/index.ts';
import { fieldMeta } from '../fieldMeta.ts';
import { ITEM_TYPES } from './fieldIssues.ts';
import { toFieldSpec } from './toFieldSpec.ts';

function isProperty(key: string): boolean {
  return !key.startsWith('ui:') && key !== 'items';
}

function isRequired(node: UiSchema): boolean {
  return (node['ui:options'] as { xRequired?: boolean } | undefined)?.xRequired === true;
}

/**
 * The fields of a form keyed by dot path, as engine/validation's validateForm takes them: every ui
 * schema node carrying x-field metadata, array items expanded for the items present in `values`
 * (`addresses.0.type`). A list of addresses, bank accounts, registrations or phones is checked item
 * by item (`addresses.0` as an address) and as a whole only for mandatory.
 */
export function collectFieldSpecs(ui: UiSchema, values: Record<string, unknown>): Record<string, FieldSpec> {
  const specs: Record<string, FieldSpec> = {};
  const visit = (node: UiSchema, path: string): void => {
    const spec = path ? toFieldSpec(fieldMeta({ uiSchema: node }), isRequired(node), values) : undefined;
    const list = path ? getAtPath(values, path) : undefined;
    if (spec && Array.isArray(list) && ITEM_TYPES.has(spec.type)) {
      specs[path] = { ...spec, type: 'list' };
      list.forEach((_item, index) => (specs[`${path}.${index}`] = { ...spec, mandatory: undefined }));
    } else if (spec) specs[path] = spec;
    for (const key of Object.keys(node).filter(isProperty)) {
      const childNode = node[key];
      if (childNode && typeof childNode === 'object') visit(childNode as UiSchema, path ? `${path}.${key}` : key);
    }
    const items = node.items;
    if (items && typeof items === 'object' && Array.isArray(list)) {
      list.forEach((_item, index) => visit(items as UiSchema, `${path}.${index}`));
    }
  };
  visit(ui, '');
  return specs;
}
