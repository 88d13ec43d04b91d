import { toKebab } from '../registry/naming.ts';

export interface ModelLink {
  label: string;
  href: string;
}

/**
 * Links of the entity model viewer (seed 002 §2.7): the entity's layout, workflow and extension
 * scripts at /scripts?name=...&filter=...&all=1 (and the username, for debug links).
 */
export function modelLinks(entityName: string, username?: string): ModelLink[] {
  const base = toKebab(entityName);
  return (['layout', 'workflow', 'extension'] as const).map((kind) => {
    const name = `${base}-${kind}`;
    const query = new URLSearchParams({ selectedSettingType: 'script', name, filter: name, all: '1' });
    if (username) query.set('username', username);
    return { label: `${kind.charAt(0).toUpperCase()}${kind.slice(1)} script`, href: `/scripts?${query.toString()}` };
  });
}
