import { scriptLanguage } from '../../../engine/scripts/scriptTypes.ts';

/** The starting content of a new script of `type`: a runnable execute(ctx), or an empty JSON item. */
export function newItemTemplate(type: string): string {
  if (scriptLanguage(type) === 'json') return '{}\n';
  if (type === 'layout') return "export function execute(ctx) {\n  const data = ctx.data || {};\n  return {\n    title: data.name || data.registration || '',\n    left: [{ key: 'main', title: 'Main', elements: [{ type: 'form', fields: ['registration', 'name'] }] }],\n    right: [],\n  };\n}\n";
  return 'export function execute(ctx) {\n  return {};\n}\n';
}
