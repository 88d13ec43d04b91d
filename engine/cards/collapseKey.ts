/** Local storage key of a collapsible card's state: by route path and title (seed 002 §2.9). */
export function collapseKey(routePath: string, title: string): string {
  return `tabula.panel:${routePath}:${title}`;
}

/** Minimal storage the collapse state needs (window.localStorage in the browser). */
export interface KeyValueStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
}

/** The remembered state of a card, or its default when nothing is stored. */
export function readCollapsed(storage: KeyValueStorage | undefined, key: string, fallback: boolean): boolean {
  const v = storage?.getItem(key);
  return v === null || v === undefined ? fallback : v === 'collapsed';
}

export function writeCollapsed(storage: KeyValueStorage | undefined, key: string, collapsed: boolean): void {
  storage?.setItem(key, collapsed ? 'collapsed' : 'expanded');
}
